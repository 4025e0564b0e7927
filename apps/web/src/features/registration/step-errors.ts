import { messages } from '@galla/domain/messages';
import type { z } from 'zod';

export type StepErrors<K extends string> = Partial<Record<K, string>>;

/** The first message of each field of a step, checked by the contract's schema. */
export function stepErrors<K extends string>(
  schema: z.ZodType,
  input: unknown,
  fields: Record<string, K>,
): StepErrors<K> {
  const parsed = schema.safeParse(input);
  const errors: StepErrors<K> = {};
  if (parsed.success) return errors;
  for (const issue of parsed.error.issues) {
    const field = fields[String(issue.path[0])];
    if (field && !errors[field]) errors[field] = issue.message;
  }
  return errors;
}

/** The message the step shows on top: the first problem in the order the fields appear. */
export function firstError<K extends string>(errors: StepErrors<K>, order: readonly K[]): string | undefined {
  for (const field of order) {
    const message = errors[field];
    if (message) return message;
  }
  return undefined;
}

export function withoutError<K extends string>(errors: StepErrors<K>, field: K): StepErrors<K> {
  if (!errors[field]) return errors;
  const { [field]: _cleared, ...rest } = errors;
  return rest as StepErrors<K>;
}

/**
 * What a field shows: the spec's catch-all texts ('Please fill all * Fields', 'Please fill all the
 * fields') appear once, above the step, and only mark the field; a specific message shows under it.
 */
export function fieldError(message: string | undefined): string | boolean {
  if (!message) return false;
  return message === messages.fillAllStarFields || message === messages.fillAllFields ? true : message;
}

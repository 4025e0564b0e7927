import { messages } from '@galla/domain/messages';
import type { z } from 'zod';
import { ApiError } from '../../lib/api-client';

export type PasswordField = 'currentPassword' | 'newPassword' | 'confirmPassword';
export type PasswordErrors = Partial<Record<PasswordField, string>>;

/** The first message of each field, from the same schema the server checks with. */
export function passwordErrors(schema: z.ZodType, input: unknown): PasswordErrors {
  const parsed = schema.safeParse(input);
  const errors: PasswordErrors = {};
  if (parsed.success) return errors;
  for (const issue of parsed.error.issues) {
    const field = issue.path[0];
    if (
      (field === 'currentPassword' || field === 'newPassword' || field === 'confirmPassword') &&
      !errors[field]
    ) {
      errors[field] = issue.message;
    }
  }
  return errors;
}

/** Change password failure (spec §8): the server's error, else 'Error Changing Password'. */
export function changeFailedMessage(error: unknown): string {
  if (error instanceof ApiError && error.message && error.message !== messages.somethingBad) {
    return error.message;
  }
  return messages.passwordChangeFailed;
}

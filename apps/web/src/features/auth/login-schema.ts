import { emailPattern } from '@galla/contracts/fields';
import { messages } from '@galla/domain/messages';
import { z } from 'zod';

// Password login rules of accounts spec §5. The spec checks the e-mail pattern when the value has a
// '.'; the server's schema checks it when it has an '@'. The form does both, so nothing the form
// accepts is refused by the server for its shape.
function looksLikeBadEmail(value: string): boolean {
  return (value.includes('.') || value.includes('@')) && !emailPattern.test(value);
}

/** The message shown when the identity field loses focus, or undefined when it is fine. */
export function identityBlurError(value: string): string | undefined {
  const trimmed = value.trim();
  if (!trimmed) return messages.identityRequired;
  if (looksLikeBadEmail(trimmed)) return messages.emailInvalid;
  return undefined;
}

export const ZPasswordLoginForm = z.object({
  email: z
    .string()
    .trim()
    .min(1, messages.required)
    .refine((value) => !looksLikeBadEmail(value), messages.emailInvalid),
  password: z.string().min(1, messages.required),
});
export type PasswordLoginForm = z.infer<typeof ZPasswordLoginForm>;

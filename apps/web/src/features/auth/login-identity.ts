import { emailPattern } from '@galla/domain/email';
import { messages } from '@galla/domain/messages';

// Password login rules of accounts spec §5. The spec checks the e-mail pattern when the value has a
// '.'; the server's schema checks it when it has an '@'. The form does both, so nothing the form
// accepts is refused by the server for its shape. No zod here: the login screen's first load uses
// this on blur; the submit check (login-schema.ts) is imported when the form is first submitted.
export function looksLikeBadEmail(value: string): boolean {
  return (value.includes('.') || value.includes('@')) && !emailPattern.test(value);
}

/** The message shown when the identity field loses focus, or undefined when it is fine. */
export function identityBlurError(value: string): string | undefined {
  const trimmed = value.trim();
  if (!trimmed) return messages.identityRequired;
  if (looksLikeBadEmail(trimmed)) return messages.emailInvalid;
  return undefined;
}

export type PasswordLoginForm = { email: string; password: string };

import { emailPattern } from '@galla/domain/email';
import { messages } from '@galla/domain/messages';

// Password login rules of accounts spec §5. The spec checks the e-mail pattern when the value has a
// '.'; the server's schema checks it when it has an '@'. The form does both, so nothing the form
// accepts is refused by the server for its shape. No zod here: both login screens, the app's and the
// first visit's (src/login/), check with these, and the first visit's loads no zod (issue 23).
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

/** The submit check: a message for each field that is wrong, none when the form may be sent. */
export function passwordLoginErrors(
  values: PasswordLoginForm,
): Partial<Record<keyof PasswordLoginForm, string>> {
  const errors: Partial<Record<keyof PasswordLoginForm, string>> = {};
  const email = values.email.trim();
  if (!email) errors.email = messages.required;
  else if (looksLikeBadEmail(email)) errors.email = messages.emailInvalid;
  if (!values.password) errors.password = messages.required;
  return errors;
}

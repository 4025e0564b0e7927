import { messages } from '@galla/domain/messages';
import { z } from 'zod';
import { looksLikeBadEmail, type PasswordLoginForm } from './login-identity';

/** The password login form's submit check (accounts spec §5). */
export const ZPasswordLoginForm: z.ZodType<PasswordLoginForm, PasswordLoginForm> = z.object({
  email: z
    .string()
    .trim()
    .min(1, messages.required)
    .refine((value) => !looksLikeBadEmail(value), messages.emailInvalid),
  password: z.string().min(1, messages.required),
});

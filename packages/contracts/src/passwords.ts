import { messages } from '@galla/domain/messages';
import { normaliseMobile } from '@galla/domain/mobile';
import { z } from 'zod';

// The change-password rules of accounts spec §5, in the spec's order, so the first message a user
// sees is the same in the form and from the server.
export const ZNewPassword = z
  .string({ error: messages.newPasswordRequired })
  .min(1, messages.newPasswordRequired)
  .regex(/[a-z]/, messages.newPasswordPattern)
  .regex(/[0-9]/, messages.newPasswordPattern)
  .min(8, messages.newPasswordLength)
  .max(128, 'Password can be at most 128 characters');

const ZConfirm = z
  .string({ error: messages.confirmPasswordRequired })
  .min(1, messages.confirmPasswordRequired);

export const ZChangePasswordRequest = z
  .object({
    currentPassword: z
      .string({ error: messages.currentPasswordRequired })
      .min(1, messages.currentPasswordRequired)
      .min(8, messages.currentPasswordLength),
    newPassword: ZNewPassword,
    confirmPassword: ZConfirm,
  })
  .refine((b) => b.newPassword === b.confirmPassword, {
    message: messages.confirmPasswordMismatch,
    path: ['confirmPassword'],
  });
export type ChangePasswordRequest = z.input<typeof ZChangePasswordRequest>;

// Forgot password, step 1: an e-mail, a user name or a 10-digit mobile number.
// A '+' or a space is never in an e-mail or a user name: such a keyword is a mobile number typed as
// on a card ('+91 98765 43210'), read as its 10 digits. Digits alone are left as typed (a user name
// may be digits).
const ZIdentity = z
  .string({ error: messages.identityRequired })
  .trim()
  .min(1, messages.identityRequired)
  .transform((keyword) => (/[+\s]/.test(keyword) ? (normaliseMobile(keyword) ?? keyword) : keyword));

export const ZForgotPasswordRequest = z.object({ keyword: ZIdentity });

export const ZVerifyForgotOtpRequest = z.object({
  keyword: ZIdentity,
  otp: z
    .string({ error: messages.otpFormat })
    .trim()
    .regex(/^[0-9]{6}$/, messages.otpFormat),
});

// Step 3: the token returned by step 2 stands in for the current password.
export const ZResetPasswordRequest = z
  .object({
    token: z.string({ error: messages.resetLinkInvalid }).min(1, messages.resetLinkInvalid),
    newPassword: ZNewPassword,
    confirmPassword: ZConfirm,
  })
  .refine((b) => b.newPassword === b.confirmPassword, {
    message: messages.confirmPasswordMismatch,
    path: ['confirmPassword'],
  });
export type ResetPasswordRequest = z.input<typeof ZResetPasswordRequest>;

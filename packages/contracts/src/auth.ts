import { messages } from '@galla/domain/messages';
import { normaliseMobile } from '@galla/domain/mobile';
import { z } from 'zod';
import { emailPattern, ZMobile, ZOtp } from './fields.js';
import { ZProfile } from './profile.js';

export const ZLoginType = z.enum(['Custom', 'Google', 'Facebook']);

// POST user/login. One call, three variants: e-mail or username + password; contactNumber + otp;
// e-mail + socialId (social, a later issue). The first problem found is the one reported.
export const ZLoginRequest = z
  .object({
    loginType: ZLoginType.default('Custom'),
    email: z.string().trim().optional(),
    password: z.string().optional(),
    // Read as typed ('+91 98765 43210'); the check below refuses what is not a number.
    contactNumber: z
      .string()
      .trim()
      .transform((text) => normaliseMobile(text) ?? text)
      .optional(),
    otp: z.string().trim().optional(),
    socialId: z.string().optional(),
    /** The ID token (Google) or access token (Facebook) the browser received; the server checks it. */
    socialToken: z.string().optional(),
    referrer_link: z.string().optional(),
  })
  .superRefine((body, ctx) => {
    if (body.loginType !== 'Custom') {
      if (!body.socialToken)
        ctx.addIssue({ code: 'custom', path: ['socialToken'], message: messages.socialTokenInvalid });
      return;
    }
    if (body.contactNumber !== undefined) {
      const mobile = ZMobile.safeParse(body.contactNumber);
      if (!mobile.success)
        ctx.addIssue({ code: 'custom', path: ['contactNumber'], message: messages.mobileInvalid });
      else if (!ZOtp.safeParse(body.otp).success)
        ctx.addIssue({ code: 'custom', path: ['otp'], message: messages.otpFormat });
      return;
    }
    if (!body.email) {
      ctx.addIssue({ code: 'custom', path: ['email'], message: messages.identityRequired });
      return;
    }
    if (body.email.includes('@') && !emailPattern.test(body.email)) {
      ctx.addIssue({ code: 'custom', path: ['email'], message: messages.emailInvalid });
      return;
    }
    if (!body.password) ctx.addIssue({ code: 'custom', path: ['password'], message: messages.required });
  });
export type LoginRequest = z.input<typeof ZLoginRequest>;

export const ZLoginData = z.object({
  userToken: z.string(),
  userId: z.number().int(),
  isOnboard: z.number().int(),
  userData: z.array(ZProfile),
});
export type LoginData = z.infer<typeof ZLoginData>;

export const otpTypes = [
  'LOGIN',
  'REGISTRATIONOTP',
  'ADDSUBRETAILER',
  'EDITSUBRETAILER',
  'FORGOTPASSWORD',
] as const;
export const ZOtpType = z.enum(otpTypes);
export type OtpType = z.infer<typeof ZOtpType>;

// REGISTRATIONOTP goes to the signed-in user's own number; every other type names the number.
export const ZSendOtpRequest = z
  .object({
    contactNumber: z
      .string()
      .trim()
      .transform((text) => normaliseMobile(text) ?? text)
      .optional(),
    type: ZOtpType.default('LOGIN'),
    userId: z.coerce.number().int().optional(),
  })
  .superRefine((body, ctx) => {
    if (body.type === 'REGISTRATIONOTP') return;
    if (!ZMobile.safeParse(body.contactNumber).success) {
      ctx.addIssue({ code: 'custom', path: ['contactNumber'], message: messages.mobileInvalid });
    }
  });
export type SendOtpRequest = z.input<typeof ZSendOtpRequest>;

export const ZSendOtpData = z.object({
  contactNumber: z.string(),
  resendAfterSeconds: z.number().int(),
  expiresInSeconds: z.number().int(),
});

export const ZResendOtpQuery = z.object({ contactNumber: ZMobile.optional() });

export const ZOtpVerificationRequest = z.object({ otp: ZOtp });

// An Admin who has set up an authenticator app sends its 6-digit code too, or one of the recovery
// codes shown at set-up when the phone is lost (staff-console.ts).
export const ZStaffLoginRequest = z.object({
  email: z.string({ error: messages.identityRequired }).trim().min(1, messages.identityRequired),
  password: z.string({ error: messages.required }).min(1, messages.required),
  totp: z
    .string()
    .trim()
    .regex(/^\d{6}$/, messages.totpFormat)
    .optional(),
  recoveryCode: z.string().trim().min(1).max(40).optional(),
});

export const staffUserTypes = [
  'Admin',
  'subAdmin',
  'Cse',
  'floorManager',
  'zonalManager',
  'stateManager',
  'Avp',
] as const;
export const ZStaffProfile = z.object({
  userId: z.number().int(),
  firstName: z.string(),
  lastName: z.string(),
  email: z.string(),
  userType: z.enum(staffUserTypes),
  permissions: z.array(z.string()),
  /** Whether an authenticator app guards this account's sign-in; Admins must set one up. */
  totpEnrolled: z.boolean(),
});
export type StaffProfile = z.infer<typeof ZStaffProfile>;
export const ZStaffSignedIn = z.object({ userToken: z.string(), userData: z.array(ZStaffProfile) });
/** The password was right and the account has an authenticator: ask for its code, then call again. */
export const ZStaffTotpRequired = z.object({ totpRequired: z.literal(true) });
export const ZStaffLoginData = z.union([ZStaffSignedIn, ZStaffTotpRequired]);

// The phone number travels from the login page to /verifyOtp in session storage, so a reload of
// /verifyOtp still knows it and closing the tab forgets it. `resendAt` carries the server's lockout
// (resendAfterSeconds) so the Resend button starts disabled instead of earning a 429.
const KEY = 'galla.otpPhone';

export type OtpPhone = { phone: string; resendAt: number };

/** The server's resend lock (otpRules in its otp-service.ts), when an answer does not say. */
const DEFAULT_RESEND_SECONDS = 30;

export function rememberOtpPhone(phone: string, resendAfterSeconds = DEFAULT_RESEND_SECONDS): OtpPhone {
  const value = { phone, resendAt: Date.now() + resendAfterSeconds * 1000 };
  sessionStorage.setItem(KEY, JSON.stringify(value));
  return value;
}

export function readOtpPhone(): OtpPhone | null {
  try {
    const value: unknown = JSON.parse(sessionStorage.getItem(KEY) ?? 'null');
    if (
      typeof value === 'object' &&
      value !== null &&
      'phone' in value &&
      typeof value.phone === 'string' &&
      'resendAt' in value &&
      typeof value.resendAt === 'number'
    ) {
      return { phone: value.phone, resendAt: value.resendAt };
    }
  } catch {
    // Corrupt entry: treat as absent.
  }
  return null;
}

export function forgetOtpPhone(): void {
  sessionStorage.removeItem(KEY);
}

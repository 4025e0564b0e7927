// Steps of sign-up that the server does not record, kept in session storage per user so a reload
// of the page keeps them and closing the tab forgets them.
const TERMS_KEY = 'galla.termsAgreed';
const OTP_KEY = 'galla.registrationOtp';

function read(key: string): Record<string, unknown> | null {
  try {
    const value: unknown = JSON.parse(sessionStorage.getItem(key) ?? 'null');
    return typeof value === 'object' && value !== null ? (value as Record<string, unknown>) : null;
  } catch {
    return null;
  }
}

/** 'I Agree' on the terms page, by this user. */
export function agreeToTerms(userId: number): void {
  sessionStorage.setItem(TERMS_KEY, JSON.stringify({ userId }));
}

export function hasAgreedToTerms(userId: number): boolean {
  return read(TERMS_KEY)?.userId === userId;
}

/** When a registration OTP was sent to this user, and from when Resend opens again (ms since epoch). */
export function rememberRegistrationOtp(userId: number, resendAfterSeconds: number): number {
  const resendAt = Date.now() + resendAfterSeconds * 1000;
  sessionStorage.setItem(OTP_KEY, JSON.stringify({ userId, resendAt }));
  return resendAt;
}

export function readRegistrationOtp(userId: number): number | null {
  const value = read(OTP_KEY);
  return value?.userId === userId && typeof value.resendAt === 'number' ? value.resendAt : null;
}

export function forgetSignUpProgress(): void {
  sessionStorage.removeItem(TERMS_KEY);
  sessionStorage.removeItem(OTP_KEY);
}

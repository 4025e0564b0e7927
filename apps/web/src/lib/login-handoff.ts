// What the first visit's login page (src/login/) hands to the app when it starts the app in its
// place, and what the app shows next. Both travel in session storage: the page leaves by loading
// another (the app, or a screen of it), and a toast or a choice must survive that.

const HANDOFF = 'galla.loginHandoff';
const TOAST = 'galla.pendingToast';

export type SocialProvider = 'Google' | 'Facebook';
export type ToastKind = 'error' | 'success' | 'info';
/** Google and Facebook sign-in are the app's: the page starts it with the provider tapped. */
export type LoginHandoff = { social: SocialProvider };

function take(key: string): unknown {
  try {
    const raw = sessionStorage.getItem(key);
    sessionStorage.removeItem(key);
    return raw === null ? null : JSON.parse(raw);
  } catch {
    return null;
  }
}

function keep(key: string, value: unknown): void {
  try {
    sessionStorage.setItem(key, JSON.stringify(value));
  } catch {
    // Storage refused (private mode): the next screen simply starts plain.
  }
}

export function handOffLogin(handoff: LoginHandoff): void {
  keep(HANDOFF, handoff);
}

export function takeLoginHandoff(): LoginHandoff | null {
  const value = take(HANDOFF) as Partial<LoginHandoff> | null;
  return value?.social === 'Google' || value?.social === 'Facebook' ? { social: value.social } : null;
}

/** A toast for the next page to show, e.g. 'OTP sent successfully' on the way to /verifyOtp. */
export function leaveToast(message: string, kind: ToastKind): void {
  keep(TOAST, { message, kind });
}

export function takePendingToast(): { message: string; kind: ToastKind } | null {
  const value = take(TOAST) as { message?: unknown; kind?: unknown } | null;
  if (typeof value?.message !== 'string') return null;
  const kind = value.kind === 'error' || value.kind === 'success' ? value.kind : 'info';
  return { message: value.message, kind };
}

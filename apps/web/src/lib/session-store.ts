import type { StaffProfile } from '@galla/contracts/auth';
import type { Profile } from '@galla/contracts/profile';

// The signed-in state (accounts spec §3): user id and userData[0], or a staff profile. Kept in
// localStorage so a reload keeps the user logged in; logout clears everything. It holds no
// credential: the session itself is an HttpOnly cookie that no script can read (server:
// platform/auth/web-session.ts), and the server's 401 is what ends it here.
export type Session =
  | { kind: 'retailer'; userId: number; profile: Profile }
  | { kind: 'staff'; userId: number; profile: StaffProfile };
export type RetailerSession = Extract<Session, { kind: 'retailer' }>;

const STORAGE_KEY = 'galla.session';

/**
 * The shape of a stored session, checked without zod so that the first screen loads without it; the
 * profile is checked field by field against its contract by `session-check.ts` once it has loaded.
 */
function looksLikeSession(value: unknown): value is Session {
  if (typeof value !== 'object' || value === null) return false;
  const { kind, userId, profile } = value as Record<string, unknown>;
  return (
    (kind === 'retailer' || kind === 'staff') &&
    Number.isInteger(userId) &&
    typeof profile === 'object' &&
    profile !== null
  );
}

function load(): Session | null {
  try {
    const raw = localStorage.getItem(STORAGE_KEY);
    if (!raw) return null;
    const value: unknown = JSON.parse(raw);
    // A stored session of another shape counts as logged out; one from before the cookie still holds
    // a token, which is wiped rather than left where scripts can read it.
    const holdsToken = typeof value === 'object' && value !== null && 'token' in value;
    if (!looksLikeSession(value) || holdsToken) {
      localStorage.removeItem(STORAGE_KEY);
      return null;
    }
    return value;
  } catch {
    return null;
  }
}

let current: Session | null = load();
const listeners = new Set<() => void>();

function emit(): void {
  for (const listener of listeners) listener();
}

export function getSession(): Session | null {
  return current;
}

export function setSession(session: Session | null): void {
  current = session;
  if (session) localStorage.setItem(STORAGE_KEY, JSON.stringify(session));
  else localStorage.removeItem(STORAGE_KEY);
  emit();
}

export function clearSession(): void {
  setSession(null);
}

export function updateRetailerProfile(profile: RetailerSession['profile']): void {
  if (current?.kind !== 'retailer') return;
  // The dashboard refreshes the profile on every load and it has mostly not changed: the same
  // profile again would redraw every screen that reads the session, the whole shell among them.
  if (JSON.stringify(profile) === JSON.stringify(current.profile)) return;
  setSession({ ...current, profile });
}

export function subscribeSession(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Re-reads localStorage; tests use it to start from a prepared session. */
export function reloadSession(): void {
  current = load();
  emit();
}

export function isOnboarded(session: Session | null): boolean {
  return session?.kind === 'retailer' && session.profile.isOnboard !== 0;
}

/** The registration OTP step of sign-up (isRegister 2): /verifyOtp in its sign-up mode. */
export const REGISTRATION_OTP_PATH = '/verifyOtp?referrer=register';
export type HomePath = '/dashboard' | '/onboarding' | '/terms' | typeof REGISTRATION_OTP_PATH;

/** Where a signed-in user belongs (accounts spec §4); null when nobody is signed in. */
export function homePath(session: Session | null): HomePath | null {
  if (!session) return null;
  if (session.kind === 'staff') return '/dashboard';
  // An unfinished sign-up resumes where it stopped: terms and categories (1), then the OTP (2).
  if (session.profile.isRegister < 2) return '/terms';
  if (session.profile.isRegister === 2) return REGISTRATION_OTP_PATH;
  return isOnboarded(session) ? '/dashboard' : '/onboarding';
}

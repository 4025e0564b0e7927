import type { LoginData, StaffProfile } from '@galla/contracts/auth';
import { type HomePath, homePath, setSession } from '../../lib/session-store';

/** Stores a retailer login answer and says where the user goes next (spec §4). */
export function startRetailerSession(data: LoginData): HomePath {
  const profile = data.userData[0];
  if (!profile) throw new Error('user/login answered without userData');
  // The top-level isOnboard is the one the spec routes by; keep the stored profile in step with it.
  // data.userToken is empty for the web: the server put the session in an HttpOnly cookie.
  const session = {
    kind: 'retailer',
    userId: data.userId,
    profile: { ...profile, isOnboard: data.isOnboard },
  } as const;
  setSession(session);
  return homePath(session) ?? '/onboarding';
}

export function startStaffSession(profile: StaffProfile): void {
  setSession({ kind: 'staff', userId: profile.userId, profile });
}

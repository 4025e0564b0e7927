import type { ConfigurationKey } from '@galla/contracts/profile';
import type { ReactNode } from 'react';
import { Navigate, Outlet, useLocation } from 'react-router';
import { homePath, useSession } from '../lib/session';

// Redirects of accounts spec §4. Guards read the live session, so a logout anywhere (a 401 in the
// api client included) sends the user to `/` at once. Each renders its children, or the child
// routes when used as a layout route.
type GuardProps = { children?: ReactNode };

function Pass({ children }: GuardProps) {
  return children ?? <Outlet />;
}

/**
 * Login pages: a signed-in admin or onboarded user goes to /dashboard, a new retailer to /onboarding,
 * a retailer in the middle of sign-up to its next step. The sign-up OTP step is itself a login page
 * (/verifyOtp?referrer=register), so a user already where they belong stays.
 */
export function PublicOnlyGuard({ children }: GuardProps) {
  const home = homePath(useSession());
  const { pathname, search } = useLocation();
  if (home && home !== `${pathname}${search}`) return <Navigate to={home} replace />;
  return <Pass>{children}</Pass>;
}

/** /onboarding: only for a signed-in retailer who has not finished it. */
export function OnboardingGuard({ children }: GuardProps) {
  const session = useSession();
  const home = homePath(session);
  if (!home) return <Navigate to="/" replace />;
  if (home !== '/onboarding') return <Navigate to={home} replace />;
  return <Pass>{children}</Pass>;
}

/** Retailer pages need a retailer session that finished sign-up and onboarding. */
export function RetailerGuard({ children }: GuardProps) {
  const session = useSession();
  if (session?.kind !== 'retailer') return <Navigate to="/" replace />;
  const home = homePath(session);
  if (home !== '/dashboard') return <Navigate to={home ?? '/'} replace />;
  return <Pass>{children}</Pass>;
}

/** Sign-up's category step: only for a retailer whose sign-up awaits terms and categories (isRegister 1). */
export function SignUpGuard({ children }: GuardProps) {
  const home = homePath(useSession());
  if (!home) return <Navigate to="/" replace />;
  if (home !== '/terms') return <Navigate to={home} replace />;
  return <Pass>{children}</Pass>;
}

/** The staff console needs a staff session. */
export function StaffGuard({ children }: GuardProps) {
  const session = useSession();
  if (session?.kind !== 'staff') return <Navigate to="/" replace />;
  return <Pass>{children}</Pass>;
}

/**
 * A retailer page behind a configuration flag (accounts spec §6): with the flag off, or for anyone
 * but a retailer, the user goes back to /dashboard.
 */
export function FlagGuard({ flag, children }: GuardProps & { flag: ConfigurationKey }) {
  const session = useSession();
  if (session?.kind !== 'retailer' || !session.profile.configuration[flag]) {
    return <Navigate to="/dashboard" replace />;
  }
  return <Pass>{children}</Pass>;
}

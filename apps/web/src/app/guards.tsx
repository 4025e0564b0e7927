import type { ReactNode } from 'react';
import { Navigate, Outlet } from 'react-router';
import { homePath, isOnboarded, useSession } from '../lib/session';

// Redirects of accounts spec §4. Guards read the live session, so a logout anywhere (a 401 in the
// api client included) sends the user to `/` at once. Each renders its children, or the child
// routes when used as a layout route.
type GuardProps = { children?: ReactNode };

function Pass({ children }: GuardProps) {
  return children ?? <Outlet />;
}

/** Login pages: a signed-in admin or onboarded user goes to /dashboard, a new retailer to /onboarding. */
export function PublicOnlyGuard({ children }: GuardProps) {
  const home = homePath(useSession());
  if (home) return <Navigate to={home} replace />;
  return <Pass>{children}</Pass>;
}

/** /onboarding: only for a signed-in retailer who has not finished it. */
export function OnboardingGuard({ children }: GuardProps) {
  const session = useSession();
  if (!session) return <Navigate to="/" replace />;
  if (session.kind === 'staff' || isOnboarded(session)) return <Navigate to="/dashboard" replace />;
  return <Pass>{children}</Pass>;
}

/** Retailer pages need an onboarded retailer session. */
export function RetailerGuard({ children }: GuardProps) {
  const session = useSession();
  if (session?.kind !== 'retailer') return <Navigate to="/" replace />;
  if (!isOnboarded(session)) return <Navigate to="/onboarding" replace />;
  return <Pass>{children}</Pass>;
}

/** The staff console needs a staff session. */
export function StaffGuard({ children }: GuardProps) {
  const session = useSession();
  if (session?.kind !== 'staff') return <Navigate to="/" replace />;
  return <Pass>{children}</Pass>;
}

import { lazy, Suspense } from 'react';
import { PageLoader } from '../components/page-loader';
import { useSession } from '../lib/session';

// A retailer never needs the staff console's code, nor staff the retailer's tiles: each is its own chunk.
const DashboardPage = lazy(() =>
  import('../features/dashboard/dashboard-page').then((m) => ({ default: m.DashboardPage })),
);
const StaffHomePage = lazy(() =>
  import('../features/staff/staff-home-page').then((m) => ({ default: m.StaffHomePage })),
);

// /dashboard/*: the retailer's home tiles, or the staff console's home and sections.
export function HomeRoute() {
  const session = useSession();
  return (
    <Suspense fallback={<PageLoader />}>
      {session?.kind === 'staff' ? <StaffHomePage /> : <DashboardPage />}
    </Suspense>
  );
}

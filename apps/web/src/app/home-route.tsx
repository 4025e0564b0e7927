import { lazy, Suspense } from 'react';
import { PageLoader } from '../components/page-loader';
import { DashboardPage } from '../features/dashboard/dashboard-page';
import { useSession } from '../lib/session';

// A retailer's phone never loads the staff console: it is a chunk of its own.
const StaffHomePage = lazy(() =>
  import('../features/staff/staff-home-page').then((m) => ({ default: m.StaffHomePage })),
);

// /dashboard/*: the retailer's home tiles, or the staff console's home and sections.
export function HomeRoute() {
  const session = useSession();
  if (session?.kind !== 'staff') return <DashboardPage />;
  return (
    <Suspense fallback={<PageLoader />}>
      <StaffHomePage />
    </Suspense>
  );
}

import { DashboardPage } from '../features/dashboard/dashboard-page';
import { StaffHomePage } from '../features/staff/staff-home-page';
import { useSession } from '../lib/session';

// /dashboard/*: the retailer's home tiles, or the staff console's home and sections.
export function HomeRoute() {
  const session = useSession();
  return session?.kind === 'staff' ? <StaffHomePage /> : <DashboardPage />;
}

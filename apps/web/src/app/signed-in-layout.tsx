import { useSession } from '../lib/session';
import { RetailerGuard, StaffGuard } from './guards';
import { RetailerShell } from './retailer-shell';
import { StaffShell } from './staff-shell';

// /dashboard is home for both kinds of user (accounts spec §2): the stored session decides which
// shell wraps it. Without a session the retailer guard sends the visitor to `/`.
export function SignedInLayout() {
  const session = useSession();
  if (session?.kind === 'staff') {
    return (
      <StaffGuard>
        <StaffShell />
      </StaffGuard>
    );
  }
  return (
    <RetailerGuard>
      <RetailerShell />
    </RetailerGuard>
  );
}

import { useSearchParams } from 'react-router';
import { SignedInLayout } from '../../app/signed-in-layout';
import { ResetPasswordPage } from './reset-password-page';

/**
 * /changePassword: a page of the retailer shell (the child route), or, with ?from=forgot, the last
 * step of forgot password for a visitor who is not signed in.
 */
export function ChangePasswordRoute() {
  const [params] = useSearchParams();
  if (params.get('from') === 'forgot') return <ResetPasswordPage />;
  return <SignedInLayout />;
}

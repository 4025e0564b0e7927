import { ZStaffProfile } from '@galla/contracts/auth';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../lib/api-client';
import { getSession, setSession } from '../../lib/session';

// Apart from the console's other calls (api.ts): the shell, which a retailer's phone loads too,
// needs only this one, and the rest would bring the console's contracts into every first screen.

export const staffProfileKey = ['staff', 'profile'] as const;

/**
 * admin/getProfile: the server's view of who is signed in (role, whether the authenticator is set
 * up), kept in the stored session so the shell and menu follow it.
 */
export function useStaffProfile() {
  return useQuery({
    queryKey: staffProfileKey,
    queryFn: async () => {
      const result = await api('admin/getProfile', { schema: ZStaffProfile, silent: true });
      const profile = result.data;
      const session = getSession();
      if (profile && session?.kind === 'staff') setSession({ ...session, profile });
      return profile;
    },
  });
}

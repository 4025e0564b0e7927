import { ZProfile } from '@galla/contracts/profile';
import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { z } from 'zod';
import { apiData } from '../../lib/api-client';
import { updateRetailerProfile } from '../../lib/session';

/** GET user/getProfile, copying the first item into the stored session when it arrives. */
export function useRefreshProfile(enabled: boolean) {
  const query = useQuery({
    queryKey: ['profile'],
    queryFn: ({ signal }) => apiData('user/getProfile', { schema: z.array(ZProfile), signal }),
    enabled,
  });
  const profile = query.data?.[0];
  useEffect(() => {
    if (profile) updateRetailerProfile(profile);
  }, [profile]);
  return query;
}

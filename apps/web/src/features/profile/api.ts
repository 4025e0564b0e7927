import { ZProfile } from '@galla/contracts/profile';
import type { UpdateProfileRequest } from '@galla/contracts/profile-update';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { z } from 'zod';
import { api, apiData } from '../../lib/api-client';
import { updateRetailerProfile } from '../../lib/session';

const ZProfileList = z.array(ZProfile);

/** GET user/getProfile, copying the first item into the stored session when it arrives. */
export function useRefreshProfile(enabled: boolean, options: { silent?: boolean } = {}) {
  const query = useQuery({
    queryKey: ['profile'],
    queryFn: ({ signal }) =>
      apiData('user/getProfile', { schema: ZProfileList, signal, silent: options.silent }),
    enabled,
  });
  const profile = query.data?.[0];
  useEffect(() => {
    if (profile) updateRetailerProfile(profile);
  }, [profile]);
  return query;
}

/**
 * Stores the profile a change call answered with (data[0]) in the session, and in the getProfile
 * cache so a later visit does not flash the old values.
 */
function useStoreProfile() {
  const queryClient = useQueryClient();
  return (profiles: z.infer<typeof ZProfileList> | undefined) => {
    const profile = profiles?.[0];
    if (!profile) return;
    queryClient.setQueryData(['profile'], profiles);
    updateRetailerProfile(profile);
  };
}

/** POST user/updateProfile with the profile form. Refusals are toasted by the api client. */
export function useUpdateProfile() {
  const store = useStoreProfile();
  return useMutation({
    mutationFn: (body: UpdateProfileRequest) =>
      api('user/updateProfile', { method: 'POST', body, schema: ZProfileList }),
    onSuccess: (result) => store(result.data),
  });
}

/**
 * POST user/updateProfile with a new photo only. Silent: any failure is the spec's single 'Something
 * bad happened in uploading photo' toast, shown by the screen.
 */
export function useUploadPhoto() {
  const store = useStoreProfile();
  return useMutation({
    mutationFn: (body: { email: string; userImage: string }) =>
      api('user/updateProfile', { method: 'POST', body, schema: ZProfileList, silent: true }),
    onSuccess: (result) => store(result.data),
  });
}

/** How long the privacy switch waits for the server before saying it did not respond. */
export const PRIVACY_TIMEOUT_MS = 15_000;

/**
 * POST user/updateUserPrivacy. Silent: the screen tells 'Server did not respond' (no answer) apart
 * from a refusal (the server's message), as the spec's error catalogue asks.
 */
export function useUpdatePrivacy() {
  return useMutation({
    mutationFn: async (haveSharedData: 0 | 1) => {
      const controller = new AbortController();
      const timer = setTimeout(() => controller.abort(), PRIVACY_TIMEOUT_MS);
      try {
        return await api('user/updateUserPrivacy', {
          method: 'POST',
          body: { haveSharedData },
          silent: true,
          signal: controller.signal,
        });
      } finally {
        clearTimeout(timer);
      }
    },
  });
}

/** POST user/updateGst, the drawer's 'Make GST Bills?' choice; the answer is the new profile. */
export function useUpdateGst() {
  const store = useStoreProfile();
  return useMutation({
    mutationFn: (body: { gst: 0 } | { gst: 1; gstNumber: string }) =>
      api('user/updateGst', { method: 'POST', body, schema: ZProfileList }),
    onSuccess: (result) => store(result.data),
  });
}

/** POST user/updateStockSetting: whether bills may sell more than is in stock; the answer is the new profile. */
export function useUpdateStockSetting() {
  const store = useStoreProfile();
  return useMutation({
    mutationFn: (allowNegativeStock: 0 | 1) =>
      api('user/updateStockSetting', { method: 'POST', body: { allowNegativeStock }, schema: ZProfileList }),
    onSuccess: (result) => store(result.data),
  });
}

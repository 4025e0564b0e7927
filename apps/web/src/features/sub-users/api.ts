import { ZSendOtpData } from '@galla/contracts/auth';
import { ZSubUser } from '@galla/contracts/sub-users';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { api, apiData } from '../../lib/api-client';

const listKey = ['subRetailers'] as const;

/** GET user/getSubRetailer: the shop's sub-users. */
export function useSubUsers() {
  return useQuery({
    queryKey: listKey,
    queryFn: ({ signal }) => apiData('user/getSubRetailer', { schema: z.array(ZSubUser), signal }),
  });
}

export type SubUserOtpRequest =
  | { contactNumber: string; type: 'ADDSUBRETAILER' }
  | { contactNumber: string; type: 'EDITSUBRETAILER'; userId: number };

/** POST user/sendOtp to the sub-user's number (also the resend). */
export function useSendSubUserOtp() {
  return useMutation({
    mutationFn: (body: SubUserOtpRequest) =>
      api('user/sendOtp', { method: 'POST', body, schema: ZSendOtpData }),
  });
}

export type SaveSubUserRequest = { name: string; contactNumber: string; otp: string; userId?: number };

/**
 * POST user/addSubRetailer, or user/editSubRetailer when a userId is given. Silent: an OTP problem is
 * shown at the OTP field, anything else is toasted by the form.
 */
export function useSaveSubUser() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ userId, ...body }: SaveSubUserRequest) =>
      userId === undefined
        ? api('user/addSubRetailer', { method: 'POST', body, silent: true })
        : api('user/editSubRetailer', { method: 'POST', body: { ...body, userId }, silent: true }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: listKey }),
  });
}

/** POST user/deleteSubRetailer. */
export function useDeleteSubUser() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (userId: number) => api('user/deleteSubRetailer', { method: 'POST', body: { userId } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: listKey }),
  });
}

import { ZLoginData, ZSendOtpData } from '@galla/contracts/auth';
import { ZOnlineStore, ZState } from '@galla/contracts/reference';
import type { RegisterRequest } from '@galla/contracts/registration';
import { useMutation, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { api, apiData } from '../../lib/api-client';
import { signUpCampaign } from '../staff-campaigns/sign-up-campaign';

export function useStates() {
  return useQuery({
    queryKey: ['states'],
    queryFn: ({ signal }) => apiData('static/getState', { schema: z.array(ZState), signal }),
    staleTime: Number.POSITIVE_INFINITY,
  });
}

export function useOnlineStores(enabled: boolean) {
  return useQuery({
    queryKey: ['onlineStores'],
    queryFn: ({ signal }) => apiData('static/onlineStore', { schema: z.array(ZOnlineStore), signal }),
    enabled,
    staleTime: Number.POSITIVE_INFINITY,
  });
}

/** Silent: the wizard shows a taken user name, e-mail or number on the field itself. */
export function useValidateUserName() {
  return useMutation({
    mutationFn: (body: Record<string, string>) =>
      api('user/validateUserName', { method: 'POST', body, silent: true }),
  });
}

export function useRegister() {
  return useMutation({
    mutationFn: (body: RegisterRequest) => {
      const campaign = signUpCampaign();
      return api('user/register', {
        method: 'POST',
        body: campaign ? { ...body, campaign } : body,
        schema: ZLoginData,
      });
    },
  });
}

export function useSelectCategories() {
  return useMutation({
    mutationFn: (selectedCategory: number[]) =>
      api('category/selectCategory', { method: 'POST', body: { selectedCategory, type: 'register' } }),
  });
}

export function useSendRegistrationOtp() {
  return useMutation({
    mutationFn: () =>
      api('user/sendOtp', { method: 'POST', body: { type: 'REGISTRATIONOTP' }, schema: ZSendOtpData }),
  });
}

export function useResendRegistrationOtp() {
  return useMutation({
    mutationFn: () => api('user/resendOtp/REGISTRATIONOTP', { schema: ZSendOtpData }),
  });
}

/** Silent: a wrong OTP is shown inline by the screen, never as a toast (spec §8). */
export function useVerifyRegistrationOtp() {
  return useMutation({
    mutationFn: (otp: string) => api('user/otpVerification', { method: 'POST', body: { otp }, silent: true }),
  });
}

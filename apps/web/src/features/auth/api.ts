import { ZLoginData, ZSendOtpData, ZStaffLoginData } from '@galla/contracts/auth';
import { useMutation } from '@tanstack/react-query';
import { api } from '../../lib/api-client';
import { clearSession, getSession } from '../../lib/session';

export function usePasswordLogin() {
  return useMutation({
    mutationFn: (body: { email: string; password: string }) =>
      api('user/login', { method: 'POST', body: { loginType: 'Custom', ...body }, schema: ZLoginData }),
  });
}

export function useSendOtp() {
  return useMutation({
    mutationFn: (contactNumber: string) =>
      api('user/sendOtp', { method: 'POST', body: { contactNumber, type: 'LOGIN' }, schema: ZSendOtpData }),
  });
}

/** Silent: a wrong OTP is shown inline by the screen, never as a toast (spec §8). */
export function useOtpLogin() {
  return useMutation({
    mutationFn: (body: { contactNumber: string; otp: string }) =>
      api('user/login', {
        method: 'POST',
        body: { loginType: 'Custom', ...body },
        schema: ZLoginData,
        silent: true,
      }),
  });
}

export function useResendOtp() {
  return useMutation({
    mutationFn: (contactNumber: string) =>
      api('user/resendOtp/', { query: { contactNumber }, schema: ZSendOtpData }),
  });
}

export function useStaffLogin() {
  return useMutation({
    mutationFn: (body: { email: string; password: string }) =>
      api('admin/login', { method: 'POST', body, schema: ZStaffLoginData }),
  });
}

/**
 * Ends the session on the server (staff sessions end at admin/logout), then locally whatever the
 * answer: a user who asked to leave must not stay signed in because the network or server failed.
 */
export function useLogout() {
  return useMutation({
    mutationFn: () =>
      api(getSession()?.kind === 'staff' ? 'admin/logout' : 'user/logout', { method: 'POST', silent: true }),
    onSettled: () => clearSession(),
  });
}

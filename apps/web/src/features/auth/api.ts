import { useMutation } from '@tanstack/react-query';
import { api } from '../../lib/api-client';
import { clearSession, getSession } from '../../lib/session';

// The answers' contracts are imported when an answer comes, not with the login screen: zod and the
// contracts stay out of the login's first load (issue 23).
const auth = () => import('@galla/contracts/auth');
const ZLoginData = () => auth().then((m) => m.ZLoginData);
const ZSendOtpData = () => auth().then((m) => m.ZSendOtpData);
const ZStaffLoginData = () => auth().then((m) => m.ZStaffLoginData);

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

import type { ChangePasswordRequest, ResetPasswordRequest } from '@galla/contracts/passwords';
import { useMutation } from '@tanstack/react-query';
import { z } from 'zod';
import { api } from '../../lib/api-client';

export function useForgotPassword() {
  return useMutation({
    mutationFn: (keyword: string) =>
      api('user/forgotPassword', {
        method: 'POST',
        body: { keyword },
        schema: z.object({ contactNumber: z.string() }),
      }),
  });
}

/** Silent: a wrong OTP is shown inline by the screen, never as a toast (spec §8). */
export function useVerifyForgotOtp() {
  return useMutation({
    mutationFn: (body: { keyword: string; otp: string }) =>
      api('user/verifyForgetPasswordOtp', { method: 'POST', body, schema: z.string(), silent: true }),
  });
}

/** Silent: the screen says 'Error Changing Password' when the server gives no reason (spec §8). */
export function useChangePassword() {
  return useMutation({
    mutationFn: (body: ChangePasswordRequest) =>
      api('user/changePassword', { method: 'POST', body, silent: true }),
  });
}

/** Silent, like useChangePassword. */
export function useResetPassword() {
  return useMutation({
    mutationFn: (body: ResetPasswordRequest) =>
      api('user/resetPassword', { method: 'POST', body, silent: true }),
  });
}

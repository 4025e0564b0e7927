import { ZLoginData } from '@galla/contracts/auth';
import { useMutation } from '@tanstack/react-query';
import { z } from 'zod';
import { api } from '../../lib/api-client';
import type { SocialProvider } from './social-prefill';

/** POST user/login with a Google ID token or a Facebook access token. */
export function useSocialLogin() {
  return useMutation({
    mutationFn: (body: { loginType: SocialProvider; socialToken: string }) =>
      api('user/login', { method: 'POST', body, schema: ZLoginData }),
  });
}

/** POST dev/socialToken: a token from the server's local key set (development only). */
export function useDevSocialToken() {
  return useMutation({
    mutationFn: (body: { provider: SocialProvider; socialId: string; email: string; name?: string }) =>
      api('dev/socialToken', { method: 'POST', body, schema: z.object({ token: z.string() }) }),
  });
}

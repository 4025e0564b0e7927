import { useMutation } from '@tanstack/react-query';
import { api } from '../../lib/api-client';
import type { SocialProvider } from './social-prefill';

/** POST user/login with a Google ID token or a Facebook access token. */
export function useSocialLogin() {
  return useMutation({
    mutationFn: (body: { loginType: SocialProvider; socialToken: string }) =>
      api('user/login', {
        method: 'POST',
        body,
        // Imported with the answer: the login screen's first load carries no zod (issue 23).
        schema: () => import('@galla/contracts/auth').then((m) => m.ZLoginData),
      }),
  });
}

/** POST dev/socialToken: a token from the server's local key set (development only). */
export function useDevSocialToken() {
  return useMutation({
    mutationFn: (body: { provider: SocialProvider; socialId: string; email: string; name?: string }) =>
      api('dev/socialToken', {
        method: 'POST',
        body,
        schema: () => import('./social-prefill').then((m) => m.ZDevSocialToken),
      }),
  });
}

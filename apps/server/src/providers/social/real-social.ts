import { createFacebookVerifier } from './facebook-verifier.js';
import { createGoogleVerifier } from './google-verifier.js';
import type { SocialVerifier } from './social-verifier.js';

// Production: each provider is checked by its own adapter; a provider without credentials is refused.
export function createRealSocial(options: {
  googleClientId?: string;
  facebookAppId?: string;
  facebookAppSecret?: string;
}): SocialVerifier {
  const google = options.googleClientId
    ? createGoogleVerifier({ clientId: options.googleClientId })
    : undefined;
  const facebook =
    options.facebookAppId && options.facebookAppSecret
      ? createFacebookVerifier({ appId: options.facebookAppId, appSecret: options.facebookAppSecret })
      : undefined;
  return {
    name: 'real',
    async verify(provider, token) {
      const check = provider === 'Google' ? google : facebook;
      return check ? check(token).catch(() => undefined) : undefined;
    },
  };
}

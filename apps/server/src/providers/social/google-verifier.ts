import { createRemoteJWKSet, type JWTVerifyGetKey, jwtVerify } from 'jose';
import type { SocialIdentity } from './social-verifier.js';

export const GOOGLE_JWKS_URL = 'https://www.googleapis.com/oauth2/v3/certs';
const GOOGLE_ISSUERS = ['accounts.google.com', 'https://accounts.google.com'];

// A Google ID token is a JWT signed with one of Google's published keys; it must be meant for our
// client id and issued by Google. The key set is fetched once and cached by jose.
export function createGoogleVerifier(options: {
  clientId: string;
  keys?: JWTVerifyGetKey;
  jwksUrl?: string;
  issuers?: string[];
}) {
  const keys = options.keys ?? createRemoteJWKSet(new URL(options.jwksUrl ?? GOOGLE_JWKS_URL));
  return async (token: string): Promise<SocialIdentity | undefined> => {
    try {
      const { payload } = await jwtVerify(token, keys, {
        audience: options.clientId,
        issuer: options.issuers ?? GOOGLE_ISSUERS,
      });
      if (typeof payload.sub !== 'string') return undefined;
      const email =
        typeof payload.email === 'string' && payload.email_verified !== false ? payload.email : undefined;
      const name = typeof payload.name === 'string' ? payload.name : undefined;
      return { provider: 'Google', socialId: payload.sub, email, name };
    } catch {
      return undefined;
    }
  };
}

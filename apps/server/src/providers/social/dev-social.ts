import { createLocalJWKSet, exportJWK, generateKeyPair, SignJWT } from 'jose';
import { createGoogleVerifier } from './google-verifier.js';
import type { SocialIdentity, SocialProvider, SocialVerifier } from './social-verifier.js';

const DEV_ISSUER = 'galla-dev-social';
const DEV_AUDIENCE = 'galla-dev';

// Development: no network. A key pair made at start-up stands in for Google's and Facebook's keys;
// the dev-only call POST /api/v3/dev/socialToken mints a token for any identity, and the real
// Google verification code checks it against this local key set.
export async function createDevSocial(): Promise<
  SocialVerifier & { mint(identity: SocialIdentity): Promise<string> }
> {
  const { publicKey, privateKey } = await generateKeyPair('ES256');
  const jwk = { ...(await exportJWK(publicKey)), kid: 'dev', alg: 'ES256' };
  const verifyJwt = createGoogleVerifier({
    clientId: DEV_AUDIENCE,
    keys: createLocalJWKSet({ keys: [jwk] }),
    issuers: [DEV_ISSUER],
  });
  return {
    name: 'dev',
    async mint(identity) {
      return new SignJWT({ email: identity.email, name: identity.name, provider: identity.provider })
        .setProtectedHeader({ alg: 'ES256', kid: 'dev' })
        .setSubject(identity.socialId)
        .setIssuer(DEV_ISSUER)
        .setAudience(DEV_AUDIENCE)
        .setIssuedAt()
        .setExpirationTime('1h')
        .sign(privateKey);
    },
    async verify(provider: SocialProvider, token: string) {
      const identity = await verifyJwt(token);
      return identity ? { ...identity, provider } : undefined;
    },
  };
}

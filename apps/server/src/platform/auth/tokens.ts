import { errors, jwtVerify, SignJWT } from 'jose';

export type SubjectKind = 'retailer' | 'staff';
export type TokenClaims = { sid: string; sub: string; kind: SubjectKind };

// The JWT only carries the session id and subject; whether the session is still alive is asked of
// the database on every request, so logout and password change take effect at once.
//
// Checking the signature (WebCrypto HMAC, a key import and a thread-pool round trip) was a tenth of
// a bill save's CPU. A token's signature and claims never change, so a token already verified is
// remembered with its expiry time: later requests with it only compare that time with `now`. This
// caches nothing about the session, which is still looked up on every request.
const VERIFIED_CAPACITY = 10_000;

export function createTokenSigner(secret: string) {
  const key = new TextEncoder().encode(secret);
  const verified = new Map<string, { claims: TokenClaims; expiresAtMs: number }>();
  return {
    async sign(claims: TokenClaims, expiresAt: Date): Promise<string> {
      return new SignJWT({ sid: claims.sid, kind: claims.kind })
        .setProtectedHeader({ alg: 'HS256' })
        .setSubject(claims.sub)
        .setIssuedAt()
        .setExpirationTime(Math.floor(expiresAt.getTime() / 1000))
        .sign(key);
    },
    /** The claims of a valid, unexpired token; 'expired' or undefined otherwise. */
    async verify(token: string, now: Date): Promise<TokenClaims | 'expired' | undefined> {
      const known = verified.get(token);
      if (known) return known.expiresAtMs > now.getTime() ? known.claims : 'expired';
      try {
        const { payload } = await jwtVerify(token, key, {
          algorithms: ['HS256'],
          currentDate: now,
        });
        const kind = payload.kind;
        if (typeof payload.sid !== 'string' || typeof payload.sub !== 'string') return undefined;
        if (kind !== 'retailer' && kind !== 'staff') return undefined;
        const claims: TokenClaims = { sid: payload.sid, sub: payload.sub, kind };
        // Only tokens that expire are remembered (ours always do); the oldest entry goes first.
        if (typeof payload.exp === 'number') {
          if (verified.size >= VERIFIED_CAPACITY) verified.delete(verified.keys().next().value!);
          verified.set(token, { claims, expiresAtMs: payload.exp * 1000 });
        }
        return claims;
      } catch (err) {
        return err instanceof errors.JWTExpired ? 'expired' : undefined;
      }
    },
  };
}
export type TokenSigner = ReturnType<typeof createTokenSigner>;

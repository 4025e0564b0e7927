import { errors, jwtVerify, SignJWT } from 'jose';

export type SubjectKind = 'retailer' | 'staff';
export type TokenClaims = { sid: string; sub: string; kind: SubjectKind };

// The JWT only carries the session id and subject; whether the session is still alive is asked of
// the database on every request, so logout and password change take effect at once.
export function createTokenSigner(secret: string) {
  const key = new TextEncoder().encode(secret);
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
      try {
        const { payload } = await jwtVerify(token, key, {
          algorithms: ['HS256'],
          currentDate: now,
        });
        const kind = payload.kind;
        if (typeof payload.sid !== 'string' || typeof payload.sub !== 'string') return undefined;
        if (kind !== 'retailer' && kind !== 'staff') return undefined;
        return { sid: payload.sid, sub: payload.sub, kind };
      } catch (err) {
        return err instanceof errors.JWTExpired ? 'expired' : undefined;
      }
    },
  };
}
export type TokenSigner = ReturnType<typeof createTokenSigner>;

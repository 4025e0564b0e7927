import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { exportJWK, generateKeyPair, SignJWT } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createGoogleVerifier } from './google-verifier.js';

// A local stand-in for Google's key endpoint, serving the public half of a key pair made here.
let server: Server;
let jwksUrl: string;
let sign: (
  claims: Record<string, unknown>,
  opts?: { aud?: string; iss?: string; exp?: string },
) => Promise<string>;
let otherKeySign: typeof sign;

beforeAll(async () => {
  const google = await generateKeyPair('RS256');
  const stranger = await generateKeyPair('RS256');
  const jwk = { ...(await exportJWK(google.publicKey)), kid: 'g1', alg: 'RS256', use: 'sig' };
  server = createServer((_req, res) => {
    res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify({ keys: [jwk] }));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  jwksUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}/certs`;
  const signer =
    (key: Parameters<SignJWT['sign']>[0]) =>
    (claims: Record<string, unknown>, opts: { aud?: string; iss?: string; exp?: string } = {}) =>
      new SignJWT(claims)
        .setProtectedHeader({ alg: 'RS256', kid: 'g1' })
        .setSubject('110248495921238986420')
        .setIssuer(opts.iss ?? 'https://accounts.google.com')
        .setAudience(opts.aud ?? 'client-123.apps.googleusercontent.com')
        .setIssuedAt()
        .setExpirationTime(opts.exp ?? '1h')
        .sign(key);
  sign = signer(google.privateKey);
  otherKeySign = signer(stranger.privateKey);
});
afterAll(() => {
  server.close();
});

const verifier = () => createGoogleVerifier({ clientId: 'client-123.apps.googleusercontent.com', jwksUrl });

describe('Google ID token verification', () => {
  it("accepts a token signed with Google's key for our client", async () => {
    const token = await sign({ email: 'asha@example.com', email_verified: true, name: 'Asha' });
    expect(await verifier()(token)).toEqual({
      provider: 'Google',
      socialId: '110248495921238986420',
      email: 'asha@example.com',
      name: 'Asha',
    });
  });

  it('leaves out an unverified e-mail', async () => {
    const token = await sign({ email: 'x@example.com', email_verified: false });
    expect((await verifier()(token))?.email).toBeUndefined();
  });

  it('refuses another audience, another issuer, an expired token and a foreign key', async () => {
    expect(await verifier()(await sign({}, { aud: 'someone-else' }))).toBeUndefined();
    expect(await verifier()(await sign({}, { iss: 'https://evil.example' }))).toBeUndefined();
    expect(await verifier()(await sign({}, { exp: '-1m' }))).toBeUndefined();
    expect(await verifier()(await otherKeySign({}))).toBeUndefined();
    expect(await verifier()('not-a-jwt')).toBeUndefined();
  });
});

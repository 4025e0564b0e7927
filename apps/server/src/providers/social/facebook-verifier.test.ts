import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createFacebookVerifier } from './facebook-verifier.js';

// A local stand-in for the Graph API: two user tokens it knows, one for our app, one for another.
const tokens: Record<string, { app_id: string; user_id: string }> = {
  'good-token': { app_id: 'app-1', user_id: '10158' },
  'other-app-token': { app_id: 'app-2', user_id: '777' },
};
let server: Server;
let graphUrl: string;
const seen: string[] = [];

beforeAll(async () => {
  server = createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://x');
    seen.push(url.pathname);
    const reply = (status: number, body: unknown) =>
      res.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(body));
    if (url.pathname === '/debug_token') {
      if (url.searchParams.get('access_token') !== 'app-1|secret-1')
        return reply(400, { error: 'bad app token' });
      const info = tokens[url.searchParams.get('input_token') ?? ''];
      return reply(200, { data: info ? { is_valid: true, ...info } : { is_valid: false } });
    }
    if (url.pathname === '/me') {
      const info = tokens[url.searchParams.get('access_token') ?? ''];
      return info
        ? reply(200, { id: info.user_id, name: 'Ravi Kumar', email: 'ravi@example.com' })
        : reply(401, {});
    }
    return reply(404, {});
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  graphUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => {
  server.close();
});

const verifier = (secret = 'secret-1') =>
  createFacebookVerifier({ appId: 'app-1', appSecret: secret, graphUrl });

describe('Facebook token verification', () => {
  it('accepts a valid token of our app and reads the profile', async () => {
    expect(await verifier()('good-token')).toEqual({
      provider: 'Facebook',
      socialId: '10158',
      name: 'Ravi Kumar',
      email: 'ravi@example.com',
    });
    expect(seen).toContain('/debug_token');
    expect(seen).toContain('/me');
  });

  it("refuses another app's token, an unknown token and a wrong app secret", async () => {
    expect(await verifier()('other-app-token')).toBeUndefined();
    expect(await verifier()('made-up')).toBeUndefined();
    expect(await verifier('wrong')('good-token')).toBeUndefined();
  });
});

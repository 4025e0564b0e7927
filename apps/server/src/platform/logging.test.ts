import { afterEach, describe, expect, it } from 'vitest';
import { createTestApp, demoAccounts, type TestApp } from '../test/test-app.js';

let t: TestApp | undefined;
afterEach(async () => {
  await t?.close();
});

describe('logs', () => {
  it('have one line per request, written when it is answered', async () => {
    const lines: string[] = [];
    t = await createTestApp({ logLines: lines });
    await t.call('GET', 'static/appConfig');
    await t.call('GET', 'user/getProfile');

    const requests = lines.map((line) => JSON.parse(line)).filter((entry) => entry.req);
    expect(
      requests.map((entry) => [entry.msg, entry.req.method, entry.req.url, entry.res.statusCode]),
    ).toEqual([
      ['request completed', 'GET', '/api/v3/static/appConfig', 200],
      ['request completed', 'GET', '/api/v3/user/getProfile', 401],
    ]);
    expect(requests.every((entry) => typeof entry.responseTime === 'number')).toBe(true);
  });

  it('never contain passwords, OTPs or tokens', async () => {
    const lines: string[] = [];
    t = await createTestApp({ logLines: lines });
    const { owner } = demoAccounts;
    const login = await t.call('POST', 'user/login', {
      body: { email: owner.userName, password: owner.password },
    });
    const token = login.body.data.userToken as string;
    await t.call('GET', 'user/getProfile', { token });
    await t.call('GET', 'user/getProfile', { headers: { authorization: `Bearer ${token}` } });
    await t.call('POST', 'user/sendOtp', { body: { contactNumber: owner.phone, type: 'LOGIN' } });
    const otp = await t.lastOtp(owner.phone);
    await t.call('POST', 'user/login', { body: { contactNumber: owner.phone, otp } });
    await t.outbox.drainOnce();

    const log = lines.join('\n');
    expect(lines.length).toBeGreaterThan(5); // requests were logged at all
    expect(log).not.toContain(owner.password);
    expect(log).not.toContain(otp);
    expect(log).not.toContain(token);
    expect(log).not.toContain(token.split('.')[2]!);
  });
});

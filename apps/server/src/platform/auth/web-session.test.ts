import { messages } from '@galla/domain/messages';
import type { LightMyRequestResponse } from 'fastify';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createTestApp, demoAccounts, type TestApp } from '../../test/test-app.js';

const { owner, staff } = demoAccounts;
const HOST = 'galla.test';
const ORIGIN = `http://${HOST}`;

let t: TestApp;
beforeEach(async () => {
  t = await createTestApp();
});
afterEach(async () => {
  await t.close();
});

type Init = { body?: unknown; cookie?: string; headers?: Record<string, string> };

/** A call as the web app makes it: x-client web, from the app's own origin, the cookie if any. */
function web(method: 'GET' | 'POST', path: string, init: Init = {}) {
  const defaults: Record<string, string> = { host: HOST, 'x-client': 'web' };
  if (method === 'POST') defaults.origin = ORIGIN;
  return t.app.inject({
    method,
    url: `/api/v3/${path}`,
    payload: init.body as object | undefined,
    headers: { ...defaults, ...(init.cookie ? { cookie: init.cookie } : {}), ...init.headers },
  });
}

function sessionCookie(res: LightMyRequestResponse, name = 'galla-session') {
  return res.cookies.find((c) => c.name === name);
}

async function webLogin(): Promise<string> {
  const res = await web('POST', 'user/login', {
    body: { loginType: 'Custom', email: owner.email, password: owner.password },
  });
  expect(res.json()).toMatchObject({ status: 200, data: { userToken: '' } });
  const cookie = sessionCookie(res);
  expect(cookie?.value).toMatch(/^ey/);
  return `galla-session=${cookie!.value}`;
}

const firstName = async (cookie: string) =>
  (await web('GET', 'user/getProfile', { cookie })).json().data?.[0]?.firstName;

describe('the web session cookie', () => {
  it('a web login sets an HttpOnly, SameSite=Strict cookie and hands the page no token', async () => {
    const res = await web('POST', 'user/login', {
      body: { loginType: 'Custom', email: owner.email, password: owner.password },
    });
    expect(res.json().data.userToken).toBe('');
    const cookie = sessionCookie(res);
    expect(cookie).toMatchObject({ httpOnly: true, sameSite: 'Strict', path: '/', maxAge: 30 * 86_400 });
    expect(cookie?.secure).toBeUndefined();
    expect(String(res.headers['set-cookie'])).not.toContain('Domain');
  });

  it('the cookie is the session: it survives a reload and reads the profile', async () => {
    const cookie = await webLogin();
    expect(await firstName(cookie)).toBe('Rahul');
    expect(await firstName(cookie)).toBe('Rahul');
  });

  it('logout ends the session on the server and clears the cookie', async () => {
    const cookie = await webLogin();
    const out = await web('POST', 'user/logout', { cookie });
    expect(out.json()).toEqual({ status: 200, message: messages.loggedOut });
    const cleared = sessionCookie(out);
    expect(cleared?.value).toBe('');
    expect(cleared?.maxAge ?? 0).toBeLessThanOrEqual(0);
    const after = await web('GET', 'user/getProfile', { cookie });
    expect(after.json()).toEqual({ status: 401, error: messages.unauthorized });
    // The 401 clears a stale cookie as well.
    expect(sessionCookie(after)?.value).toBe('');
  });

  it('a web session ended from another device answers 401 and loses its cookie', async () => {
    const cookie = await webLogin();
    const login = await t.call('POST', 'user/login', {
      body: { loginType: 'Custom', email: owner.email, password: owner.password },
    });
    const phone: string = login.body.data.userToken;
    const list = await t.call('GET', 'user/sessions', { token: phone });
    const browser = list.body.data.sessions.find((s: { client: string }) => s.client === 'web');
    expect(browser).toMatchObject({ current: false });
    const end = await t.call('POST', 'user/endSession', {
      token: phone,
      body: { sessionId: browser.sessionId },
    });
    expect(end.body.status).toBe(200);
    const after = await web('GET', 'user/getProfile', { cookie });
    expect(after.json()).toEqual({ status: 401, error: messages.unauthorized });
    expect(sessionCookie(after)?.value).toBe('');
  });

  it('ending its own session from the profile logs the browser out', async () => {
    const cookie = await webLogin();
    const list = await web('GET', 'user/sessions', { cookie });
    const own = list.json().data.sessions[0];
    expect(own).toMatchObject({ client: 'web', current: true });
    const end = await web('POST', 'user/endSession', { cookie, body: { sessionId: own.sessionId } });
    expect(end.json().status).toBe(200);
    expect(sessionCookie(end)?.value).toBe('');
    expect((await web('GET', 'user/getProfile', { cookie })).json().status).toBe(401);
  });

  it('on https the cookie is Secure and __Host- named', async () => {
    const secure = await createTestApp({ publicUrl: 'https://galla.example.in' });
    try {
      const res = await secure.app.inject({
        method: 'POST',
        url: '/api/v3/user/login',
        headers: { 'x-client': 'web', origin: 'https://galla.example.in' },
        payload: { loginType: 'Custom', email: owner.email, password: owner.password },
      });
      expect(res.json().status).toBe(200);
      const cookie = sessionCookie(res, '__Host-galla-session');
      expect(cookie).toMatchObject({ secure: true, httpOnly: true, sameSite: 'Strict', path: '/' });
    } finally {
      await secure.close();
    }
  });

  it('staff sign in the same way', async () => {
    const res = await web('POST', 'admin/login', { body: { email: staff.email, password: staff.password } });
    expect(res.json()).toMatchObject({ status: 200, data: { userToken: '' } });
    expect(sessionCookie(res)?.httpOnly).toBe(true);
  });
});

describe('cross-site requests (CSRF)', () => {
  const change = { email: owner.email, firstName: 'Hacked' };

  it('a state-changing call from another origin is refused and changes nothing', async () => {
    const cookie = await webLogin();
    const res = await web('POST', 'user/updateProfile', {
      cookie,
      body: change,
      headers: { origin: 'https://evil.example' },
    });
    expect(res.statusCode).toBe(403);
    expect(res.json()).toEqual({ status: 403, error: messages.crossSiteRefused });
    expect(await firstName(cookie)).toBe('Rahul');
  });

  it('the cookie alone, without the web app header, opens nothing', async () => {
    const cookie = await webLogin();
    const post = await web('POST', 'user/updateProfile', {
      cookie,
      body: change,
      headers: { 'x-client': 'android' },
    });
    expect(post.json()).toEqual({ status: 403, error: messages.crossSiteRefused });
    // A form post: no custom header, fetch metadata says cross-site, no Origin sent.
    const form = await t.app.inject({
      method: 'POST',
      url: '/api/v3/user/updateProfile',
      headers: { host: HOST, cookie, 'sec-fetch-site': 'cross-site' },
      payload: change,
    });
    expect(form.json()).toEqual({ status: 403, error: messages.crossSiteRefused });
    const read = await t.app.inject({ method: 'GET', url: '/api/v3/user/getProfile', headers: { cookie } });
    expect(read.json()).toEqual({ status: 401, error: messages.unauthorized });
    expect(await firstName(cookie)).toBe('Rahul');
  });

  it('a login posted from another site is refused (login CSRF)', async () => {
    const res = await web('POST', 'user/login', {
      body: { loginType: 'Custom', email: owner.email, password: owner.password },
      headers: { origin: 'https://evil.example' },
    });
    expect(res.json()).toEqual({ status: 403, error: messages.crossSiteRefused });
    expect(sessionCookie(res)).toBeUndefined();
  });

  it('the same call from the app itself goes through', async () => {
    const cookie = await webLogin();
    const res = await web('POST', 'user/updateProfile', { cookie, body: change });
    expect(res.json().status).toBe(200);
    expect(await firstName(cookie)).toBe('Hacked');
  });
});

describe('mobile clients keep the auth-token header', () => {
  it('login returns the token, and auth-token and Bearer both open the API', async () => {
    const login = await t.call('POST', 'user/login', {
      body: { loginType: 'Custom', email: owner.email, password: owner.password },
    });
    const token: string = login.body.data.userToken;
    expect(token).toMatch(/^ey/);
    expect((await t.call('GET', 'user/getProfile', { token })).body.data[0].firstName).toBe('Rahul');
    const bearer = await t.call('GET', 'user/getProfile', { headers: { authorization: `Bearer ${token}` } });
    expect(bearer.body.data[0].firstName).toBe('Rahul');
    // A mobile POST carries no Origin and needs none.
    const update = await t.call('POST', 'user/updateProfile', {
      token,
      body: { email: owner.email, firstName: 'Mobile' },
    });
    expect(update.http).toBe(200);
  });
});

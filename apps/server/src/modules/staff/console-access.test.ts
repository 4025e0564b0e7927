import { type StaffPermission, staffMayOpen, staffRoles } from '@galla/domain/permissions';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API_PREFIX } from '../../app.js';
import { staffAccount } from '../../test/staff-accounts.js';
import { createTestApp, demoAccounts, type TestApp } from '../../test/test-app.js';

// Every console call, as the app registered it with its guard's section (buildApp's consoleRoutes):
// a section added later is covered without being listed here. Each role is tried against each call:
// the server answers 403 where domain/permissions does not open the section, and gets past the guard
// (whatever the call then says about an empty request, never a 5xx) where it does.
type Call = { key: StaffPermission | null; method: 'GET' | 'POST'; path: string; body?: object };
let consoleCalls: Call[] = [];

/** A console route's URL with a made-up id for each parameter, as a call path under the API prefix. */
function callPath(url: string): string {
  return url.replace(`${API_PREFIX}/`, '').replace(/:[A-Za-z]+/g, '1');
}

let t: TestApp;
const tokens = new Map<string, string>();
beforeAll(async () => {
  t = await createTestApp();
  consoleCalls = t.consoleRoutes
    // Logging out would end the session the rest of the calls use; it has its own test below.
    .filter((r) => (r.method === 'GET' || r.method === 'POST') && !r.url.endsWith('/admin/logout'))
    .map((r) => ({
      key: r.section,
      method: r.method as 'GET' | 'POST',
      path: callPath(r.url),
      body: r.method === 'POST' ? {} : undefined,
    }));
  for (const role of staffRoles) tokens.set(role, (await staffAccount(t, role)).token);
});
afterAll(() => t.close());

describe('every console call', () => {
  it('includes the sections built so far', () => {
    const paths = consoleCalls.map((c) => `${c.key}: ${c.method} ${c.path}`);
    expect(paths).toContain('addAdmin: GET admin/staffList');
    expect(paths).toContain('configurations: POST admin/updateSettings');
  });

  it.each(staffRoles)('answers %s by the role table', async (role) => {
    const wrong: string[] = [];
    for (const { key, method, path, body } of consoleCalls) {
      const res = await t.call(method, path, { token: tokens.get(role), body });
      const allowed = key === null || staffMayOpen(role, key);
      const fine = allowed
        ? res.http !== 401 && res.http !== 403 && res.http < 500
        : res.http === 403 && res.body.error === 'You do not have access to this feature';
      if (!fine) wrong.push(`${method} ${path} (${key}): ${res.http} ${res.body?.error ?? ''}`);
    }
    expect(wrong).toEqual([]);
  });
});

describe('callers who are not signed-in staff', () => {
  it('every console call: 401 without a token, 403 for a retailer', async () => {
    const retailer = await t.tokenFor(demoAccounts.owner.phone);
    const wrong: string[] = [];
    for (const call of consoleCalls) {
      const anonymous = (await t.call(call.method, call.path, { body: call.body })).http;
      const asRetailer = (await t.call(call.method, call.path, { token: retailer, body: call.body })).http;
      if (anonymous !== 401 || asRetailer !== 403)
        wrong.push(`${call.method} ${call.path}: ${anonymous}, ${asRetailer}`);
    }
    expect(wrong).toEqual([]);
  });

  it('a staff session that was logged out is refused at once', async () => {
    const { token } = await staffAccount(t, 'Cse');
    expect((await t.call('GET', 'admin/getProfile', { token })).http).toBe(200);
    expect((await t.call('POST', 'admin/logout', { token })).http).toBe(200);
    expect((await t.call('GET', 'admin/getProfile', { token })).http).toBe(401);
  });

  it('a disabled staff member’s session is refused at once', async () => {
    const { id, token } = await staffAccount(t, 'subAdmin');
    await t.db.updateTable('staff_users').set({ status: 'disabled' }).where('id', '=', id).execute();
    expect((await t.call('GET', 'admin/getProfile', { token })).http).toBe(401);
  });
});

describe('admin/getProfile', () => {
  it('gives the role’s permission keys from the one table', async () => {
    const res = await t.call('GET', 'admin/getProfile', { token: tokens.get('Avp') });
    expect(res.body.data).toMatchObject({
      userType: 'Avp',
      permissions: ['dashboard', 'changePassword', 'customerSupport', 'retailerManager'],
      totpEnrolled: false,
    });
  });
});

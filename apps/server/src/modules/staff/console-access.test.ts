import { type StaffPermission, staffMayOpen, staffRoles } from '@galla/domain/permissions';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { staffAccount } from '../../test/staff-accounts.js';
import { createTestApp, demoAccounts, type TestApp } from '../../test/test-app.js';

// Every console call, by the section key its guard takes. Each role is tried against each call: the
// server answers 403 where domain/permissions does not open the section, and gets past the guard
// (whatever the call then says) where it does.
const consoleCalls: { key: StaffPermission; method: 'GET' | 'POST'; path: string; body?: object }[] = [
  { key: 'dashboard', method: 'GET', path: 'admin/getProfile' },
  { key: 'changePassword', method: 'POST', path: 'admin/changePassword', body: {} },
  { key: 'changePassword', method: 'POST', path: 'admin/totp/confirm', body: {} },
  { key: 'addAdmin', method: 'GET', path: 'admin/auditLog' },
  { key: 'addAdmin', method: 'GET', path: 'admin/staffList' },
  { key: 'addAdmin', method: 'POST', path: 'admin/addStaff', body: {} },
  { key: 'addAdmin', method: 'POST', path: 'admin/updateStaff', body: {} },
  { key: 'addAdmin', method: 'POST', path: 'admin/resetStaffPassword', body: {} },
  { key: 'addAdmin', method: 'POST', path: 'admin/resetStaffTotp', body: {} },
  { key: 'configurations', method: 'GET', path: 'admin/settings' },
  { key: 'configurations', method: 'POST', path: 'admin/updateSettings', body: {} },
];

let t: TestApp;
const tokens = new Map<string, string>();
beforeAll(async () => {
  t = await createTestApp();
  for (const role of staffRoles) tokens.set(role, (await staffAccount(t, role)).token);
});
afterAll(() => t.close());

describe.each(staffRoles)('%s', (role) => {
  it.each(consoleCalls)('$key: $method $path', async ({ key, method, path, body }) => {
    const res = await t.call(method, path, { token: tokens.get(role), body });
    if (staffMayOpen(role, key)) {
      expect(res.http).not.toBe(403);
      expect(res.http).not.toBe(401);
    } else {
      expect(res.http).toBe(403);
      expect(res.body.error).toBe('You do not have access to this feature');
    }
  });
});

describe('callers who are not signed-in staff', () => {
  it.each(consoleCalls)('$method $path: 401 without a token, 403 for a retailer', async (call) => {
    expect((await t.call(call.method, call.path, { body: call.body })).http).toBe(401);
    const retailer = await t.tokenFor(demoAccounts.owner.phone);
    expect((await t.call(call.method, call.path, { token: retailer, body: call.body })).http).toBe(403);
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

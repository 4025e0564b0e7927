import { staffUserMessages } from '@galla/contracts/staff-console';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { STAFF_PASSWORD, staffAccount } from '../../test/staff-accounts.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';

let t: TestApp;
let admin: { id: number; token: string };
beforeEach(async () => {
  t = await createTestApp();
  admin = await staffAccount(t, 'Admin', { firstName: 'Asha' });
});
afterEach(() => t.close());

const post = (path: string, body: object) => t.call('POST', `admin/${path}`, { token: admin.token, body });
const newStaff = {
  firstName: 'Ravi',
  lastName: 'Kumar',
  email: 'Ravi.Kumar@Galla.test',
  userType: 'subAdmin',
  password: 'ravi12345',
};

describe('Add admin', () => {
  it('adds a subAdmin who signs in with the role’s eight sections', async () => {
    const res = await post('addStaff', newStaff);
    expect(res.body).toMatchObject({ status: 200, message: staffUserMessages.added });
    const login = await t.call('POST', 'admin/login', {
      body: { email: 'ravi.kumar@galla.test', password: 'ravi12345' },
    });
    expect(login.body.data.userData[0]).toMatchObject({
      userType: 'subAdmin',
      permissions: [
        'dashboard',
        'changePassword',
        'categories',
        'vendors',
        'customerSupport',
        'leads',
        'retailerManager',
        'brandManagement',
        'faq',
      ],
    });
    expect((await post('addStaff', { ...newStaff, email: 'RAVI.kumar@galla.test' })).body).toEqual({
      status: 400,
      error: staffUserMessages.emailTaken,
    });
  });

  it('lists, searches, filters and sorts on the server', async () => {
    await post('addStaff', newStaff);
    await post('addStaff', { ...newStaff, firstName: 'Zoya', email: 'zoya@galla.test', userType: 'Cse' });
    const list = (query: string) => t.call('GET', `admin/staffList?${query}`, { token: admin.token });
    // The demo Admin of the seed is there too.
    expect((await list('')).body.data.total).toBe(4);
    expect((await list('search=zoy')).body.data.rows.map((r: any) => r.firstName)).toEqual(['Zoya']);
    expect((await list('userType=subAdmin')).body.data.rows.map((r: any) => r.email)).toEqual([
      'ravi.kumar@galla.test',
    ]);
    expect((await list('sortBy=name&sortDirection=asc')).body.data.rows.map((r: any) => r.firstName)).toEqual(
      ['Asha', 'Asha', 'Ravi', 'Zoya'],
    );
    expect((await list('pageSize=7')).http).toBe(400);
  });

  it('disabling ends the account’s sessions at once; it is audited with before and after', async () => {
    const cse = await staffAccount(t, 'Cse');
    const res = await post('updateStaff', { userId: cse.id, status: 'disabled' });
    expect(res.body).toEqual({ status: 200, message: staffUserMessages.updated });
    expect((await t.call('GET', 'admin/getProfile', { token: cse.token })).http).toBe(401);
    expect(
      (await t.call('POST', 'admin/login', { body: { email: cse.email, password: STAFF_PASSWORD } })).http,
    ).toBe(400);
    const log = (await t.call('GET', 'admin/auditLog', { token: admin.token })).body.data.rows;
    expect(log[0]).toMatchObject({
      action: 'staffUpdated',
      entityId: String(cse.id),
      before: { userType: 'Cse', status: 'active' },
      after: { userType: 'Cse', status: 'disabled' },
      actorName: 'Asha Tester',
    });
  });

  it('a role change applies to the live session at once', async () => {
    const cse = await staffAccount(t, 'Cse');
    expect((await t.call('GET', 'admin/getProfile', { token: cse.token })).body.data.userType).toBe('Cse');
    await post('updateStaff', { userId: cse.id, userType: 'Avp' });
    expect((await t.call('GET', 'admin/getProfile', { token: cse.token })).body.data.userType).toBe('Avp');
  });

  it('resets a password and a lost second factor; both end the sessions', async () => {
    const other = await staffAccount(t, 'Admin');
    expect(
      (await post('resetStaffPassword', { userId: other.id, password: 'fresh12345' })).body.message,
    ).toBe(staffUserMessages.passwordReset);
    expect((await t.call('GET', 'admin/getProfile', { token: other.token })).http).toBe(401);
    await post('resetStaffTotp', { userId: other.id });
    const login = await t.call('POST', 'admin/login', {
      body: { email: other.email, password: 'fresh12345' },
    });
    expect(login.body.data.userData[0].totpEnrolled).toBe(false);
  });

  it('an Admin cannot change their own account here', async () => {
    const res = await post('updateStaff', { userId: admin.id, status: 'disabled' });
    expect(res.body).toEqual({ status: 400, error: staffUserMessages.notYourself });
    expect((await post('updateStaff', { userId: 99_999, status: 'disabled' })).body.status).toBe(404);
  });
});

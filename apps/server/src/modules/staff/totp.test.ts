import { messages } from '@galla/domain/messages';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { STAFF_PASSWORD, staffAccount, totpCode } from '../../test/staff-accounts.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';

let t: TestApp;
beforeEach(async () => {
  t = await createTestApp();
});
afterEach(() => t.close());

const login = (email: string, extra: object = {}) =>
  t.call('POST', 'admin/login', { body: { email, password: STAFF_PASSWORD, ...extra } });

describe('an Admin without an authenticator', () => {
  it('signs in but may open only home and change password until it is set up', async () => {
    const admin = await staffAccount(t, 'Admin', { totp: false });
    const res = await login(admin.email);
    expect(res.body.data.userData[0]).toMatchObject({ userType: 'Admin', totpEnrolled: false });
    const token = res.body.data.userToken;
    expect((await t.call('GET', 'admin/getProfile', { token })).http).toBe(200);
    const refused = await t.call('GET', 'admin/auditLog', { token });
    expect(refused.body).toEqual({ status: 403, error: messages.totpEnrolFirst });
  });

  it('sets it up by scanning the secret and confirming a code, then needs a code to sign in', async () => {
    const admin = await staffAccount(t, 'Admin', { totp: false });
    const start = await t.call('POST', 'admin/totp/start', { token: admin.token });
    const { secret, otpauthUrl, qrDataUrl } = start.body.data;
    expect(otpauthUrl).toContain(`secret=${secret}`);
    expect(otpauthUrl).toMatch(/^otpauth:\/\/totp\/Galla:/);
    expect(qrDataUrl).toMatch(/^data:image\/svg\+xml;base64,/);

    const wrong = await t.call('POST', 'admin/totp/confirm', {
      token: admin.token,
      body: { totp: '000000' },
    });
    expect(wrong.body).toEqual({ status: 400, error: messages.totpWrong });
    const confirm = await t.call('POST', 'admin/totp/confirm', {
      token: admin.token,
      body: { totp: totpCode(t, secret) },
    });
    expect(confirm.body.message).toBe(messages.totpStarted);
    expect(confirm.body.data.recoveryCodes).toHaveLength(10);
    expect((await t.call('GET', 'admin/auditLog', { token: admin.token })).http).toBe(200);

    const first = await login(admin.email);
    expect(first.body.data).toEqual({ totpRequired: true });
    expect(first.body.data.userToken).toBeUndefined();
    t.clock.advance(30_000);
    const signedIn = await login(admin.email, { totp: totpCode(t, secret) });
    expect(signedIn.body.data.userData[0]).toMatchObject({ totpEnrolled: true });
  });

  it('cannot start again once it is on', async () => {
    const admin = await staffAccount(t, 'Admin');
    const res = await t.call('POST', 'admin/totp/start', { token: admin.token });
    expect(res.body).toEqual({ status: 400, error: messages.totpAlreadyOn });
  });
});

describe('signing in with the second factor', () => {
  it('accepts a code of the step before or after, but each code only once', async () => {
    const admin = await staffAccount(t, 'Admin');
    expect((await login(admin.email, { totp: totpCode(t, undefined, -1) })).body.status).toBe(200);
    const replay = await login(admin.email, { totp: totpCode(t, undefined, -1) });
    expect(replay.body).toEqual({ status: 400, error: messages.totpWrong });
    expect((await login(admin.email, { totp: totpCode(t, undefined, 1) })).body.status).toBe(200);
    expect((await login(admin.email, { totp: totpCode(t, undefined, 3) })).body.status).toBe(400);
  });

  it('a wrong password says nothing about the second factor', async () => {
    const admin = await staffAccount(t, 'Admin');
    const res = await t.call('POST', 'admin/login', {
      body: { email: admin.email, password: 'wrong-pass1' },
    });
    expect(res.body).toEqual({ status: 400, error: messages.wrongPassword });
  });

  it('a recovery code signs in once, and is in the audit log', async () => {
    const admin = await staffAccount(t, 'Admin', { totp: false });
    const { secret } = (await t.call('POST', 'admin/totp/start', { token: admin.token })).body.data;
    const { recoveryCodes } = (
      await t.call('POST', 'admin/totp/confirm', { token: admin.token, body: { totp: totpCode(t, secret) } })
    ).body.data;
    const code = recoveryCodes[3].toLowerCase();
    expect((await login(admin.email, { recoveryCode: code })).body.status).toBe(200);
    expect((await login(admin.email, { recoveryCode: code })).body).toEqual({
      status: 400,
      error: messages.totpWrong,
    });
    const log = await t.call('GET', 'admin/auditLog', { token: admin.token });
    expect(log.body.data.rows.map((r: any) => r.action)).toEqual(['recoveryCodeUsed', 'totpEnabled']);
  });

  it('after ten wrong codes the account refuses codes for 15 minutes, even right ones', async () => {
    const admin = await staffAccount(t, 'Admin');
    for (let i = 0; i < 10; i++) expect((await login(admin.email, { totp: '123456' })).body.status).toBe(400);
    const locked = await login(admin.email, { totp: totpCode(t) });
    expect(locked.body).toEqual({ status: 429, error: messages.totpTooMany });
    t.clock.advance(15 * 60_000);
    expect((await login(admin.email, { totp: totpCode(t) })).body.status).toBe(200);
  });

  it('staff of other roles sign in with the password alone', async () => {
    const cse = await staffAccount(t, 'Cse');
    expect((await login(cse.email)).body.data.userData[0]).toMatchObject({ userType: 'Cse' });
  });
});

describe('admin/changePassword', () => {
  it('changes the password, ends every session of the account and is audited without secrets', async () => {
    const admin = await staffAccount(t, 'Admin');
    const other = await t.services.sessions.start('staff', admin.id, {});
    const res = await t.call('POST', 'admin/changePassword', {
      token: admin.token,
      body: { currentPassword: STAFF_PASSWORD, newPassword: 'newpass123', confirmPassword: 'newpass123' },
    });
    expect(res.body).toEqual({ status: 200, message: messages.passwordChanged });
    expect((await t.call('GET', 'admin/getProfile', { token: other })).http).toBe(401);
    expect((await login(admin.email)).body.status).toBe(400);
    const fresh = await t.services.sessions.start('staff', admin.id, {});
    const log = await t.call('GET', 'admin/auditLog', { token: fresh });
    expect(log.body.data.rows[0]).toMatchObject({
      action: 'passwordChanged',
      entity: 'staff',
      actorKind: 'staff',
      actorName: 'Admin Tester',
      before: null,
      after: null,
    });
  });

  it('refuses a wrong current password', async () => {
    const cse = await staffAccount(t, 'Cse');
    const res = await t.call('POST', 'admin/changePassword', {
      token: cse.token,
      body: { currentPassword: 'notmine123', newPassword: 'newpass123', confirmPassword: 'newpass123' },
    });
    expect(res.body).toEqual({ status: 400, error: messages.currentPasswordWrong });
  });
});

import { messages } from '@galla/domain/messages';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createTestApp, demoAccounts, type TestApp } from '../../test/test-app.js';

let t: TestApp;
beforeEach(async () => {
  t = await createTestApp();
});
afterEach(async () => {
  await t.close();
});

const owner = demoAccounts.owner;

describe('password login', () => {
  it('logs the owner in by user name and by e-mail, in any case', async () => {
    for (const email of [owner.userName, owner.email, owner.email.toUpperCase()]) {
      const res = await t.call('POST', 'user/login', { body: { email, password: owner.password } });
      expect(res.http).toBe(200);
      expect(res.body.status).toBe(200);
      expect(res.body.data.userToken).toEqual(expect.any(String));
      expect(res.body.data.isOnboard).toBe(1);
      expect(res.body.data.userData[0]).toMatchObject({
        tradeName: 'Sharma Mobile & Electronics',
        contactNumber: owner.phone,
        userType: 'retailer',
        state: 'Maharashtra',
        isGstNumber: 1,
      });
    }
  });

  it('refuses a wrong password with the error text and no token', async () => {
    const res = await t.call('POST', 'user/login', {
      body: { email: owner.userName, password: 'wrong-one' },
    });
    expect(res.http).toBe(400);
    expect(res.body).toEqual({ status: 400, error: messages.wrongPassword });
  });

  it("answers status 300 'Not Register' over HTTP 200 for an unknown user", async () => {
    const res = await t.call('POST', 'user/login', {
      body: { email: 'nobody@example.com', password: 'whatever1' },
    });
    expect(res.http).toBe(200);
    expect(res.body).toEqual({ status: 300, message: 'Not Register' });
  });

  it.each([
    [{ password: 'x' }, messages.identityRequired],
    [{ email: '', password: 'x' }, messages.identityRequired],
    [{ email: 'bad@address', password: 'x' }, messages.emailInvalid],
    [{ email: 'demo' }, messages.required],
    [{ contactNumber: '98765', otp: '123456' }, messages.mobileInvalid],
    [{ contactNumber: '9876543210', otp: '12' }, messages.otpFormat],
  ])('validates %j', async (body, error) => {
    const res = await t.call('POST', 'user/login', { body });
    expect(res.http).toBe(400);
    expect(res.body.error).toBe(error);
  });
});

describe('phone login', () => {
  it('sends an OTP, and the OTP logs the user in once', async () => {
    const sent = await t.call('POST', 'user/sendOtp', {
      body: { contactNumber: owner.phone, type: 'LOGIN' },
    });
    expect(sent.body).toMatchObject({
      status: 200,
      message: messages.otpSent,
      data: { resendAfterSeconds: 30 },
    });
    const otp = await t.lastOtp(owner.phone);

    const res = await t.call('POST', 'user/login', { body: { contactNumber: owner.phone, otp } });
    expect(res.body.status).toBe(200);
    expect(res.body.data.userData[0].contactNumber).toBe(owner.phone);

    const again = await t.call('POST', 'user/login', { body: { contactNumber: owner.phone, otp } });
    expect(again.body).toEqual({ status: 400, error: messages.wrongOtp });
  });

  it("says 'Not Register' to an unknown number and sends nothing", async () => {
    const res = await t.call('POST', 'user/sendOtp', {
      body: { contactNumber: '9000000001', type: 'LOGIN' },
    });
    expect(res.body).toEqual({ status: 300, message: 'Not Register' });
    await expect(t.lastOtp('9000000001')).rejects.toThrow();
  });

  it('a not-onboarded user logs in with isOnboard 0', async () => {
    const phone = demoAccounts.notOnboarded.phone;
    await t.call('POST', 'user/sendOtp', { body: { contactNumber: phone, type: 'LOGIN' } });
    const res = await t.call('POST', 'user/login', {
      body: { contactNumber: phone, otp: await t.lastOtp(phone) },
    });
    expect(res.body.data.isOnboard).toBe(0);
  });
});

describe('sessions', () => {
  it('a token reads the profile; logout ends it at once', async () => {
    const login = await t.call('POST', 'user/login', {
      body: { email: owner.userName, password: owner.password },
    });
    const token = login.body.data.userToken as string;
    const profile = await t.call('GET', 'user/getProfile', { token });
    expect(profile.body.data[0].userName).toBe('demo');

    const out = await t.call('POST', 'user/logout', { token });
    expect(out.body).toEqual({ status: 200, message: messages.loggedOut });
    const after = await t.call('GET', 'user/getProfile', { token });
    expect(after.http).toBe(401);
    expect(after.body).toEqual({ status: 401, error: messages.unauthorized });
  });

  it('also accepts Authorization: Bearer', async () => {
    const token = await t.tokenFor(owner.phone);
    const res = await t.call('GET', 'user/getProfile', { headers: { authorization: `Bearer ${token}` } });
    expect(res.http).toBe(200);
  });

  it('answers 401 without a token, with a forged token, and with an expired one', async () => {
    expect((await t.call('GET', 'user/getProfile')).http).toBe(401);
    const forged = await t.call('GET', 'user/getProfile', { token: 'eyJhbGciOiJIUzI1NiJ9.e30.abc' });
    expect(forged.http).toBe(401);

    const token = await t.tokenFor(owner.phone);
    t.clock.advance(31 * 86_400_000);
    const expired = await t.call('GET', 'user/getProfile', { token });
    expect(expired.http).toBe(401);
    expect(expired.body.error).toBe(messages.tokenExpired);
  });

  it('a staff token cannot call retailer endpoints', async () => {
    const staff = await t.call('POST', 'admin/login', {
      body: { email: demoAccounts.staff.email, password: demoAccounts.staff.password },
    });
    expect(staff.body.data.userData[0]).toMatchObject({ userType: 'Admin', firstName: 'Asha' });
    const res = await t.call('GET', 'user/getProfile', { token: staff.body.data.userToken });
    expect(res.http).toBe(403);
  });
});

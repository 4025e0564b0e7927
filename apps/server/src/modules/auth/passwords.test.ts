import { messages } from '@galla/domain/messages';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createTestApp, demoAccounts, type TestApp } from '../../test/test-app.js';
import { throttleRules } from './login-throttle.js';

let t: TestApp;
beforeEach(async () => {
  t = await createTestApp();
});
afterEach(async () => {
  await t.close();
});

const { owner } = demoAccounts;
const passwordLogin = (password: string, ip?: string, email: string = owner.userName) =>
  t.call('POST', 'user/login', { body: { email, password }, ip });

describe('user/changePassword', () => {
  it.each([
    [{ newPassword: 'abcdefg1', confirmPassword: 'abcdefg1' }, messages.currentPasswordRequired],
    [
      { currentPassword: 'short', newPassword: 'abcdefg1', confirmPassword: 'abcdefg1' },
      messages.currentPasswordLength,
    ],
    [{ currentPassword: 'demo1234', confirmPassword: 'x' }, messages.newPasswordRequired],
    [
      { currentPassword: 'demo1234', newPassword: 'ABCDEFGH1', confirmPassword: 'ABCDEFGH1' },
      messages.newPasswordPattern,
    ],
    [
      { currentPassword: 'demo1234', newPassword: 'abcdefgh', confirmPassword: 'abcdefgh' },
      messages.newPasswordPattern,
    ],
    [
      { currentPassword: 'demo1234', newPassword: 'abc1', confirmPassword: 'abc1' },
      messages.newPasswordLength,
    ],
    [{ currentPassword: 'demo1234', newPassword: 'abcdefg1' }, messages.confirmPasswordRequired],
    [
      { currentPassword: 'demo1234', newPassword: 'abcdefg1', confirmPassword: 'abcdefg2' },
      messages.confirmPasswordMismatch,
    ],
  ])('validates %j', async (body, error) => {
    const res = await t.call('POST', 'user/changePassword', { token: await t.tokenFor(owner.phone), body });
    expect(res.body).toEqual({ status: 400, error });
  });

  it('refuses a wrong current password and changes nothing', async () => {
    const token = await t.tokenFor(owner.phone);
    const res = await t.call('POST', 'user/changePassword', {
      token,
      body: { currentPassword: 'wrong-pass1', newPassword: 'newpass99', confirmPassword: 'newpass99' },
    });
    expect(res.body).toEqual({ status: 400, error: messages.currentPasswordWrong });
    expect((await passwordLogin(owner.password)).body.status).toBe(200);
    expect((await t.call('GET', 'user/getProfile', { token })).http).toBe(200);
  });

  it("answers 'Password Changed Successfully' and ends every session of the user", async () => {
    const [a, b] = [await t.tokenFor(owner.phone), await t.tokenFor(owner.phone)];
    const res = await t.call('POST', 'user/changePassword', {
      token: a,
      body: { currentPassword: owner.password, newPassword: 'newpass99', confirmPassword: 'newpass99' },
    });
    expect(res.body).toEqual({ status: 200, message: messages.passwordChanged });
    expect((await t.call('GET', 'user/getProfile', { token: a })).http).toBe(401);
    expect((await t.call('GET', 'user/getProfile', { token: b })).http).toBe(401);
    expect((await passwordLogin(owner.password)).body.error).toBe(messages.wrongPassword);
    expect((await passwordLogin('newpass99')).body.status).toBe(200);
  });
});

describe('common passwords', () => {
  it('a change to one of the most common passwords is refused and changes nothing', async () => {
    const token = await t.tokenFor(owner.phone);
    const res = await t.call('POST', 'user/changePassword', {
      token,
      body: { currentPassword: owner.password, newPassword: 'qwerty123', confirmPassword: 'qwerty123' },
    });
    expect(res.body).toEqual({ status: 400, error: messages.commonPassword });
    expect((await passwordLogin(owner.password)).body.status).toBe(200);
    expect((await t.call('GET', 'user/getProfile', { token })).http).toBe(200);
  });

  it('a reset to a common password is refused, and the reset token still works for a good one', async () => {
    await t.call('POST', 'user/forgotPassword', { body: { keyword: owner.email } });
    const verified = await t.call('POST', 'user/verifyForgetPasswordOtp', {
      body: { keyword: owner.email, otp: await t.lastOtp(owner.phone) },
    });
    const token = verified.body.data as string;
    const common = await t.call('POST', 'user/resetPassword', {
      body: { token, newPassword: 'India123', confirmPassword: 'India123' },
    });
    expect(common.body).toEqual({ status: 400, error: messages.commonPassword });
    const good = await t.call('POST', 'user/resetPassword', {
      body: { token, newPassword: 'chai4kirana', confirmPassword: 'chai4kirana' },
    });
    expect(good.body.status).toBe(200);
  });
});

describe('forgot password', () => {
  it('OTP to the phone, token, new password; old sessions end; the token works once', async () => {
    const oldSession = await t.tokenFor(owner.phone);
    for (const keyword of [owner.email, owner.userName, owner.phone]) {
      const start = await t.call('POST', 'user/forgotPassword', { body: { keyword } });
      expect(start.body).toEqual({
        status: 200,
        message: messages.forgotOtpSent,
        data: { contactNumber: '98XXXXXX10' },
      });
      t.clock.advance(30_000);
    }
    const otp = await t.lastOtp(owner.phone);
    const wrong = await t.call('POST', 'user/verifyForgetPasswordOtp', {
      body: { keyword: owner.email, otp: otp === '000000' ? '111111' : '000000' },
    });
    expect(wrong.body.error).toBe(messages.wrongOtp);
    const verified = await t.call('POST', 'user/verifyForgetPasswordOtp', {
      body: { keyword: owner.email, otp },
    });
    const token = verified.body.data as string;
    expect(token).toEqual(expect.any(String));

    const mismatch = await t.call('POST', 'user/resetPassword', {
      body: { token, newPassword: 'fresh1234', confirmPassword: 'fresh1235' },
    });
    expect(mismatch.body.error).toBe(messages.confirmPasswordMismatch);
    const reset = await t.call('POST', 'user/resetPassword', {
      body: { token, newPassword: 'fresh1234', confirmPassword: 'fresh1234' },
    });
    expect(reset.body).toEqual({ status: 200, message: messages.passwordChanged });
    expect((await passwordLogin('fresh1234')).body.status).toBe(200);
    expect((await t.call('GET', 'user/getProfile', { token: oldSession })).http).toBe(401);

    const again = await t.call('POST', 'user/resetPassword', {
      body: { token, newPassword: 'other1234', confirmPassword: 'other1234' },
    });
    expect(again.body).toEqual({ status: 400, error: messages.resetLinkInvalid });
  });

  it('a reset token expires after 15 minutes', async () => {
    await t.call('POST', 'user/forgotPassword', { body: { keyword: owner.phone } });
    const verified = await t.call('POST', 'user/verifyForgetPasswordOtp', {
      body: { keyword: owner.phone, otp: await t.lastOtp(owner.phone) },
    });
    t.clock.advance(16 * 60_000);
    const res = await t.call('POST', 'user/resetPassword', {
      body: { token: verified.body.data, newPassword: 'fresh1234', confirmPassword: 'fresh1234' },
    });
    expect(res.body.error).toBe(messages.resetLinkInvalid);
  });

  it("answers 'Not Register' for an unknown identity and a session token is no reset token", async () => {
    expect(
      (await t.call('POST', 'user/forgotPassword', { body: { keyword: 'ghost@example.com' } })).body,
    ).toEqual({
      status: 300,
      message: messages.notRegistered,
    });
    const res = await t.call('POST', 'user/resetPassword', {
      body: { token: await t.tokenFor(owner.phone), newPassword: 'fresh1234', confirmPassword: 'fresh1234' },
    });
    expect(res.body.error).toBe(messages.resetLinkInvalid);
  });
});

describe('login throttling', () => {
  it('stops password login after 100 failures an hour, but the owner still logs in by OTP', async () => {
    // Spread over many addresses so only the per-account cap is at work.
    for (let i = 0; i < throttleRules.perAccountPerHour; i++) {
      expect((await passwordLogin('wrong-pass', `10.1.${Math.floor(i / 40)}.${i % 40}`)).http).toBe(400);
    }
    const blocked = await passwordLogin(owner.password, '10.9.9.9');
    expect(blocked.http).toBe(429);
    expect(blocked.body.error).toBe(messages.tooManyFailedLogins);

    await t.call('POST', 'user/sendOtp', { body: { contactNumber: owner.phone, type: 'LOGIN' } });
    const byOtp = await t.call('POST', 'user/login', {
      body: { contactNumber: owner.phone, otp: await t.lastOtp(owner.phone) },
    });
    expect(byOtp.body.status).toBe(200);

    t.clock.advance(3_600_000);
    expect((await passwordLogin(owner.password, '10.9.9.9')).body.status).toBe(200);
  });

  it('caps failed logins per IP address, whichever accounts they try', async () => {
    const ip = '203.0.113.50';
    for (let i = 0; i < throttleRules.perIpPer15Min; i++) {
      await passwordLogin('wrong-pass', ip, i % 2 ? owner.email : `nobody${i}@example.com`);
    }
    expect((await passwordLogin(owner.password, ip)).http).toBe(429);
    expect((await passwordLogin(owner.password, '198.51.100.1')).body.status).toBe(200);
  });
});

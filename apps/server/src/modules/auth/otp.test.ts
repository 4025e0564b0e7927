import { messages } from '@galla/domain/messages';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createTestApp, demoAccounts, type TestApp } from '../../test/test-app.js';
import { otpRules } from './otp-service.js';

let t: TestApp;
beforeEach(async () => {
  t = await createTestApp();
});
afterEach(async () => {
  await t.close();
});

const phone = demoAccounts.owner.phone;
const send = (ip?: string, contactNumber: string = phone) =>
  t.call('POST', 'user/sendOtp', { body: { contactNumber, type: 'LOGIN' }, ip });
const loginWith = (otp: string) => t.call('POST', 'user/login', { body: { contactNumber: phone, otp } });
const wrong = (otp: string) => (otp === '000000' ? '111111' : '000000');

describe('OTP rules', () => {
  it('stores only a hash of the code', async () => {
    await send();
    const otp = await t.lastOtp(phone);
    const rows = await t.db.selectFrom('otps').selectAll().execute();
    expect(rows).toHaveLength(1);
    expect(JSON.stringify(rows)).not.toContain(otp);
  });

  it('expires after 5 minutes', async () => {
    await send();
    const otp = await t.lastOtp(phone);
    t.clock.advance(otpRules.ttlMs + 1);
    expect((await loginWith(otp)).body).toEqual({ status: 400, error: messages.otpExpired });
  });

  it('is still good just before 5 minutes', async () => {
    await send();
    const otp = await t.lastOtp(phone);
    t.clock.advance(otpRules.ttlMs - 1000);
    expect((await loginWith(otp)).body.status).toBe(200);
  });

  it("says 'Oops. Please check the OTP again' and allows 5 wrong tries, then needs a new OTP", async () => {
    await send();
    const otp = await t.lastOtp(phone);
    for (let i = 0; i < otpRules.maxWrongTries; i++) {
      expect((await loginWith(wrong(otp))).body).toEqual({ status: 400, error: messages.wrongOtp });
    }
    // Even the right code is refused now.
    expect((await loginWith(otp)).body).toEqual({ status: 400, error: messages.otpTooManyTries });
    t.clock.advance(otpRules.resendLockMs);
    await send();
    expect((await loginWith(await t.lastOtp(phone))).body.status).toBe(200);
  });

  it('concurrent wrong guesses cannot exceed the limit', async () => {
    await send();
    const otp = await t.lastOtp(phone);
    await Promise.all(Array.from({ length: 12 }, () => loginWith(wrong(otp))));
    expect((await loginWith(otp)).body.error).toBe(messages.otpTooManyTries);
  });

  it('locks resend for 30 seconds', async () => {
    expect((await send()).body.status).toBe(200);
    t.clock.advance(10_000);
    const locked = await send();
    expect(locked.http).toBe(429);
    expect(locked.body.error).toBe(messages.otpResendLocked(20));
    const viaResend = await t.call('GET', `user/resendOtp/?contactNumber=${phone}`);
    expect(viaResend.http).toBe(429);
    t.clock.advance(20_000);
    const resent = await t.call('GET', `user/resendOtp/?contactNumber=${phone}`);
    expect(resent.body).toMatchObject({ status: 200, message: messages.otpResent });
  });

  it('only the newest code is valid after a resend', async () => {
    await send();
    const first = await t.lastOtp(phone);
    t.clock.advance(otpRules.resendLockMs);
    await send();
    const second = await t.lastOtp(phone);
    if (first !== second) expect((await loginWith(first)).body.error).toBe(messages.wrongOtp);
    expect((await loginWith(second)).body.status).toBe(200);
  });

  it('allows at most 5 sends per number per hour', async () => {
    for (let i = 0; i < otpRules.maxSendsPerHour; i++) {
      expect((await send()).body.status).toBe(200);
      t.clock.advance(otpRules.resendLockMs);
    }
    const sixth = await send();
    expect(sixth.http).toBe(429);
    expect(sixth.body.error).toBe(messages.otpHourlyLimit);
    t.clock.advance(3_600_000);
    expect((await send()).body.status).toBe(200);
  });

  it('concurrent sends to one number make one OTP', async () => {
    const results = await Promise.all(Array.from({ length: 6 }, () => send()));
    expect(results.filter((r) => r.body.status === 200)).toHaveLength(1);
    expect(results.filter((r) => r.http === 429)).toHaveLength(5);
  });

  it('caps OTP sends per IP address across numbers, and only that address, inside the hour', async () => {
    // The owner's sub-user OTPs go to any number: seven numbers, each under its own limits (a send
    // every 35 s, at most five in the hour), so only the per-IP cap can refuse.
    const owner = await t.tokenFor(phone);
    const numbers = Array.from({ length: 7 }, (_, i) => `912300000${i}`);
    const sendTo = (contactNumber: string, ip: string) =>
      t.call('POST', 'user/sendOtp', { token: owner, body: { contactNumber, type: 'ADDSUBRETAILER' }, ip });
    const answers: (string | number)[] = [];
    for (let i = 0; i <= otpRules.maxSendsPerIpPerHour; i++) {
      const res = await sendTo(numbers[i % numbers.length]!, '203.0.113.9');
      answers.push(res.body.status === 429 ? res.body.error! : res.body.status);
      t.clock.advance(5_000);
    }
    // Exactly the send over the limit is refused.
    expect(answers).toEqual([...Array(otpRules.maxSendsPerIpPerHour).fill(200), messages.tooManyRequests]);
    // Another address, still inside the same hour, is not affected.
    expect((await sendTo('9123000099', '198.51.100.7')).body.status).toBe(200);
  });

  it('rejects a malformed number', async () => {
    const res = await t.call('POST', 'user/sendOtp', { body: { contactNumber: '12345', type: 'LOGIN' } });
    expect(res.body).toEqual({ status: 400, error: messages.mobileInvalid });
  });
});

describe('registration OTP', () => {
  it('REGISTRATIONOTP goes to the signed-in user and otpVerification completes registration', async () => {
    const token = await t.tokenFor(phone);
    await t.db.updateTable('users').set({ is_register: 2 }).where('contact_number', '=', phone).execute();
    const sent = await t.call('GET', 'user/resendOtp/REGISTRATIONOTP', { token });
    expect(sent.body.status).toBe(200);
    const bad = await t.call('POST', 'user/otpVerification', { token, body: { otp: '000000' } });
    const otp = await t.lastOtp(phone);
    if (otp !== '000000') expect(bad.body.error).toBe(messages.wrongOtp);
    const okRes = await t.call('POST', 'user/otpVerification', { token, body: { otp } });
    expect(okRes.body.status).toBe(200);
    const profile = await t.call('GET', 'user/getProfile', { token });
    expect(profile.body.data[0].isRegister).toBe(3);
  });

  it('needs a session', async () => {
    expect((await t.call('POST', 'user/otpVerification', { body: { otp: '123456' } })).http).toBe(401);
    expect((await t.call('GET', 'user/resendOtp/REGISTRATIONOTP')).http).toBe(401);
  });
});

import { type APIRequestContext, expect, type Page } from '@playwright/test';

// Helpers shared by the journeys. The server runs in development mode, so every SMS it would
// send is readable at GET /api/v3/dev/outbox (newest first); that is how a test reads an OTP.
//
// OTP limits (resend locked 30 s, 5 sends per number per hour) are per phone number, and the
// database is fresh for each run. So each number below has exactly one spec file that logs in
// with it by OTP (login-otp: the demo owner; onboarding: the new retailer); a new journey that
// needs an OTP login takes its own seeded user, or logs in by password as login-password does.
// New numbers, one file each: signup 9111100001, passwords 9122200001, sub-users 9133300001,
// xss 9144400001-3, web-session 9155500001, creditbook 9166600001 (a customer), expenses 9172000201,
// rewards 9185000001, survey 9186000001, sms 9181000001-3 (customers), console-retailers 9201000001,
// console-leads 9202000001, console-rm 9203000001-2, support-tickets 9204000001, console-rewards
// 9206000001, console-messaging 9207000001. Staff journeys make their own staff (staff-support.ts).
// staff-console signs in as the demo Admin (and sets up its authenticator app); it sends no OTP.
// The server also caps OTP sends at 30 per IP address per hour: the whole suite sends 9.

type OutboxMessage = { id: number; channel: 'sms' | 'email'; to: string; body: string; createdAt: string };

async function outbox(request: APIRequestContext): Promise<OutboxMessage[]> {
  const response = await request.get('/api/v3/dev/outbox');
  expect(response.status()).toBe(200);
  const body = (await response.json()) as { data: OutboxMessage[] };
  return body.data;
}

/** The id of the newest outbox message, so a later OTP can be told apart from older ones. */
export async function newestOutboxId(request: APIRequestContext): Promise<number> {
  const messages = await outbox(request);
  return messages.reduce((max, m) => Math.max(max, m.id), 0);
}

/** Waits for an SMS to `phone` newer than `afterId` and returns the 6-digit code in it. */
export async function otpSentTo(request: APIRequestContext, phone: string, afterId: number): Promise<string> {
  let code: string | undefined;
  await expect
    .poll(
      async () => {
        const sms = (await outbox(request)).find(
          (m) => m.channel === 'sms' && m.to.endsWith(phone) && m.id > afterId,
        );
        code = sms?.body.match(/\b(\d{6})\b/)?.[1];
        return code;
      },
      { message: `an OTP SMS to ${phone} in the dev outbox` },
    )
    .toBeTruthy();
  return code!;
}

/**
 * From the login page: the mobile OTP variant, Get OTP, then the code from the outbox, Verify.
 * `beforeGetOtp` runs with the number typed in, just before Get OTP (e.g. waitOutOtpResendLock).
 */
export async function logInByOtp(
  page: Page,
  request: APIRequestContext,
  phone: string,
  options: { beforeGetOtp?: () => Promise<void> } = {},
): Promise<void> {
  await page.goto('/');
  await page.getByRole('tab', { name: 'Mobile OTP' }).click();
  await page.getByLabel('Mobile Number').fill(phone);
  await options.beforeGetOtp?.();
  const before = await newestOutboxId(request);
  await page.getByRole('button', { name: 'Get OTP' }).click();

  await expect(page).toHaveURL(/\/verifyOtp/);
  await expect(page.getByText(`OTP sent to +91-${phone}`)).toBeVisible();
  const otp = await otpSentTo(request, phone, before);
  await page.getByLabel('Enter OTP').fill(otp);
  await page.getByRole('button', { name: 'Verify OTP' }).click();
}

export const demoOwner = {
  phone: '9876543210',
  username: 'demo',
  password: 'demo1234',
  shopName: 'Sharma Mobile & Electronics',
};

/** Seeded by the server in every new development database: registered, not yet onboarded. */
export const newRetailer = { phone: '9876500000' };

/** The newest OTP SMS to `phone`: when the server sent it (ms since epoch), for the resend lock. */
export async function otpSentAt(request: APIRequestContext, phone: string): Promise<number> {
  const sms = (await outbox(request)).find((m) => m.channel === 'sms' && m.to.endsWith(phone));
  expect(sms, `an OTP SMS to ${phone} in the dev outbox`).toBeTruthy();
  return Date.parse(sms!.createdAt);
}

/** The server's resend lock: a number gets its next OTP 30 s after the previous one. */
export const OTP_RESEND_LOCK_MS = 30_000;

/**
 * Waits until the next OTP to `phone` is allowed (its last one is more than 30 s old). A file that
 * needs two OTPs for one number calls this before asking for the second; the test that waits
 * raises its own timeout by at most OTP_RESEND_LOCK_MS.
 */
export async function waitOutOtpResendLock(request: APIRequestContext, phone: string): Promise<void> {
  const sentAt = await otpSentAt(request, phone);
  const wait = sentAt + OTP_RESEND_LOCK_MS + 1_000 - Date.now();
  if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait));
}

/** From the login page: the Password tab, user name (or e-mail) and password, Login. */
export async function logInByPassword(page: Page, identity: string, password: string): Promise<void> {
  await page.goto('/');
  await page.getByRole('tab', { name: 'Password' }).click();
  await page.getByLabel('Email or Username').fill(identity);
  await page.getByRole('textbox', { name: 'Password', exact: true }).fill(password);
  await page.getByRole('button', { name: 'Login', exact: true }).click();
}

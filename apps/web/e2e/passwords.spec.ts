import { type APIRequestContext, expect, type Page, test } from '@playwright/test';
import { logInByPassword, newestOutboxId, otpSentTo, waitOutOtpResendLock } from './support';

// Change password and forgot password, for a shop this file signs up itself through the API: the
// demo owner's password is used by other files running alongside, and its phone's OTPs belong to
// login-otp. The only file that uses this number. Its registration OTP and the forgot-password OTP go
// to the same number, so the second waits out the server's 30 s resend lock; changing the password
// (no OTP) comes first and spends part of that time.
const owner = {
  firstName: 'Pooja',
  lastName: 'Iyer',
  phone: '9122200001',
  userName: 'pooja_e2e',
  email: 'pooja.e2e@example.com',
  tradeName: 'Iyer General Stores',
};
const passwords = { first: 'pooja12345', changed: 'pooja67890', reset: 'pooja24680' };

test.describe.configure({ mode: 'serial' });

async function signUpThroughApi(api: APIRequestContext): Promise<void> {
  const register = await api.post('/api/v3/user/register', {
    data: {
      personalDetails: {
        firstName: owner.firstName,
        lastName: owner.lastName,
        contactNumber: owner.phone,
        userName: owner.userName,
        email: owner.email,
        password: passwords.first,
        confirmPassword: passwords.first,
      },
      shopDetails: {
        tradeName: owner.tradeName,
        addressLine1: '7 FC Road',
        pincode: '411001',
        countryId: 1,
        stateId: 27,
        cityId: 27024,
        isGstNumber: 0,
      },
      paymentDetails: {
        shopStatus: 'proprietorship',
        shopType: 'stand alone store',
        financeFacility: 'No finance facility',
        paymentMethod: 'Cash',
        isSellOnline: 0,
        onlineStores: [],
      },
      registerType: 'Custom',
      loginType: 'Custom',
    },
  });
  expect(register.status(), await register.text()).toBe(200);
  const token = ((await register.json()) as { data: { userToken: string } }).data.userToken;
  const headers = { 'auth-token': token, 'x-client': 'web' };

  const categories = await api.post('/api/v3/category/selectCategory', {
    headers,
    data: { selectedCategory: [1, 2], type: 'register' },
  });
  expect(categories.status(), await categories.text()).toBe(200);

  const before = await newestOutboxId(api);
  const send = await api.post('/api/v3/user/sendOtp', { headers, data: { type: 'REGISTRATIONOTP' } });
  expect(send.status(), await send.text()).toBe(200);
  const otp = await otpSentTo(api, owner.phone, before);
  const verify = await api.post('/api/v3/user/otpVerification', { headers, data: { otp } });
  expect(verify.status(), await verify.text()).toBe(200);

  const logout = await api.post('/api/v3/user/logout', { headers });
  expect(logout.status()).toBe(200);
}

test.beforeAll(async ({ playwright }, testInfo) => {
  const api = await playwright.request.newContext({ baseURL: testInfo.project.use.baseURL });
  await signUpThroughApi(api);
  await api.dispose();
});

async function expectDashboard(page: Page) {
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.getByRole('banner').getByText(owner.tradeName)).toBeVisible();
}

test('changing the password from the drawer logs the owner out, and only the new password works', async ({
  page,
}) => {
  // A long journey: on a busy 2-core machine it has run close to the default 30 s.
  test.setTimeout(60_000);
  await logInByPassword(page, owner.userName, passwords.first);
  await expectDashboard(page);

  await page
    .getByRole('navigation', { name: 'Main menu' })
    .getByRole('link', { name: 'Change Password' })
    .click();
  await expect(page).toHaveURL(/\/changePassword$/);
  await expect(page.getByRole('heading', { name: 'Change Password' })).toBeVisible();
  await page.getByRole('textbox', { name: 'Current Password' }).fill(passwords.first);
  await page.getByRole('textbox', { name: 'New Password' }).fill(passwords.changed);
  await page.getByRole('textbox', { name: 'Confirm Password' }).fill(passwords.changed);
  await page.getByRole('button', { name: 'SUBMIT' }).click();

  await expect(page.getByRole('alert').filter({ hasText: 'Password Changed Successfully' })).toBeVisible();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('tab', { name: 'Password' })).toBeVisible();
  // Logged out for real: the dashboard is not reachable any more.
  await page.goto('/dashboard');
  await expect(page).toHaveURL(/\/$/);

  await logInByPassword(page, owner.userName, passwords.first);
  await expect(
    page.getByRole('alert').filter({ hasText: 'Incorrect username/email or password' }),
  ).toBeVisible();
  await expect(page).toHaveURL(/\/$/);

  await logInByPassword(page, owner.userName, passwords.changed);
  await expectDashboard(page);
});

test('forgot password by e-mail: the OTP from the SMS, a new password, then login with it', async ({
  page,
  request,
}) => {
  // The registration OTP went to this number less than 30 s ago: Send OTP waits out the resend lock.
  test.setTimeout(60_000);
  await page.goto('/');
  await page.getByRole('link', { name: 'Forgot Password?' }).click();
  await expect(page).toHaveURL(/\/forgotPassword$/);
  await expect(page.getByText('Step 1 of 3')).toBeVisible();
  await page.getByRole('textbox', { name: 'Email, User Name or Mobile Number' }).fill(owner.email);
  await waitOutOtpResendLock(request, owner.phone);
  const before = await newestOutboxId(request);
  await page.getByRole('button', { name: 'Send OTP' }).click();

  // Step 2: the OTP went to the account's phone, shown masked.
  await expect(page.getByText('Step 2 of 3')).toBeVisible();
  await expect(
    page.getByText(`OTP sent to +91-${owner.phone.slice(0, 2)}XXXXXX${owner.phone.slice(8)}`),
  ).toBeVisible();
  const otp = await otpSentTo(request, owner.phone, before);
  await page.getByRole('textbox', { name: 'Enter OTP' }).fill(otp);
  await page.getByRole('button', { name: 'Verify OTP' }).click();

  // Step 3: a new password, without the current one.
  await expect(page).toHaveURL(/\/changePassword\?from=forgot$/);
  await expect(page.getByRole('textbox', { name: 'New Password' })).toBeVisible();
  await expect(page.getByRole('textbox', { name: 'Current Password' })).toHaveCount(0);
  await page.getByRole('textbox', { name: 'New Password' }).fill(passwords.reset);
  await page.getByRole('textbox', { name: 'Confirm Password' }).fill(passwords.reset);
  await page.getByRole('button', { name: 'SUBMIT' }).click();

  await expect(page.getByRole('alert').filter({ hasText: 'Password Changed Successfully' })).toBeVisible();
  await expect(page).toHaveURL(/\/$/);

  await logInByPassword(page, owner.userName, passwords.reset);
  await expectDashboard(page);
});

import { expect, test } from '@playwright/test';
import { mobilePost } from './sign-up-support';
import { signInAsNewStaff } from './staff-support';
import { logInByPassword, newestOutboxId, otpSentTo } from './support';

// Message users and FAQ (issue 22): an Admin messages the retailers of one city, and this file's
// own retailer (in Mysuru, where no other journey's shop is, so no other bell gets the message)
// sees it in the bell; an FAQ entry the Admin adds shows on the retailer's FAQ page, and its search
// finds it.
const retailer = {
  phone: '9207000001',
  userName: 'mysuru_silks',
  email: 'mysuru.silks@example.in',
  password: 'silks1234',
  tradeName: 'Mysuru Silks',
  pincode: '570001',
};

// One retailer for both journeys, signed up once: after a failure Playwright would start a new worker
// and run beforeAll again, which the taken user name refuses, so the file runs in order and stops.
// Each journey drives two browsers (the Admin's and the retailer's), so each has 90 s.
test.describe.configure({ mode: 'serial', timeout: 90_000 });

test.beforeAll(async ({ request }) => {
  const place = (await (await request.get(`/api/v3/user/pincode/${retailer.pincode}`)).json()).data;
  const registered = await mobilePost(request, 'user/register', {
    personalDetails: {
      firstName: 'Lakshmi',
      lastName: 'Gowda',
      contactNumber: retailer.phone,
      userName: retailer.userName,
      email: retailer.email,
      password: retailer.password,
      confirmPassword: retailer.password,
    },
    shopDetails: {
      tradeName: retailer.tradeName,
      addressLine1: '12 Sayyaji Rao Road',
      pincode: retailer.pincode,
      countryId: 1,
      stateId: place.stateId,
      cityId: place.cityId,
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
  });
  const token: string = registered.userToken;
  await mobilePost(request, 'category/selectCategory', { selectedCategory: [1, 2], type: 'register' }, token);
  const before = await newestOutboxId(request);
  await mobilePost(request, 'user/sendOtp', { type: 'REGISTRATIONOTP' }, token);
  await mobilePost(
    request,
    'user/otpVerification',
    { otp: await otpSentTo(request, retailer.phone, before) },
    token,
  );
  await mobilePost(
    request,
    'user/onboard',
    { tradeName: retailer.tradeName, pincode: retailer.pincode, selectedCategories: [2] },
    token,
  );
});

test('an Admin messages the retailers of a city, and the retailer sees it in the bell', async ({
  page,
  request,
  browser,
}) => {
  const place = (await (await request.get(`/api/v3/user/pincode/${retailer.pincode}`)).json()).data;
  await signInAsNewStaff(page, request, 'Admin');
  await page.goto('/dashboard/messageUsers');
  const text = `Silk week offer ${Date.now()}: SMS packs at half price`;
  await page.getByLabel('Message', { exact: true }).fill(text);
  await page.getByRole('combobox', { name: 'State' }).fill(place.state);
  await page.getByRole('option', { name: place.state, exact: true }).click();
  await page.getByRole('combobox', { name: 'City' }).fill(place.city);
  await page.getByRole('option', { name: place.city, exact: true }).click();
  await page.getByRole('button', { name: 'Preview', exact: true }).click();
  await expect(page.getByText(/^Reaches \d+ users in \d+ shops/)).toBeVisible();
  await page.getByRole('button', { name: /^Send to \d+ users$/ }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Send now' }).click();
  await expect(page.getByText('Message sent')).toBeVisible();
  await expect(page.getByRole('cell', { name: text })).toBeVisible();

  const shop = await (await browser.newContext()).newPage();
  await logInByPassword(shop, retailer.userName, retailer.password);
  await expect(shop).toHaveURL(/\/dashboard/);
  const bell = shop.getByRole('banner').getByRole('button', { name: /^Notifications/ });
  await expect(bell).toHaveAccessibleName('Notifications: 1');
  await bell.click();
  const list = shop
    .getByRole('dialog', { name: 'Notifications' })
    .getByRole('list', { name: 'Notifications' });
  await expect(list.getByRole('listitem').first()).toContainText(text);
});

test('an FAQ entry added by an Admin shows on the retailer’s FAQ page, and the search finds it', async ({
  page,
  request,
  browser,
}) => {
  await signInAsNewStaff(page, request, 'Admin');
  await page.goto('/dashboard/faq');
  const question = 'Can I print bills in Kannada?';
  await page.getByRole('button', { name: 'Add question' }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByLabel('Question').fill(question);
  await dialog.getByLabel('Answer').fill('Not yet. Bills print in English; Kannada is planned.');
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Question added')).toBeVisible();
  await expect(page.getByText(question)).toBeVisible();

  const shop = await (await browser.newContext()).newPage();
  await logInByPassword(shop, retailer.userName, retailer.password);
  await expect(shop).toHaveURL(/\/dashboard/);
  await shop.goto('/faq');
  const entries = shop.getByRole('button', { name: /\?$/ });
  await expect(shop.getByRole('button', { name: question })).toBeVisible();
  expect(await entries.count()).toBeGreaterThan(1);
  await shop.getByRole('searchbox', { name: 'Search questions' }).fill('kannada');
  await expect(entries).toHaveCount(1);
  await expect(shop.getByRole('button', { name: question })).toBeVisible();
});

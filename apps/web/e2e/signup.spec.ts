import { expect, type Page, test } from '@playwright/test';
import { logInByPassword, newestOutboxId, otpSentTo } from './support';

// A new shop signs up through the whole wizard in the browser. The only file that uses this number
// (one registration OTP per run).
const shop = {
  firstName: 'Anand',
  lastName: 'Deshpande',
  phone: '9111100001',
  userName: 'anand_e2e',
  email: 'anand.e2e@example.com',
  password: 'anand12345',
  tradeName: 'Deshpande Electricals',
};

/** The Mantine select's chosen option, as the user reads it. */
const chosenOption = (page: Page, label: string) =>
  page.getByRole('combobox', { name: label }).locator('option:checked');

test('a new shop signs up in three steps, agrees to the terms, picks categories, verifies the OTP, reaches its dashboard, and logs in again with its new password', async ({
  page,
  request,
}) => {
  // The longest journey on this screen set: a dozen screens and two sign-ins, ~15 s alone, near 30 s
  // beside the other journeys on two cores.
  test.setTimeout(60_000);
  await page.goto('/');
  await page.getByRole('link', { name: 'Register' }).click();
  await expect(page).toHaveURL(/\/register$/);
  await expect(page.getByRole('heading', { name: 'Sign Up' })).toBeVisible();

  // Step 1, Personal Details.
  await page.getByRole('textbox', { name: 'First Name' }).fill(shop.firstName);
  await page.getByRole('textbox', { name: 'Last Name' }).fill(shop.lastName);
  await page.getByRole('textbox', { name: 'Contact Number' }).fill(shop.phone);
  await page.getByRole('textbox', { name: 'User Name' }).fill(shop.userName);
  await page.getByRole('textbox', { name: 'Email' }).fill(shop.email);
  await page.getByRole('textbox', { name: 'Password', exact: true }).fill(shop.password);
  await page.getByRole('textbox', { name: 'Confirm Password', exact: true }).fill(shop.password);
  await page.getByRole('button', { name: 'Next' }).click();

  // Step 2, Shop Details: the pincode fills in the state and city.
  await expect(page.getByRole('textbox', { name: 'Shop Name' })).toBeVisible();
  await page.getByRole('textbox', { name: 'Shop Name' }).fill(shop.tradeName);
  await page.getByRole('textbox', { name: 'Address Line 1' }).fill('14 Laxmi Road');
  await page.getByRole('textbox', { name: 'Pincode' }).fill('411001');
  await expect(chosenOption(page, 'State')).toHaveText('Maharashtra');
  await expect(chosenOption(page, 'City')).toHaveText('Pune');
  await expect(chosenOption(page, 'Country')).toHaveText('India');
  await page.getByRole('button', { name: 'Next' }).click();

  // Step 3, Payment Details.
  await expect(page.getByRole('combobox', { name: 'Shop Status' })).toBeVisible();
  await page.getByRole('combobox', { name: 'Shop Status' }).selectOption({ label: 'Proprietorship' });
  await page.getByRole('combobox', { name: 'Shop Type' }).selectOption({ label: 'Stand alone store' });
  await page.getByRole('checkbox', { name: 'No finance facility' }).check();
  await page.getByRole('checkbox', { name: 'Cash' }).check();
  await page.getByRole('checkbox', { name: 'Digital Wallet' }).check();
  await page.getByRole('button', { name: 'Register' }).click();

  // Terms, then the categories.
  await expect(page).toHaveURL(/\/terms$/);
  await expect(page.getByRole('heading', { name: 'Terms and Conditions' })).toBeVisible();
  await expect(page.getByText('arbitration, with its seat in Delhi')).toBeVisible();
  await page.getByRole('button', { name: 'I Agree' }).click();

  await expect(page).toHaveURL(/\/categorySelection$/);
  await expect(page.getByText('What kind of products do you sell?')).toBeVisible();
  const submit = page.getByRole('button', { name: 'Submit' });
  await expect(submit).toBeDisabled();
  const before = await newestOutboxId(request);
  await page.getByRole('checkbox', { name: 'Consumer Electronics' }).check();
  await page.getByRole('checkbox', { name: 'Home Appliances' }).check();
  await submit.click();

  // The registration OTP, sent to the new shop's number.
  await expect(page).toHaveURL(/\/verifyOtp\?referrer=register$/);
  await expect(
    page.getByText('A one-time password (OTP) has been sent to your registered phone number.'),
  ).toBeVisible();
  const otp = await otpSentTo(request, shop.phone, before);
  await page.getByRole('textbox', { name: 'Enter OTP' }).fill(otp);
  await page.getByRole('button', { name: 'Verify OTP' }).click();

  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.getByRole('banner').getByText(shop.tradeName)).toBeVisible();
  await expect(page.getByRole('link', { name: 'Manage Inventory' })).toBeVisible();

  // It logs out, and back in with the user name and password it chose.
  await page.getByRole('navigation', { name: 'Main menu' }).getByRole('button', { name: 'Logout' }).click();
  const confirm = page.getByRole('dialog', { name: 'Are you sure you want to log out ?' });
  await confirm.getByRole('button', { name: 'YES' }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('tab', { name: 'Password' })).toBeVisible();
  await logInByPassword(page, shop.userName, shop.password);
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.getByRole('banner').getByText(shop.tradeName)).toBeVisible();
});

import { expect, test } from '@playwright/test';
import { logInByOtp, newRetailer } from './support';

// The only file that uses the not-onboarded retailer.
test('a retailer who is not onboarded names the shop, picks categories and reaches the dashboard', async ({
  page,
  request,
}) => {
  await logInByOtp(page, request, newRetailer.phone);

  await expect(page).toHaveURL(/\/onboarding$/);
  await expect(page.getByText('One Last Step.')).toBeVisible();

  await page.getByLabel('Shop/Business/Brand Name').fill('Kulkarni Kirana Stores');
  await page.getByLabel('Pincode').fill('411001');
  await expect(page.getByLabel('State')).toHaveValue('Maharashtra');
  await expect(page.getByLabel('City')).toHaveValue('Pune');

  await page.getByRole('button', { name: 'Choose Categories' }).click();
  await expect(page.getByText('What kind of products do you sell?')).toBeVisible();
  await page.getByRole('checkbox').first().click();
  await page.getByRole('button', { name: "Let's Go" }).click();

  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.getByText('Kulkarni Kirana Stores').first()).toBeVisible();
});

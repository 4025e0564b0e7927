import { expect, test } from '@playwright/test';
import { demoOwner, logInByOtp } from './support';

// The only file that logs the demo owner in by OTP: one OTP send per run, so the 30 s resend
// lock and the hourly limit of that number are never in the way.
// A cheap Android phone's width (accounts spec: mobile first), so the menu is the burger drawer.
test.use({ viewport: { width: 360, height: 740 } });

test('the demo owner logs in by phone, stays logged in across a reload, and logs out', async ({
  page,
  request,
}) => {
  await logInByOtp(page, request, demoOwner.phone);

  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.getByText(demoOwner.shopName).first()).toBeVisible();
  for (const tile of [
    'Manage Inventory',
    'Billing',
    'Expenses',
    'Search Invoices',
    'Rewards',
    'Credit book',
  ]) {
    await expect(page.getByRole('link', { name: tile })).toBeVisible();
  }

  await page.reload();
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.getByText(demoOwner.shopName).first()).toBeVisible();

  await page.getByRole('button', { name: 'Open menu' }).click();
  await page.getByRole('button', { name: 'Logout' }).click();
  const confirm = page.getByRole('dialog');
  await expect(confirm.getByText('Are you sure you want to log out ?')).toBeVisible();
  await confirm.getByRole('button', { name: 'YES' }).click();

  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('tab', { name: 'Mobile OTP' })).toBeVisible();

  // Logged out for real: a reload does not bring the dashboard back.
  await page.reload();
  await expect(page).toHaveURL(/\/$/);
});

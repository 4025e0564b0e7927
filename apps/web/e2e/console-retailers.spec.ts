import { expect, test } from '@playwright/test';
import { signUpShop } from './sign-up-support';
import { newStaff, staffSignIn } from './staff-support';
import { logInByPassword } from './support';

// Retailers in the staff console: an Admin of this file's own finds a shop of this file's own (phone
// 9201000001) and switches its billing page off; the retailer's Billing tile is closed on their next
// load. The retailer signs in in a browser context of their own, as they would on their own phone.
const shop = {
  phone: '9201000001',
  userName: 'vendors_e2e',
  email: 'vendors.e2e@example.com',
  password: 'vendor4shop',
  firstName: 'Farhan',
  tradeName: 'Farhan Footwear Console',
};

test('an Admin turns a retailer’s billing off and the retailer’s billing tile closes', async ({
  browser,
  page,
  request,
}) => {
  // Two people in two browsers, and a sign-up first: more than one screen's worth of work.
  test.setTimeout(90_000);
  await signUpShop(request, shop);

  // The retailer is signed in, with billing open.
  const retailerContext = await browser.newContext();
  const retailer = await retailerContext.newPage();
  await logInByPassword(retailer, shop.userName, shop.password);
  await expect(retailer).toHaveURL(/\/dashboard$/);
  const billingTile = retailer.getByRole('link', { name: 'Billing' });
  await expect(billingTile).toHaveAttribute('href', '/billing');

  // The Admin finds the shop by its number and switches Billing off.
  await staffSignIn(page, await newStaff(request, 'Admin', 'Vikram'));
  await page
    .getByRole('navigation', { name: 'Console menu' })
    .getByRole('link', { name: 'Retailers' })
    .click();
  await expect(page).toHaveURL(/\/dashboard\/vendors$/);
  await page.getByLabel('Search name, shop, mobile or e-mail').fill(shop.phone);
  // The server answers the search with this one shop.
  await expect(page.getByRole('button', { name: /^View / })).toHaveCount(1);
  await page.getByRole('button', { name: `View ${shop.tradeName}` }).click({ force: true });
  const drawer = page.getByRole('dialog');
  await expect(drawer.getByText('Bills, all time')).toBeVisible();
  const billing = drawer.getByRole('switch', { name: 'Billing' });
  await expect(billing).toBeChecked();
  await billing.click({ force: true });
  await expect(billing).not.toBeChecked();

  // The retailer's next load: the tile no longer opens billing.
  await retailer.goto('/dashboard');
  await expect(retailer.getByRole('heading', { name: 'Home' })).toBeVisible({ timeout: 30_000 });
  await expect(retailer.getByRole('link', { name: 'Billing' })).toHaveAttribute('aria-disabled', 'true');
  await expect(retailer.getByRole('link', { name: 'Billing' })).not.toHaveAttribute('href', /.*/);
  await retailerContext.close();
});

import { expect, test } from '@playwright/test';
import { signUpShop } from './sign-up-support';
import { newStaff, searchConsoleList, signInAsNewStaff, staffSignIn } from './staff-support';

// Retailer mapping and RM management: an Admin bulk-maps two new retailers to a new zonal manager,
// who then signs in and sees exactly those retailers. The only file that uses 9203000001-2.
const shops = [
  {
    phone: '9203000001',
    userName: 'rm_e2e_one',
    email: 'rm.one.e2e@example.com',
    password: 'rmone12345',
    firstName: 'Rohan',
    tradeName: 'Mapped Mobiles One',
  },
  {
    phone: '9203000002',
    userName: 'rm_e2e_two',
    email: 'rm.two.e2e@example.com',
    password: 'rmtwo12345',
    firstName: 'Rekha',
    tradeName: 'Mapped Mobiles Two',
  },
];

test('an Admin maps two retailers to a zonal manager, who then sees exactly those two', async ({
  page,
  request,
  browser,
}) => {
  // Two sign-ups, two staff sign-ins and two lazily loaded console sections: slow on a busy machine.
  test.setTimeout(180_000);
  const slow = { timeout: 30_000 };
  for (const shop of shops) await signUpShop(request, shop);
  const zonal = await newStaff(request, 'zonalManager', 'Zarina');

  await signInAsNewStaff(page, request, 'Admin');
  await page.goto('/dashboard/retailerMapping');
  await expect(page.getByRole('heading', { name: 'Retailer Mapping' })).toBeVisible(slow);
  const search = page.getByRole('textbox', { name: 'Search shop, owner or mobile' });
  await searchConsoleList(page, search, 'Mapped Mobiles');
  await expect(page.locator('table tbody tr')).toHaveCount(2);
  for (const shop of shops) await page.getByRole('checkbox', { name: shop.tradeName }).check();
  await expect(page.getByText('2 retailers selected')).toBeVisible();
  await page.getByRole('combobox', { name: 'Map to zonal manager' }).click();
  await page.getByRole('option', { name: 'Zarina E2e' }).click();
  await page.getByRole('button', { name: 'Map selected' }).click();
  await expect(page.getByText('2 retailer(s) mapped')).toBeVisible();
  for (const shop of shops)
    await expect(page.getByRole('row', { name: new RegExp(shop.tradeName) })).toContainText('Zarina E2e');

  const context = await browser.newContext();
  const zonalPage = await context.newPage();
  await staffSignIn(zonalPage, zonal);
  await zonalPage.goto('/dashboard/retailerManager');
  await expect(zonalPage.getByRole('heading', { name: 'RM Management' })).toBeVisible(slow);
  const rows = zonalPage.locator('table tbody tr');
  await expect(rows).toHaveCount(2, slow);
  await expect(rows.nth(0)).toContainText('Mapped Mobiles One');
  await expect(rows.nth(1)).toContainText('Mapped Mobiles Two');
  await expect(rows.nth(0)).toContainText('9203000001');
  await context.close();
});

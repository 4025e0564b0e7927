import { type Browser, expect } from '@playwright/test';
import { searchConsoleList, signInAsNewStaff } from './staff-support';

/**
 * A new Admin, in a browser context of their own (the retailer's session stays in the test's page),
 * approves the shop's pending redemption on Rewards approval. Returns the redemption's number.
 */
export async function approveInConsole(browser: Browser, shop: { phone: string; tradeName: string }) {
  const context = await browser.newContext();
  const page = await context.newPage();
  await signInAsNewStaff(page, page.request, 'Admin', 'Meera');
  await page.getByRole('link', { name: 'Rewards Approval', exact: true }).click();
  await expect(page).toHaveURL(/\/dashboard\/rewardsApproval$/);
  // Pending is the first view; the shop's own number finds its redemption among other journeys'.
  await searchConsoleList(page, page.getByLabel('Search shop or phone'), shop.phone);
  const approve = page.getByRole('button', {
    name: new RegExp(`^Approve redemption \\d+ of ${shop.tradeName}$`),
  });
  await expect(approve).toHaveCount(1);
  const id = Number((await approve.getAttribute('aria-label'))!.match(/\d+/)![0]);
  await approve.click();
  await expect(page.getByText('Approved: the vouchers were ordered and sent to the retailer')).toBeVisible();
  await page.getByRole('combobox', { name: 'Status' }).click();
  await page.getByRole('option', { name: 'Approved' }).click();
  const row = page.getByRole('row').filter({ hasText: shop.tradeName });
  await expect(row).toContainText('Approved');
  await expect(row).toContainText('by Meera');
  return { id, page, context };
}

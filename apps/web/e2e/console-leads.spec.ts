import { expect, type Page, test } from '@playwright/test';
import { signInAsNewStaff } from './staff-support';

// An Admin makes a Google ad campaign; a new shop signs up in the browser through the campaign's
// link (its own number, 9202000001; it stops before the OTP, so no OTP is sent); the campaign then
// counts one sign-up, and the unfinished sign-up is in Leads, credited to the campaign.
const shop = {
  phone: '9202000001',
  userName: 'leads_e2e',
  email: 'leads.e2e@example.com',
  password: 'leads12345',
  tradeName: 'Campaign Kirana',
};
const code = `E2E-${Date.now().toString(36).toUpperCase()}`;

const chosenOption = (page: Page, label: string) =>
  page.getByRole('combobox', { name: label }).locator('option:checked');

test('a campaign link brings a sign-up that the campaign counts and Leads lists', async ({
  browser,
  page,
  request,
}) => {
  // Two browsers, a sign-up of three steps and two console screens: longer than one screen's 30 s.
  test.setTimeout(120_000);
  await signInAsNewStaff(page, request, 'Admin', 'Kiran');
  await page.getByRole('link', { name: 'Google Ad Campaign' }).click();
  await page.getByRole('button', { name: 'Add campaign' }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByRole('textbox', { name: 'Name' }).fill('Diwali search ads');
  await dialog.getByRole('textbox', { name: 'Code' }).fill(code);
  await dialog.getByRole('button', { name: 'Save' }).click();
  const row = page.getByRole('row', { name: new RegExp(code) });
  await expect(row).toBeVisible();
  const link = (await row.getByText(/\/register\?campaign=/).textContent())!;

  // The shop, in a browser of its own, comes by the link and signs up.
  const visitor = await (await browser.newContext()).newPage();
  await visitor.goto(new URL(link).pathname + new URL(link).search);
  await visitor.getByRole('textbox', { name: 'First Name' }).fill('Lata');
  await visitor.getByRole('textbox', { name: 'Last Name' }).fill('Shinde');
  await visitor.getByRole('textbox', { name: 'Contact Number' }).fill(shop.phone);
  await visitor.getByRole('textbox', { name: 'User Name' }).fill(shop.userName);
  await visitor.getByRole('textbox', { name: 'Email' }).fill(shop.email);
  await visitor.getByRole('textbox', { name: 'Password', exact: true }).fill(shop.password);
  await visitor.getByRole('textbox', { name: 'Confirm Password', exact: true }).fill(shop.password);
  await visitor.getByRole('button', { name: 'Next' }).click();
  await visitor.getByRole('textbox', { name: 'Shop Name' }).fill(shop.tradeName);
  await visitor.getByRole('textbox', { name: 'Address Line 1' }).fill('7 Station Road');
  await visitor.getByRole('textbox', { name: 'Pincode' }).fill('411001');
  await expect(chosenOption(visitor, 'City')).toHaveText('Pune');
  await visitor.getByRole('button', { name: 'Next' }).click();
  await visitor.getByRole('combobox', { name: 'Shop Status' }).selectOption({ label: 'Proprietorship' });
  await visitor.getByRole('combobox', { name: 'Shop Type' }).selectOption({ label: 'Stand alone store' });
  await visitor.getByRole('checkbox', { name: 'No finance facility' }).check();
  await visitor.getByRole('checkbox', { name: 'Cash' }).check();
  await visitor.getByRole('button', { name: 'Register' }).click();
  await expect(visitor).toHaveURL(/\/terms$/);

  // The campaign counts the sign-up (not yet finished).
  await page.reload();
  const counted = page.getByRole('row', { name: new RegExp(code) });
  await expect(counted.getByRole('cell').nth(5)).toHaveText('1');
  await expect(counted.getByRole('cell').nth(6)).toHaveText('0');

  // Leads lists the unfinished sign-up, with its campaign.
  await page.getByRole('link', { name: 'Leads' }).click();
  await page.getByRole('textbox', { name: 'Search name, mobile or shop' }).fill(shop.phone);
  const lead = page.getByRole('row', { name: /Lata Shinde/ });
  await expect(lead).toBeVisible();
  await expect(lead).toContainText(code);
  await expect(lead).toContainText('Sign-up unfinished');
});

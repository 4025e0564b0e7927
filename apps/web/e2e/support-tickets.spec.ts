import { expect, test } from '@playwright/test';
import { signUpShop } from './sign-up-support';
import { searchConsoleList, signInAsNewStaff } from './staff-support';
import { logInByPassword } from './support';

// Issue 22, customer support: a retailer of this file's own (9204000001) raises a ticket from Help;
// a Cse of its own finds it in Customer Support, replies and moves it to In progress; the retailer
// sees the reply in the bell and on Help.
test('a retailer raises a ticket, a Cse replies and changes its status, the retailer sees the reply', async ({
  page,
  browser,
  request,
}) => {
  // Two browsers and a sign-up on a shared machine: slower than one screen.
  test.setTimeout(240_000);
  const shop = {
    phone: '9204000001',
    userName: 'ticketsretailer',
    email: 'tickets-e2e@galla.local',
    password: 'tickets1234',
    firstName: 'Tara',
    tradeName: 'Tara Ticket Traders',
  };
  await signUpShop(request, shop);
  const problem = 'My invoice PDF shows the wrong GSTIN for the shop.';
  const reply = 'Please update your GSTIN in My Profile; the next invoice will show it.';

  await logInByPassword(page, shop.userName, shop.password);
  await expect(page).toHaveURL(/\/dashboard/);
  await page.goto('/help');
  const form = page.getByRole('form', { name: 'Raise a ticket' });
  await form.getByRole('button', { name: 'Raise ticket' }).click();
  await expect(form.getByText('Choose what your question is about')).toBeVisible();
  await form.getByRole('combobox', { name: /^Topic/ }).click();
  await page.getByRole('option', { name: 'Billing' }).click();
  await form.getByRole('textbox', { name: /^Describe the problem/ }).fill(problem);
  await form.getByRole('button', { name: 'Raise ticket' }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'Ticket raised' })).toBeVisible();
  const mine = page.getByRole('button', { name: /^#\d+ Billing/ });
  await expect(mine).toBeVisible();
  const ticketId = ((await mine.textContent()) ?? '').match(/#(\d+)/)![1]!;

  // The Cse, in a browser of their own.
  const staffContext = await browser.newContext();
  const console_ = await staffContext.newPage();
  await signInAsNewStaff(console_, request, 'Cse', 'Zoya');
  await expect(console_).toHaveURL(/\/dashboard\/customerSupport$/);
  await searchConsoleList(console_, console_.getByRole('textbox', { name: 'Search' }), shop.tradeName);
  await console_.getByRole('button', { name: `Open ticket #${ticketId}` }).click();
  const drawer = console_.getByRole('dialog', { name: 'Ticket' });
  await expect(drawer.getByText(problem)).toBeVisible();
  await expect(drawer.getByRole('group', { name: 'Shop contact' })).toContainText(shop.tradeName);
  await expect(drawer.getByRole('group', { name: 'Shop contact' })).toContainText(shop.phone);

  await drawer.getByRole('combobox', { name: 'New status' }).click();
  await console_.getByRole('option', { name: 'In progress' }).click();
  await drawer.getByRole('button', { name: 'Change status' }).click();
  await expect(console_.getByRole('alert').filter({ hasText: 'Status changed' })).toBeVisible();
  await expect(drawer.getByText('Status: Open → In progress')).toBeVisible();

  await drawer.getByText('Reply to retailer').click();
  await drawer.getByRole('textbox', { name: /^Reply \(/ }).fill(reply);
  await drawer.getByRole('button', { name: 'Send reply' }).click();
  await expect(console_.getByRole('alert').filter({ hasText: 'Reply sent to the retailer' })).toBeVisible();
  await expect(drawer.getByText(reply)).toBeVisible();
  await staffContext.close();

  // The retailer: the bell rings with the reply; Help shows it under the ticket, now In progress.
  await page.reload();
  const bell = page.getByRole('banner').getByRole('button', { name: /^Notifications/ });
  // The count arrives after the page; a busy machine takes a while.
  await expect(bell).toHaveAccessibleName('Notifications: 1', { timeout: 30_000 });
  await bell.click();
  const panel = page.getByRole('dialog', { name: 'Notifications' });
  await expect(
    panel.getByText(`Support replied to your ticket #${ticketId}:`, { exact: false }),
  ).toBeVisible();
  await page.keyboard.press('Escape');
  await page.getByRole('button', { name: new RegExp(`^#${ticketId} Billing`) }).click();
  await expect(page.getByText(reply)).toBeVisible();
  await expect(page.getByRole('button', { name: new RegExp(`^#${ticketId} Billing`) })).toContainText(
    'In progress',
  );
});

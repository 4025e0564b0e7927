import { expect, test } from '@playwright/test';
import {
  demoOwner,
  logInByOtp,
  logInByPassword,
  newestOutboxId,
  otpSentTo,
  waitOutOtpResendLock,
} from './support';

// The demo owner (password login) adds a sub-user, who then logs in by phone OTP. The only file that
// uses this number. Adding and the sub-user's login are two OTPs to the same number, so the login
// waits out the server's 30 s resend lock.
const subUser = { name: 'Ravi Kumar', phone: '9133300001' };

test.describe.configure({ mode: 'serial' });

test('the owner adds a sub-user with the OTP sent to its mobile', async ({ page, request }) => {
  await logInByPassword(page, demoOwner.username, demoOwner.password);
  await expect(page).toHaveURL(/\/dashboard$/);

  await page
    .getByRole('navigation', { name: 'Main menu' })
    .getByRole('link', { name: 'Add Sub User' })
    .click();
  await expect(page).toHaveURL(/\/addSubUser$/);
  await expect(page.getByRole('heading', { name: 'Sub Users' })).toBeVisible();
  await expect(page.getByText('No sub users added yet')).toBeVisible();
  await expect(page.getByText('Add first users here')).toBeVisible();
  await page.getByRole('main').getByRole('button', { name: 'Add Sub User' }).click();

  const dialog = page.getByRole('dialog', { name: 'Add Sub User' });
  await dialog.getByRole('textbox', { name: 'Name' }).fill(subUser.name);
  await dialog.getByRole('textbox', { name: 'Mobile Number' }).fill(subUser.phone);
  const before = await newestOutboxId(request);
  await dialog.getByRole('button', { name: 'Get OTP' }).click();

  await expect(dialog.getByText(`OTP sent to +91-${subUser.phone}`)).toBeVisible();
  await expect(dialog.getByRole('button', { name: /^Resend OTP in 00:\d\d$/ })).toBeDisabled();
  const otp = await otpSentTo(request, subUser.phone, before);
  await dialog.getByRole('textbox', { name: 'Enter OTP' }).fill(otp);
  await dialog.getByRole('button', { name: 'Add', exact: true }).click();

  await expect(page.getByRole('alert').filter({ hasText: 'Sub user added successfully' })).toBeVisible();
  await expect(dialog).toBeHidden();
  const card = page.getByRole('main').getByRole('listitem').filter({ hasText: subUser.name });
  await expect(card).toBeVisible();
  await expect(card.getByText(`+91 ${subUser.phone}`)).toBeVisible();
  await expect(card.getByRole('button', { name: `Edit ${subUser.name}` })).toBeVisible();
  await expect(card.getByRole('button', { name: `Delete ${subUser.name}` })).toBeVisible();
});

const ownerOnlyEntries = ['Add Sub User', 'Reports', 'Manage Category', 'Change Password'];

test('the owner, for contrast, has the owner-only menu entries and an editable profile', async ({ page }) => {
  await logInByPassword(page, demoOwner.username, demoOwner.password);
  await expect(page).toHaveURL(/\/dashboard$/);

  const menu = page.getByRole('navigation', { name: 'Main menu' });
  for (const entry of ownerOnlyEntries) await expect(menu.getByRole('link', { name: entry })).toBeVisible();
  await expect(menu.getByRole('switch', { name: 'Privacy: share sales data' })).toBeVisible();

  await menu.getByRole('link', { name: 'My Profile' }).click();
  await expect(page).toHaveURL(/\/myProfile$/);
  await expect(page.getByRole('button', { name: 'Edit' })).toBeEnabled();
  await expect(page.getByText('Sub users cannot edit the profile')).toHaveCount(0);
});

test('the sub-user logs in by OTP, sees a read-only profile and no owner-only menu entries', async ({
  page,
  request,
}) => {
  // Adding it sent this number an OTP less than 30 s ago: Get OTP waits out the resend lock.
  test.setTimeout(60_000);
  await logInByOtp(page, request, subUser.phone, {
    beforeGetOtp: () => waitOutOtpResendLock(request, subUser.phone),
  });

  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.getByRole('banner').getByText(demoOwner.shopName)).toBeVisible();

  const menu = page.getByRole('navigation', { name: 'Main menu' });
  await expect(menu.getByRole('link', { name: 'Home' })).toBeVisible();
  await expect(menu.getByRole('link', { name: 'My Profile' })).toBeVisible();
  await expect(menu.getByRole('link', { name: 'Help' })).toBeVisible();
  await expect(menu.getByRole('button', { name: 'Logout' })).toBeVisible();
  for (const entry of ownerOnlyEntries) await expect(menu.getByRole('link', { name: entry })).toHaveCount(0);
  await expect(menu.getByRole('switch', { name: 'Privacy: share sales data' })).toHaveCount(0);
  await expect(menu.getByText('Make GST Bills?')).toHaveCount(0);

  await menu.getByRole('link', { name: 'My Profile' }).click();
  await expect(page).toHaveURL(/\/myProfile$/);
  await expect(page.getByRole('heading', { name: 'My Profile' })).toBeVisible();
  await expect(page.getByRole('textbox', { name: 'First Name' })).toHaveValue('Ravi');
  await expect(page.getByRole('textbox', { name: 'Contact Number' })).toHaveValue(subUser.phone);
  await expect(page.getByText('Sub users cannot edit the profile')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Edit' })).toBeDisabled();
  await expect(page.getByRole('button', { name: 'Update' })).toHaveCount(0);
  for (const field of ['First Name', 'Email', 'Shop/Business/Brand Name']) {
    await expect(page.getByRole('textbox', { name: field })).not.toBeEditable();
  }
  // An owner-only page typed in directly sends the sub-user back to the dashboard.
  await page.goto('/addSubUser');
  await expect(page).toHaveURL(/\/dashboard$/);
});

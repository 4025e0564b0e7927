import { expect, type Page, test } from '@playwright/test';
import { TOTP } from 'otpauth';

// The staff console: the demo Admin sets up the authenticator app (Admins must), adds a subAdmin,
// who signs in and sees only the subAdmin's sections (accounts spec §6). This file alone signs in
// as the demo Admin, so its second factor is set up here and nowhere else.
const demoAdmin = { email: 'admin@galla.local', password: 'admin1234' };
const subAdmin = { email: 'ravi.e2e@galla.test', password: 'ravi12345' };

async function staffLogin(page: Page, who: { email: string; password: string }) {
  await page.goto('/admin-login');
  await page.getByLabel('Email').fill(who.email);
  await page.getByRole('textbox', { name: 'Password' }).fill(who.password);
  await page.getByRole('button', { name: 'Login', exact: true }).click();
}

test('an Admin sets up two-step sign-in and adds a subAdmin, who sees only their eight sections', async ({
  page,
}) => {
  // Two sign-ins, the authenticator set-up, an account added and three screens at 360 px.
  test.setTimeout(90_000);
  await staffLogin(page, demoAdmin);
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.getByText('Hello, Asha')).toBeVisible();
  await expect(page.getByText('Set up two-step sign-in')).toBeVisible();

  await page.getByRole('link', { name: 'Set up authenticator app' }).click();
  await page.getByRole('button', { name: 'Set up authenticator app' }).click();
  await expect(page.getByAltText('QR code for the authenticator app')).toBeVisible();
  const secret = (await page.getByText('Or type this key:').locator('code').textContent())?.trim() ?? '';
  const code = new TOTP({ secret, digits: 6, period: 30 }).generate();
  await page.getByLabel('Code from the app').fill(code);
  await page.getByRole('button', { name: 'Turn on' }).click();
  await expect(page.getByText('Two-step sign-in is on', { exact: true })).toBeVisible();
  await expect(page.getByRole('list', { name: 'Recovery codes' }).getByRole('listitem')).toHaveCount(10);

  const menu = page.getByRole('navigation', { name: 'Console menu' });
  await menu.getByRole('link', { name: 'Add Sub Admin' }).click();
  await page.getByRole('button', { name: 'Add staff' }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByLabel('First name').fill('Ravi');
  await dialog.getByLabel('E-mail').fill(subAdmin.email);
  await dialog.getByRole('combobox', { name: 'Role' }).click();
  await page.getByRole('option', { name: 'subAdmin' }).click();
  await dialog.getByLabel('First password').fill(subAdmin.password);
  await dialog.getByRole('button', { name: 'Add', exact: true }).click();
  await expect(page.getByText(subAdmin.email)).toBeVisible();

  // The Admin's screens fit a 360 px phone: the lists scroll inside their table, not the page.
  await page.setViewportSize({ width: 360, height: 740 });
  for (const section of ['addAdmin', 'configurations', 'changePassword']) {
    await page.goto(`/dashboard/${section}`);
    await expect(page.getByRole('heading', { level: 2 })).toBeVisible();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
  }
  await page.setViewportSize({ width: 1280, height: 720 });

  await page.getByRole('button', { name: 'Logout' }).click();
  await page.getByRole('button', { name: 'YES' }).click();
  await expect(page).toHaveURL(/\/$/);

  await staffLogin(page, subAdmin);
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.getByText('Hello, Ravi')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Home' })).toBeVisible();
  await expect(menu.getByRole('link')).toHaveText([
    'Categories',
    'Retailers',
    'Customer Support',
    'RM Management',
    'Leads',
    'Brand Management',
    'FAQ',
  ]);
  await page.goto('/dashboard/configurations');
  await expect(page.getByText('Page not found')).toBeVisible();
});

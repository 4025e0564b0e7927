import type { StaffRole } from '@galla/domain/permissions';
import { type APIRequestContext, expect, type Locator, type Page } from '@playwright/test';
import { TOTP } from 'otpauth';

// Staff for the console's journeys. Each journey makes its own staff members through the dev
// route (a fresh account per call), so journeys running side by side never share a session or an
// Admin's authenticator app. staff-console.spec.ts alone uses the seeded demo Admin.

export type StaffLogin = { id: number; email: string; password: string; totpSecret: string | null };

/** A new active staff member of `role` (an Admin comes with the authenticator app set up). */
export async function newStaff(
  request: APIRequestContext,
  role: StaffRole,
  firstName = 'Test',
): Promise<StaffLogin> {
  const response = await request.post('/api/v3/dev/staff', { data: { role, firstName } });
  expect(response.status()).toBe(200);
  return ((await response.json()) as { data: StaffLogin }).data;
}

/** Signs in at /admin-login, typing the authenticator code when asked; ends on the console. */
export async function staffSignIn(page: Page, who: StaffLogin): Promise<void> {
  await page.goto('/admin-login');
  await page.getByLabel('Email').fill(who.email);
  await page.getByRole('textbox', { name: 'Password' }).fill(who.password);
  await page.getByRole('button', { name: 'Login', exact: true }).click();
  if (who.totpSecret) {
    const codeBox = page.getByLabel('Code from the app');
    await expect(codeBox).toBeVisible();
    await codeBox.fill(new TOTP({ secret: who.totpSecret, digits: 6, period: 30 }).generate());
    await page.getByRole('button', { name: 'Login', exact: true }).click();
  }
  await expect(page).toHaveURL(/\/dashboard/);
}

/** A new staff member of `role`, signed in. */
export async function signInAsNewStaff(
  page: Page,
  request: APIRequestContext,
  role: StaffRole,
  firstName?: string,
): Promise<StaffLogin> {
  const who = await newStaff(request, role, firstName);
  await staffSignIn(page, who);
  return who;
}

/**
 * Types `text` into a console list's search box and waits for the list's answer to it. Until then
 * the list still shows its rows from before, and a click on one of them can land on the table's
 * loading veil, which takes clicks while the search reloads the list.
 */
export async function searchConsoleList(page: Page, box: Locator, text: string): Promise<void> {
  const answered = page.waitForResponse((response) => {
    const url = new URL(response.url());
    return url.pathname.startsWith('/api/') && [...url.searchParams.values()].includes(text);
  });
  await box.fill(text);
  await answered;
}

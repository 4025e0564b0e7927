import { expect, test } from '@playwright/test';
import { demoOwner } from './support';

test.describe('password login', () => {
  test.beforeEach(async ({ page }) => {
    await page.goto('/');
    await page.getByRole('tab', { name: 'Password' }).click();
  });

  test('a wrong password shows the server error toast and stays on the login page', async ({ page }) => {
    await page.getByLabel('Email or Username').fill(demoOwner.username);
    await page.getByRole('textbox', { name: 'Password', exact: true }).fill('not-the-password1');
    await page.getByRole('button', { name: 'Login', exact: true }).click();

    // A toast (a Mantine notification, role alert) that closes itself after 2 s.
    await expect(
      page.getByRole('alert').filter({ hasText: 'Incorrect username/email or password' }),
    ).toBeVisible();
    await expect(page).toHaveURL(/\/$/);
  });

  test('the demo username and password reach the dashboard', async ({ page }) => {
    await page.getByLabel('Email or Username').fill(demoOwner.username);
    await page.getByRole('textbox', { name: 'Password', exact: true }).fill(demoOwner.password);
    await page.getByRole('button', { name: 'Login', exact: true }).click();

    await expect(page).toHaveURL(/\/dashboard$/);
    await expect(page.getByText(demoOwner.shopName).first()).toBeVisible();
  });
});

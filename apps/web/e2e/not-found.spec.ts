import { expect, test } from '@playwright/test';

test('an unknown path shows the 404 page with a way back home', async ({ page }) => {
  await page.goto('/no-such-page/at-all');

  await expect(page.getByRole('heading', { name: '404' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Page not found' })).toBeVisible();
  await page.getByRole('link', { name: 'BACK TO HOME' }).click();
  await expect(page).toHaveURL(/\/$/);
});

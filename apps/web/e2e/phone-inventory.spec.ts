import { expect, type Page, test } from '@playwright/test';
import { addProduct, apiToken, kiranaOwner, uniqueTag } from './billing-support';
import { logInByPassword } from './support';

// The inventory screen on a 360 px phone (Patil Kirana Stores, whose inventory no other journey
// lists): everything fits the width, a thumb reaches every action, the list pages in as the thumb
// nears its end, and a search finds the shop's products. How smoothly it scrolls is measured, not
// asserted: `npm run bench:phone` and docs/performance.md.

const tag = uniqueTag('Ph');
const PRODUCTS = 60;
const name = (n: number) => `${tag} Phone Item ${String(n).padStart(3, '0')}`;

test.use({ viewport: { width: 360, height: 740 }, deviceScaleFactor: 3, isMobile: true, hasTouch: true });

test.beforeAll(async ({ request }) => {
  const token = await apiToken(request, kiranaOwner.username, kiranaOwner.password);
  for (let n = 1; n <= PRODUCTS; n++)
    await addProduct(request, token, { modelName: name(n), sellingPrice: 40 + n });
});

const productList = (page: Page) => page.getByRole('list', { name: 'Products' });

/** What of the page lies beyond the screen's right edge, in CSS pixels (0 when it fits). */
const overflowRight = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);

test('the inventory fits a 360 px phone, pages in as it scrolls, and searches', async ({ page }) => {
  test.setTimeout(60_000);
  await logInByPassword(page, kiranaOwner.username, kiranaOwner.password);
  await expect(page).toHaveURL(/\/dashboard$/);
  await page.getByRole('link', { name: 'Manage Inventory' }).click();
  await expect(page.getByRole('heading', { name: 'Manage Inventory' })).toBeVisible();

  // The first page: 50 products, newest first, with nothing wider than the screen.
  const rows = productList(page).getByRole('listitem');
  await expect(rows).toHaveCount(50);
  await expect(rows.filter({ hasText: name(PRODUCTS) })).toHaveCount(1);
  expect(await overflowRight(page)).toBe(0);
  for (const row of [rows.first(), rows.nth(1)]) {
    const card = await row.boundingBox();
    expect(card!.x).toBeGreaterThanOrEqual(0);
    expect(card!.x + card!.width).toBeLessThanOrEqual(360);
    const edit = row.getByRole('button', { name: /^Edit / });
    const button = await edit.boundingBox();
    // A thumb-sized target, on the screen.
    expect(button!.x + button!.width).toBeLessThanOrEqual(360);
    expect(button!.height).toBeGreaterThanOrEqual(28);
  }
  const search = page.getByRole('searchbox', { name: 'Search products' });
  const searchBox = await search.boundingBox();
  expect(searchBox!.x + searchBox!.width).toBeLessThanOrEqual(360);

  // Scrolling to the end brings the next page without a tap on 'more'.
  await rows.last().scrollIntoViewIfNeeded();
  await page.mouse.wheel(0, 2_000);
  await expect.poll(() => rows.count()).toBeGreaterThan(50);
  await expect(
    productList(page)
      .getByRole('listitem')
      .filter({ hasText: name(1) }),
  ).toHaveCount(1);
  expect(await overflowRight(page)).toBe(0);

  // The search box stays on screen while the list scrolls under it (sticky), and searches.
  await expect(search).toBeInViewport();
  await search.fill(`${tag} item 042`);
  await search.press('Enter');
  await expect(rows).toHaveCount(1);
  await expect(rows.first()).toContainText(name(42));
  expect(await overflowRight(page)).toBe(0);
});

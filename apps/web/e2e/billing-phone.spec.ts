import { expect, type Page, test } from '@playwright/test';
import {
  addProduct,
  apiToken,
  cartLine,
  kiranaOwner,
  openBilling,
  productSearch,
  saveAndCongratulate,
  searchResult,
  uniqueTag,
} from './billing-support';

// Billing on a 360 × 740 touch phone (issue 17, item 8): a bill of several lines keeps its total and
// Save on screen, the results close after each add so the bill shows, names are whole (colour
// variants differ only at their end), and there are no keyboard hints. Only a real browser lays out
// the sticky bar, so this is a journey rather than a component test.

const tag = uniqueTag('Pho');
const variant = (colour: string) => `${tag} Galaxy A15 5G 8 GB 128 GB Back Cover ${colour}`;
const colours = ['Blue Black', 'Light Blue', 'Yellow', 'Mint Green', 'Silver'];

test.use({ viewport: { width: 360, height: 740 }, deviceScaleFactor: 3, isMobile: true, hasTouch: true });

test.beforeAll(async ({ request }) => {
  const token = await apiToken(request, kiranaOwner.username, kiranaOwner.password);
  for (const colour of colours)
    await addProduct(request, token, { modelName: variant(colour), sellingPrice: 199 });
});

/** The bar's box lies within the screen: it is seen without scrolling. */
async function barOnScreen(page: Page) {
  const box = await page.getByRole('region', { name: 'Total and save' }).boundingBox();
  expect(box).not.toBeNull();
  expect(box!.y).toBeGreaterThanOrEqual(0);
  expect(box!.y + box!.height).toBeLessThanOrEqual(740 + 1);
}

test('a bill on a phone: total and Save always in view, results close after an add, whole names, no key hints', async ({
  page,
}) => {
  test.setTimeout(90_000);
  await openBilling(page, kiranaOwner.username, kiranaOwner.password);
  await expect(productSearch(page)).toHaveAttribute('placeholder', 'Product name');
  await expect(page.getByRole('button', { name: 'Keyboard shortcuts' })).toHaveCount(0);
  await expect(page.getByText(/F2|F9/)).toHaveCount(0);

  for (const [n, colour] of colours.entries()) {
    await productSearch(page).tap();
    await productSearch(page).fill(`${tag} ${colour}`);
    const result = searchResult(page, variant(colour));
    // The whole name shows, wrapped within the screen.
    await expect(result).toContainText(colour);
    const name = result.getByText(variant(colour));
    expect(await name.evaluate((el) => el.scrollWidth <= el.clientWidth)).toBe(true);
    await result.tap();
    await expect(cartLine(page, variant(colour))).toBeVisible();
    // The list closes, so the bill is what the screen shows next.
    await expect(page.getByRole('listbox', { name: 'Search results' }).getByRole('option')).toHaveCount(0);
    await expect(page.getByRole('region', { name: 'Total and save' })).toContainText(
      `₹${(199 * (n + 1)).toLocaleString('en-IN')}.00`,
    );
  }

  // Top, middle or end of a long bill: the bar with the total and Save stays on the screen.
  expect(await page.evaluate(() => document.documentElement.scrollHeight)).toBeGreaterThan(740 * 2);
  await page.evaluate(() => window.scrollTo(0, 0));
  await barOnScreen(page);
  await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight / 2));
  await barOnScreen(page);
  await expect(page.getByRole('region', { name: 'Total and save' })).toContainText('₹995.00');

  await saveAndCongratulate(page, () =>
    page.getByRole('region', { name: 'Total and save' }).getByRole('button', { name: 'Save Invoice' }).tap(),
  );
});

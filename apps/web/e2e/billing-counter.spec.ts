import { type APIRequestContext, expect, type Page, test } from '@playwright/test';
import {
  addProduct,
  apiToken,
  cartLine,
  cartLines,
  openBilling,
  productSearch,
  saveAndCongratulate,
  searchResult,
  stockOf,
  uniqueBarcode,
  uniqueTag,
} from './billing-support';
import { demoOwner } from './support';

// Issue 17, the counter's whole sale: one bill with a catalogue model the shop stocks, a product
// scanned by its barcode and one of the shop's own products — at a desktop from the keyboard alone
// (once the billing screen is open), and on a 360 px touch phone.

type Stocked = { productId: number; modelName: string };

/** Stocks the `nth` catalogue model matching "fusion clear case" (as Add To List does) and returns it. */
async function stockCatalogueModel(request: APIRequestContext, token: string, nth: number): Promise<Stocked> {
  const headers = { 'auth-token': token, 'x-client': 'android' };
  const found = await request.post('/api/v3/inventory/searchProduct', {
    data: { name: 'fusion clear case', page: 1, numberOfItems: 50 },
    headers,
  });
  const models = (
    (await found.json()) as { data: { source: string; modelId: number; modelName: string }[] }
  ).data.filter((r) => r.source === 'catalogue');
  const model = models[nth]!;
  const added = await request.post('/api/v3/inventory/addModel', {
    data: {
      modelId: model.modelId,
      modelName: model.modelName,
      modelQuantity: 10,
      purchasePrice: 500,
      sellingPrice: 999,
    },
    headers,
  });
  const body = (await added.json()) as { error?: string; data: Stocked };
  expect(body.error).toBeUndefined();
  return body.data;
}

type Sale = {
  catalogue: Stocked;
  scanned: { name: string; code: string; id: number };
  own: { name: string; id: number };
};

async function prepareSale(request: APIRequestContext, nth: number, lead: string): Promise<Sale> {
  const token = await apiToken(request, demoOwner.username, demoOwner.password);
  const tag = uniqueTag('Ctr');
  const scanned = { name: `${tag} Type C Cable`, code: uniqueBarcode(lead), id: 0 };
  const own = { name: `${tag} Screen Guard`, id: 0 };
  scanned.id = await addProduct(request, token, {
    modelName: scanned.name,
    sellingPrice: 249,
    gst: 18,
    scanId: scanned.code,
  });
  own.id = await addProduct(request, token, { modelName: own.name, sellingPrice: 149, gst: 18 });
  return { catalogue: await stockCatalogueModel(request, token, nth), scanned, own };
}

async function expectSold(request: APIRequestContext, sale: Sale) {
  const token = await apiToken(request, demoOwner.username, demoOwner.password);
  await expect.poll(() => stockOf(request, token, sale.catalogue.productId)).toBe(9);
  await expect.poll(() => stockOf(request, token, sale.scanned.id)).toBe(19);
  await expect.poll(() => stockOf(request, token, sale.own.id)).toBe(19);
}

const line = (page: Page, name: string) => cartLine(page, name);

test('at a desktop, from the keyboard: a stocked catalogue model, a scan and an own product in one bill', async ({
  page,
  request,
}) => {
  test.setTimeout(90_000);
  const sale = await prepareSale(request, 0, '5');
  await openBilling(page, demoOwner.username, demoOwner.password);

  // The screen opens in the product search: type, and Enter bills the best match (the stocked one).
  await expect(productSearch(page)).toBeFocused();
  await page.keyboard.type(sale.catalogue.modelName);
  await expect(searchResult(page, sale.catalogue.modelName)).toContainText('Stock: 10');
  await page.keyboard.press('Enter');
  await expect(line(page, sale.catalogue.modelName)).toContainText('In stock: 10');

  // A scan from wherever the cursor is now (the new line's +): the whole code, one line.
  await page.keyboard.type(sale.scanned.code, { delay: 5 });
  await page.keyboard.press('Enter');
  await expect(line(page, sale.scanned.name)).toBeVisible();

  // F2 goes back to the search; a name and Enter add the shop's own product.
  await page.keyboard.press('F2');
  await expect(productSearch(page)).toBeFocused();
  await page.keyboard.type(sale.own.name);
  await expect(searchResult(page, sale.own.name)).toBeVisible();
  await page.keyboard.press('Enter');
  await expect(line(page, sale.own.name)).toBeVisible();
  await expect(cartLines(page)).toHaveCount(3);

  await saveAndCongratulate(page, () => page.keyboard.press('Control+Enter'));
  await expectSold(request, sale);
});

test.describe('on a 360 px phone', () => {
  test.use({ viewport: { width: 360, height: 740 }, deviceScaleFactor: 3, isMobile: true, hasTouch: true });

  test('a stocked catalogue model, a scan and an own product in one bill', async ({ page, request }) => {
    test.setTimeout(90_000);
    const sale = await prepareSale(request, 1, '6');
    await openBilling(page, demoOwner.username, demoOwner.password);

    for (const name of [sale.catalogue.modelName, sale.own.name]) {
      await productSearch(page).tap();
      await productSearch(page).fill(name);
      await searchResult(page, name).tap();
      await expect(line(page, name)).toBeVisible();
    }
    // A USB or Bluetooth scanner types into the page as a keyboard does.
    await page.getByRole('heading', { name: 'Billing', exact: true }).tap();
    await page.keyboard.type(sale.scanned.code, { delay: 5 });
    await page.keyboard.press('Enter');
    await expect(line(page, sale.scanned.name)).toBeVisible();
    await expect(cartLines(page)).toHaveCount(3);

    await saveAndCongratulate(page, () =>
      page
        .getByRole('region', { name: 'Total and save' })
        .getByRole('button', { name: 'Save Invoice' })
        .tap(),
    );
    await expectSold(request, sale);
  });
});

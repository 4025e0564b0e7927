import { expect, test } from '@playwright/test';
import {
  apiToken,
  cartLine,
  openBilling,
  productSearch,
  saveAndCongratulate,
  searchResult,
  stockOf,
} from './billing-support';
import { demoOwner } from './support';

// Issue 17, item 1, as the owner met it: a product added to the inventory from the catalogue is
// billed from the billing search (its stock beside it), and billed again on the next bill.

let token: string;
let product: { productId: number; modelName: string };

test.beforeAll(async ({ request }) => {
  token = await apiToken(request, demoOwner.username, demoOwner.password);
  const headers = { 'auth-token': token, 'x-client': 'web' };
  const found = await request.post('/api/v3/inventory/searchProduct', {
    data: { name: 'redmi 22.5w fast charger', page: 1, numberOfItems: 50 },
    headers,
  });
  const model = (
    (await found.json()) as { data: { source: string; modelId: number; MRP: number | null }[] }
  ).data.find((r) => r.source === 'catalogue')!;
  const added = await request.post('/api/v3/inventory/addModel', {
    data: {
      modelId: model.modelId,
      modelName: 'from the catalogue',
      modelQuantity: 7,
      purchasePrice: 600,
      sellingPrice: model.MRP ?? 999,
    },
    headers,
  });
  const body = (await added.json()) as { error?: string; data: { productId: number; modelName: string } };
  expect(body.error).toBeUndefined();
  product = body.data;
});

test('a product stocked from the catalogue is billed, twice, its stock beside it', async ({
  page,
  request,
}) => {
  await openBilling(page, demoOwner.username, demoOwner.password);
  for (const [bill, left] of [
    [1, 7],
    [2, 6],
  ] as const) {
    await productSearch(page).fill('redmi 22');
    const result = searchResult(page, product.modelName);
    await expect(result).toContainText(`Stock: ${left}`);
    await result.click();
    await expect(page.getByText('Already in your Inventory')).toBeHidden();
    await expect(cartLine(page, product.modelName)).toContainText(`In stock: ${left} Pcs`);
    const { dialog } = await saveAndCongratulate(page);
    await expect.poll(() => stockOf(request, token, product.productId)).toBe(left - 1);
    if (bill === 1) {
      await dialog.getByRole('button', { name: 'Create New Invoice' }).click();
      await expect(page.getByRole('list', { name: 'Items' })).toBeHidden();
    }
  }
});

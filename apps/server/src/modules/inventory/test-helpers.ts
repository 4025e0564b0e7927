import type { TestApp } from '../../test/test-app.js';

// Small builders for the inventory tests: a product body with sensible defaults, and the stock
// ledger sum that the product's figure must always equal.
export function productBody(overrides: Record<string, unknown> = {}) {
  return {
    modelName: 'Local Phone Cover Blue',
    modelQuantity: 10,
    purchasePrice: 80,
    sellingPrice: 149,
    MRP: 199,
    HSN: '39269099',
    gst: 18,
    ...overrides,
  };
}

export async function ledgerSum(t: TestApp, productId: number): Promise<number> {
  const rows = await t.db
    .selectFrom('stock_ledger')
    .select('qty_milli')
    .where('product_id', '=', productId)
    .execute();
  return rows.reduce((sum, r) => sum + r.qty_milli, 0);
}

export async function stockOf(t: TestApp, productId: number): Promise<number> {
  const row = await t.db
    .selectFrom('products')
    .select('stock_milli')
    .where('id', '=', productId)
    .executeTakeFirstOrThrow();
  return row.stock_milli;
}

/** Onboards the demo's second shop (phone 9876500000), a non-GST shop, and returns its token. */
export async function secondShopToken(t: TestApp): Promise<string> {
  const token = await t.tokenFor('9876500000');
  await t.call('POST', 'user/onboard', {
    token,
    body: { tradeName: 'Patil Kirana', pincode: '411001', selectedCategories: [2] },
  });
  return token;
}

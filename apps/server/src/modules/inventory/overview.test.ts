import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createTestApp, demoAccounts, type TestApp } from '../../test/test-app.js';
import { productBody } from './test-helpers.js';

let t: TestApp;
let token: string;
beforeEach(async () => {
  t = await createTestApp();
  token = await t.tokenFor(demoAccounts.owner.phone);
});
afterEach(async () => {
  await t.close();
});

const overview = (body: object = {}) => t.call('POST', 'reports/inventoryOverview', { token, body });
const bucket = (res: Awaited<ReturnType<typeof overview>>, name: string) =>
  (res.body.data.data.report as { bucket: string; quantity: number; value: number }[]).find(
    (b) => b.bucket === name,
  )!;

describe('inventory overview', () => {
  it('ages stock from the ledger into seven buckets, with quantity and value', async () => {
    const created = (
      await t.call('POST', 'inventory/addModel', {
        token,
        body: productBody({ modelQuantity: 10, purchasePrice: 80 }),
      })
    ).body.data;
    let res = await overview();
    expect(res.body.data.data.report.map((b: { bucket: string }) => b.bucket)).toEqual([
      '0-30',
      '30-60',
      '60-90',
      '90-120',
      '120-150',
      '150-180',
      '180+',
    ]);
    expect(bucket(res, '0-30')).toEqual({ bucket: '0-30', quantity: 10, value: 800 });

    t.clock.advance(40 * 86_400_000);
    token = await t.tokenFor(demoAccounts.owner.phone); // the old session lapsed after 30 days
    await t.call('POST', 'inventory/updateQuantity', {
      token,
      body: { productId: created.productId, modelQuantity: 15, purchasePrice: 90, sellingPrice: 149 },
    });
    await t.call('POST', 'inventory/updateQuantity', {
      token,
      body: {
        productId: created.productId,
        modelQuantity: 12,
        purchasePrice: 90,
        sellingPrice: 149,
        reason: 'stockLoss',
      },
    });
    res = await overview();
    // The loss used up the oldest stock first: 7 of the first lot are 40 days old, the 5 new ones are fresh.
    expect(bucket(res, '30-60')).toEqual({ bucket: '30-60', quantity: 7, value: 560 });
    expect(bucket(res, '0-30')).toEqual({ bucket: '0-30', quantity: 5, value: 450 });
  });

  it('filters by the cascading selects and names the choice', async () => {
    await t.call('POST', 'inventory/addModel', { token, body: productBody({ modelQuantity: 4 }) });
    const options = await t.call('POST', 'reports/inventoryOverviewOptions', { token, body: {} });
    const superCategory = options.body.data.superCategories[0];
    expect(superCategory).toEqual({ id: 1, name: 'Others' });
    const categories = (
      await t.call('POST', 'reports/inventoryOverviewOptions', { token, body: { superCategoryId: 1 } })
    ).body.data.categories;
    expect(categories).toEqual([{ id: 999, name: 'Not Known' }]);
    const brands = (
      await t.call('POST', 'reports/inventoryOverviewOptions', {
        token,
        body: { superCategoryId: 1, categoryId: 999 },
      })
    ).body.data.brands;
    expect(brands).toEqual([{ id: 999, name: 'NOT KNOWN' }]);
    const res = await overview({ superCategoryId: 1, categoryId: 999, brandId: 999 });
    expect(res.body.data.data).toMatchObject({
      superCategoryName: 'Others',
      categoryName: 'Not Known',
      brandName: 'NOT KNOWN',
    });
    expect(bucket(res, '0-30').quantity).toBe(4);
    const elsewhere = await overview({ superCategoryId: 2 });
    expect(bucket(elsewhere, '0-30').quantity).toBe(0);
  });
});

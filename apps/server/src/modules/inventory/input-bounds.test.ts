import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createTestApp, demoAccounts, type TestApp } from '../../test/test-app.js';

// Found by the API fuzz suite (platform/fuzz), on PostgreSQL: an id past its integer columns and an
// empty IMEI list were database errors, answered 500.
let t: TestApp;
let token: string;
beforeEach(async () => {
  t = await createTestApp();
  token = await t.tokenFor(demoAccounts.owner.phone);
});
afterEach(() => t.close());

describe('inventory input at its bounds', () => {
  it('refuses an id past 2^31 - 1 as not valid, in a query or a body', async () => {
    const brands = await t.call('GET', 'category/brandList?categoryId=2147483648', { token });
    expect(brands.body).toEqual({ status: 400, error: 'categoryId is not valid' });
    const overview = await t.call('POST', 'reports/inventoryOverview', {
      token,
      body: { modelId: 9007199254740991 },
    });
    expect(overview.body).toEqual({ status: 400, error: 'modelId is not valid' });
    const product = await t.call('POST', 'inventory/getProduct', { token, body: { productId: 2 ** 31 } });
    expect(product.body).toEqual({ status: 400, error: 'productId is not valid' });
  });

  it('takes the largest id as naming nothing', async () => {
    const product = await t.call('POST', 'inventory/getProduct', { token, body: { productId: 2 ** 31 - 1 } });
    expect(product.http).toBe(404);
  });

  it('answers an empty IMEI list as nothing to object to, for adding and for selling', async () => {
    for (const purpose of ['add', 'sale']) {
      const res = await t.call('POST', 'inventory/imei', { token, body: { imei: [], purpose } });
      expect(res.body).toEqual({ status: 200, message: 'IMEIs are valid' });
    }
  });
});

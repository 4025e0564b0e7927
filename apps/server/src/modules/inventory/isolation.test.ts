import { messages } from '@galla/domain/messages';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createTestApp, demoAccounts, type TestApp } from '../../test/test-app.js';
import { productBody, secondShopToken } from './test-helpers.js';

// Another shop cannot read, change or even learn of this shop's products, distributors or IMEIs.
let t: TestApp;
let mine: string;
let theirs: string;
let productId: number;
let distributorId: number;
beforeEach(async () => {
  t = await createTestApp();
  mine = await t.tokenFor(demoAccounts.owner.phone);
  theirs = await secondShopToken(t);
  const pune = (await t.call('GET', 'user/pincode/411001')).body.data;
  distributorId = (
    await t.call('POST', 'distributor/addDistributor', {
      token: mine,
      body: {
        name: 'Secret Supplier',
        addressLine1: 'Lane 1',
        state: pune.stateId,
        city: pune.cityId,
        pinCode: '411001',
        gstNumber: '27AAPFU0939F1ZV',
        mobileNo: '9822012345',
      },
    })
  ).body.data.distributerId;
  productId = (
    await t.call('POST', 'inventory/addModel', {
      token: mine,
      body: productBody({
        modelName: 'Secret Widget',
        scanId: 'SECRET-1',
        modelQuantity: 1,
        imei: '490154203237518',
        distributorId,
      }),
    })
  ).body.data.productId;
});
afterEach(async () => {
  await t.close();
});

const as = (token: string, path: string, body: object) => t.call('POST', path, { token, body });

describe('cross-shop isolation', () => {
  it('another shop sees none of my products, by list, name or barcode', async () => {
    expect((await as(theirs, 'inventory/getModels', {})).body.data).toEqual([]);
    expect((await as(theirs, 'inventory/searchProduct', { name: 'Secret Widget' })).body.status).toBe(204);
    expect(
      (await as(theirs, 'inventory/searchProduct', { name: 'SECRET-1', isBarcode: true })).body.status,
    ).toBe(204);
    expect((await as(theirs, 'inventory/scan', { scan: 'SECRET-1' })).body.status).toBe(204);
  });

  it('another shop cannot change my product or link my distributor', async () => {
    const res = await as(theirs, 'inventory/updateQuantity', {
      productId,
      modelQuantity: 0,
      purchasePrice: 1,
      sellingPrice: 1,
      reason: 'stockLoss',
    });
    expect(res.body).toEqual({ status: 404, error: messages.noSuchProduct });
    const linked = await as(theirs, 'inventory/addModel', productBody({ distributorId, gst: undefined }));
    expect(linked.body.error).toBe(messages.unknownDistributor);
    const mineStill = await as(mine, 'inventory/getModels', {});
    expect(mineStill.body.data[0]).toMatchObject({ productId, modelQuantity: 1 });
  });

  it('another shop cannot learn of my distributors', async () => {
    expect((await as(theirs, 'distributor/getDistributor', { searchData: 'Secret' })).body).toEqual({
      status: 204,
      message: messages.noDistributor,
    });
    expect((await as(theirs, 'distributor/getDistributor', { searchData: '' })).body.status).toBe(204);
  });

  it("my IMEIs are neither in another shop's stock nor blocked for it", async () => {
    const sale = await as(theirs, 'inventory/imei', { imei: '490154203237518', purpose: 'sale' });
    expect(sale.body.error).toBe(messages.imeiNotInStock('490154203237518'));
    const add = await as(theirs, 'inventory/imei', { imei: '490154203237518', purpose: 'add' });
    expect(add.body.status).toBe(200);
  });

  it("another shop's overview counts none of my stock", async () => {
    const report = await as(theirs, 'reports/inventoryOverview', {});
    expect(report.body.data.data.report.every((b: { quantity: number }) => b.quantity === 0)).toBe(true);
    expect((await as(theirs, 'reports/inventoryOverviewOptions', {})).body.data.superCategories).toEqual([]);
  });

  it("another shop naming my product's id in the overview learns nothing of it", async () => {
    const report = await as(theirs, 'reports/inventoryOverview', { modelId: productId });
    expect(report.body.status).toBe(200);
    expect(report.body.data.data.modelName).toBeNull();
    expect(JSON.stringify(report.body)).not.toContain('Secret Widget');
    const own = await as(mine, 'reports/inventoryOverview', { modelId: productId });
    expect(own.body.data.data.modelName).toBe('Secret Widget');
  });
});

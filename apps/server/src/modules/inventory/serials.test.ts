import { messages } from '@galla/domain/messages';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createTestApp, demoAccounts, type TestApp } from '../../test/test-app.js';
import { productBody, secondShopToken } from './test-helpers.js';

// Issue 17, "Also": the IMEI picker of a bill line lists the numbers in stock.

let t: TestApp;
let token: string;
beforeEach(async () => {
  t = await createTestApp();
  token = await t.tokenFor(demoAccounts.owner.phone);
});
afterEach(() => t.close());

const serials = (productId: number, as = token) =>
  t.call('POST', 'inventory/serialsInStock', { token: as, body: { productId } });

describe('inventory/serialsInStock', () => {
  it('lists the numbers in stock, and no longer one that was sold', async () => {
    const phone = (
      await t.call('POST', 'inventory/addModel', {
        token,
        body: productBody({ modelName: 'Redmi 13C', modelQuantity: 3, imei: 'IMEI0001,IMEI0002,IMEI0003' }),
      })
    ).body.data;
    expect((await serials(phone.productId)).body).toEqual({
      status: 200,
      data: ['IMEI0001', 'IMEI0002', 'IMEI0003'],
    });

    const sold = await t.call('POST', 'billing/saveInvoice', {
      token,
      body: {
        billtype: 'GST',
        paymentMode1: 'cash',
        paymentMode1Amount: 149,
        productDetails: [
          { productId: phone.productId, quantity: 1, price: 149, gstPercent: 18, productNote: 'IMEI0002' },
        ],
      },
    });
    expect(sold.http).toBe(200);
    expect((await serials(phone.productId)).body.data).toEqual(['IMEI0001', 'IMEI0003']);
  });

  it('is the shop’s own: another shop asking gets no product, and bad input changes nothing', async () => {
    const phone = (
      await t.call('POST', 'inventory/addModel', {
        token,
        body: productBody({ modelQuantity: 1, imei: 'IMEI0009' }),
      })
    ).body.data;
    const other = await secondShopToken(t);
    expect((await serials(phone.productId, other)).body).toEqual({
      status: 404,
      error: messages.noSuchProduct,
    });
    expect((await t.call('POST', 'inventory/serialsInStock', { token, body: { productId: 'x' } })).http).toBe(
      400,
    );
  });
});

import { messages } from '@galla/domain/messages';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { ledgerSum, secondShopToken, stockOf } from '../inventory/test-helpers.js';
import { addProduct, billBody, demoPhone } from './test-helpers.js';

// Issue 17, item 5: selling more than is in stock, by the shop's setting.

let t: TestApp;
let token: string;
let covers: number;
beforeEach(async () => {
  t = await createTestApp();
  token = await t.tokenFor(demoPhone);
  ({ productId: covers } = await addProduct(t, token, {
    modelName: 'Silicone Back Cover',
    modelQuantity: 47,
    purchasePrice: 50,
    sellingPrice: 100,
    MRP: 200,
  }));
});
afterEach(() => t.close());

const save = (body: object) => t.call('POST', 'billing/saveInvoice', { token, body });
const setting = (allowNegativeStock: number, as = token) =>
  t.call('POST', 'user/updateStockSetting', { token: as, body: { allowNegativeStock } });
const sixty = () => billBody([{ productId: covers, quantity: 60, price: 100 }], 6000, { totalAmount: 6000 });

describe('selling below zero', () => {
  it('is allowed by default, with the low-inventory warning, and the profile says so', async () => {
    const profile = await t.call('GET', 'user/getProfile', { token });
    expect(profile.body.data[0].allowNegativeStock).toBe(1);
    const saved = await save(sixty());
    expect(saved.http).toBe(200);
    expect(saved.body.data.inventoryLowMessage).toBe(messages.inventoryLow('Silicone Back Cover'));
    expect(await stockOf(t, covers)).toBe(-13_000);
  });

  it('turned off by the owner, refuses the bill naming the product, and changes nothing', async () => {
    const changed = await setting(0);
    expect(changed.body).toMatchObject({ status: 200, message: messages.stockSettingUpdated });
    expect(changed.body.data[0].allowNegativeStock).toBe(0);

    const refused = await save(sixty());
    expect(refused.body).toEqual({
      status: 400,
      error: messages.notEnoughStock('Silicone Back Cover', '47 Pcs'),
    });
    expect(await stockOf(t, covers)).toBe(47_000);
    expect(await ledgerSum(t, covers)).toBe(47_000);
    expect(await t.db.selectFrom('invoices').select('id').execute()).toEqual([]);

    const exact = await save(
      billBody([{ productId: covers, quantity: 47, price: 100 }], 4700, { totalAmount: 4700 }),
    );
    expect(exact.http).toBe(200);
    expect(await stockOf(t, covers)).toBe(0);
  });

  it('turned off, an edit may not take more than came back, but may keep what it sold', async () => {
    await setting(0);
    const first = await save(
      billBody([{ productId: covers, quantity: 40, price: 100 }], 4000, { totalAmount: 4000 }),
    );
    const invoiceId = first.body.data.invoiceDetails[0].invoiceId;
    const edit = (quantity: number) =>
      t.call('POST', 'billing/editInvoice', {
        token,
        body: {
          ...billBody([{ productId: covers, quantity, price: 100 }], quantity * 100, {
            totalAmount: quantity * 100,
          }),
          invoiceId,
        },
      });
    const more = await edit(48);
    expect(more.body.error).toBe(messages.notEnoughStock('Silicone Back Cover', '47 Pcs'));
    expect(await stockOf(t, covers)).toBe(7_000);
    expect((await edit(47)).http).toBe(200);
    expect(await stockOf(t, covers)).toBe(0);
  });

  it('is each shop’s own setting, and bad input changes nothing', async () => {
    expect((await setting(2)).http).toBe(400);
    expect((await t.call('GET', 'user/getProfile', { token })).body.data[0].allowNegativeStock).toBe(1);
    const other = await secondShopToken(t);
    expect((await setting(0, other)).http).toBe(200);
    // The other shop's choice is its own: this shop still sells below zero.
    expect((await save(sixty())).http).toBe(200);
  });
});

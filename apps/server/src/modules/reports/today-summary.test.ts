import { istDate } from '@galla/domain/financial-year';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { addProduct, billBody, demoPhone } from '../billing/test-helpers.js';
import { secondShopToken } from '../inventory/test-helpers.js';

// Issue 17, item 11: the home page's figures for today, which must agree with the invoices.

let t: TestApp;
let token: string;
beforeEach(async () => {
  t = await createTestApp();
  token = await t.tokenFor(demoPhone);
});
afterEach(() => t.close());

const summary = async (as = token) => (await t.call('GET', 'reports/todaySummary', { token: as })).body;
const save = (body: object) => t.call('POST', 'billing/saveInvoice', { token, body });

describe('reports/todaySummary', () => {
  it('is all zeros for a shop with no bills and no stock', async () => {
    expect(await summary()).toEqual({
      status: 200,
      data: {
        date: istDate(t.clock.now()),
        sales: { totalAmount: 0, bills: 0 },
        payments: [],
        lowStock: { count: 0, items: [] },
      },
    });
  });

  it('counts today’s completed bills once each, by payment mode, and lists low stock', async () => {
    const { productId: phone } = await addProduct(t, token, {
      modelName: 'Redmi A3',
      modelQuantity: 12,
      sellingPrice: 118,
      MRP: 200,
    });
    await addProduct(t, token, { modelName: 'Plenty Cover', modelQuantity: 50 });

    await save(billBody([{ productId: phone, quantity: 1 }], 118, { totalAmount: 118 }));
    await save(
      billBody([{ productId: phone, quantity: 2 }], 136, {
        totalAmount: 236,
        paymentMode2: 'upi',
        paymentMode2Amount: 100,
      }),
    );
    // Edited: only its current version counts.
    const edited = await save(billBody([{ productId: phone, quantity: 1 }], 118, { totalAmount: 118 }));
    await t.call('POST', 'billing/editInvoice', {
      token,
      body: {
        ...billBody([{ productId: phone, quantity: 3 }], 354, { totalAmount: 354 }),
        invoiceId: edited.body.data.invoiceDetails[0].invoiceId,
      },
    });
    // Cancelled, and one dated yesterday: neither is today's sales.
    const cancelled = await save(billBody([{ productId: phone, quantity: 1 }], 118, { totalAmount: 118 }));
    await t.call('POST', 'billing/cancelInvoice', {
      token,
      body: { invoiceId: cancelled.body.data.invoiceDetails[0].invoiceId },
    });
    const yesterday = istDate(new Date(t.clock.now().getTime() - 86_400_000));
    await save(
      billBody([{ productId: phone, quantity: 1 }], 118, { totalAmount: 118, invoice_date: yesterday }),
    );

    const { data } = await summary();
    expect(data.sales).toEqual({ totalAmount: 118 + 236 + 354, bills: 3 });
    expect(data.payments).toEqual([
      { mode: 'cash', label: 'Cash', amount: 118 + 136 + 354 },
      { mode: 'upi', label: 'UPI', amount: 100 },
    ]);
    const paid = data.payments.reduce((sum: number, p: { amount: number }) => sum + p.amount, 0);
    expect(paid).toBe(data.sales.totalAmount);
    // 12 − 1 − 2 − 3 − 1 (yesterday) = 5 left; the cancelled bill gave its one back.
    expect(data.lowStock).toEqual({
      count: 1,
      items: [{ productId: phone, modelName: 'Redmi A3', modelQuantity: 5, units: 'Pcs' }],
    });
  });

  it('is the shop’s own: another shop sees none of it', async () => {
    const { productId } = await addProduct(t, token, { modelQuantity: 3 });
    await save(billBody([{ productId, quantity: 1, price: 149 }], 149, { totalAmount: 149 }));
    const other = await summary(await secondShopToken(t));
    expect(other.data.sales).toEqual({ totalAmount: 0, bills: 0 });
    expect(other.data.lowStock.count).toBe(0);
  });
});

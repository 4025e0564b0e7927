import { limitMessages, MAX_AMOUNT_RUPEES, MAX_QUANTITY } from '@galla/contracts/limits';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { stockOf } from '../inventory/test-helpers.js';
import { openBill, stepLine } from './draft-test-helpers.js';
import { addProduct, billBody, demoPhone } from './test-helpers.js';

// Amounts and quantities are bounded where they enter (packages/contracts/src/limits.ts); a bill whose
// figures each pass but whose total cannot be worked out exactly is a 400 too. Before the limits, the
// largest amount the contract accepted (2^53 - 1 paise) made the invoice maths throw: a 500.
let t: TestApp;
let token: string;
let productId: number;
beforeEach(async () => {
  t = await createTestApp();
  token = await t.tokenFor(demoPhone);
  ({ productId } = await addProduct(t, token, { modelQuantity: 50, sellingPrice: 118, MRP: 200 }));
});
afterEach(() => t.close());

// The inputs: the largest price the contract took, and a large price times a quantity.
const hugePrice = { quantity: 1, price: '90071992547409.91' };
const hugeLine = { quantity: 1000, price: '9999999999999.99' };
const overQuantity = { quantity: MAX_QUANTITY + 1, price: 118 };

const post = (path: string, body: unknown) => t.call('POST', path, { token, body });
const invoiceCount = async () =>
  Number(
    (
      await t.db
        .selectFrom('invoices')
        .select((e) => e.fn.countAll().as('n'))
        .executeTakeFirstOrThrow()
    ).n,
  );

describe('amount and quantity limits', () => {
  it.each([
    ['the largest price', hugePrice, limitMessages.amountTooLarge],
    ['a large price times a quantity', hugeLine, limitMessages.amountTooLarge],
    ['a quantity over the limit', overQuantity, limitMessages.quantityTooLarge],
  ])('billing/saveInvoice refuses %s with a 400 and saves nothing', async (_, line, message) => {
    const before = await invoiceCount();
    const res = await post('billing/saveInvoice', billBody([{ productId, ...line } as never], 0));
    expect(res.http).toBe(400);
    expect(res.body).toEqual({ status: 400, error: message });
    expect(await invoiceCount()).toBe(before);
    expect(await stockOf(t, productId)).toBe(50_000);
  });

  it.each([
    ['the largest price', hugePrice, limitMessages.amountTooLarge],
    ['a large price times a quantity', hugeLine, limitMessages.amountTooLarge],
  ])('billing/editInvoice refuses %s with a 400', async (_, line, message) => {
    const saved = await post('billing/saveInvoice', billBody([{ productId }], 118));
    const invoiceId = saved.body.data.invoiceDetails[0].invoiceId;
    const res = await post('billing/editInvoice', {
      ...billBody([{ productId, ...line } as never], 0),
      invoiceId,
    });
    expect(res.body).toEqual({ status: 400, error: message });
    const view = await post('billing/viewInvoice', { invoiceId });
    expect(view.body.data.status).toBe(1);
  });

  it.each([
    ['the largest price', hugePrice, limitMessages.amountTooLarge],
    ['a large price times a quantity', hugeLine, limitMessages.amountTooLarge],
  ])('billing/addProduct and updatePriceQuantity refuse %s with a 400', async (_, line, message) => {
    const billId = await openBill(t, token);
    const added = await post('billing/addProduct', stepLine(billId, productId, line));
    expect(added.body).toEqual({ status: 400, error: message });
    expect((await post('billing/addProduct', stepLine(billId, productId))).http).toBe(200);
    const updated = await post('billing/updatePriceQuantity', stepLine(billId, productId, line));
    expect(updated.body).toEqual({ status: 400, error: message });
  });

  it('inventory/addModel refuses a price or a quantity over the limit', async () => {
    const price = await post('inventory/addModel', {
      modelName: 'Gold bar',
      modelQuantity: 1,
      purchasePrice: MAX_AMOUNT_RUPEES + 1,
      sellingPrice: MAX_AMOUNT_RUPEES + 1,
      HSN: '7108',
      gst: 3,
    });
    expect(price.body).toEqual({ status: 400, error: limitMessages.amountTooLarge });
    const quantity = await post('inventory/addModel', {
      modelName: 'Rice grain',
      modelQuantity: MAX_QUANTITY + 1,
      purchasePrice: 1,
      sellingPrice: 1,
      HSN: '1006',
      gst: 5,
    });
    expect(quantity.body).toEqual({ status: 400, error: limitMessages.quantityTooLarge });
  });

  it('accepts a price and a quantity at their limits, and refuses a bill whose total overflows', async () => {
    const atPrice = await post(
      'billing/saveInvoice',
      billBody([{ productId, quantity: 1, price: MAX_AMOUNT_RUPEES }], MAX_AMOUNT_RUPEES),
    );
    expect(atPrice.body.data.invoiceDetails[0].totalAmount).toBe(MAX_AMOUNT_RUPEES);
    const atQuantity = await post(
      'billing/saveInvoice',
      billBody([{ productId, quantity: MAX_QUANTITY, price: 1 }], MAX_QUANTITY),
    );
    expect(atQuantity.body.data.invoiceDetails[0].totalAmount).toBe(MAX_QUANTITY);

    const atLimit = { productId, quantity: MAX_QUANTITY, price: MAX_AMOUNT_RUPEES };
    // Ten such lines come to 10^16 paise, past 2^53: no figure is over its limit, the sum is.
    const others: number[] = [];
    for (let i = 0; i < 9; i++)
      others.push((await addProduct(t, token, { modelName: `Big ${i}` })).productId);
    const before = await invoiceCount();
    const ten = await post(
      'billing/saveInvoice',
      billBody([atLimit, ...others.map((id) => ({ ...atLimit, productId: id }))], 0),
    );
    expect(ten.http).toBe(400);
    expect(ten.body).toEqual({ status: 400, error: limitMessages.totalTooLarge });
    expect(await invoiceCount()).toBe(before);
  });
});

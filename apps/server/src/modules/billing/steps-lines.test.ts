import { invoiceMessages } from '@galla/domain/invoice-math';
import { messages } from '@galla/domain/messages';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { openBill, stepLine } from './draft-test-helpers.js';
import { addProduct, billBody, demoPhone } from './test-helpers.js';

let t: TestApp;
let token: string;
let billId: number;
let cover: number;
beforeEach(async () => {
  t = await createTestApp();
  token = await t.tokenFor(demoPhone);
  billId = await openBill(t, token);
  ({ productId: cover } = await addProduct(t, token, {
    modelName: 'Cover',
    modelQuantity: 50,
    sellingPrice: 118,
    MRP: 200,
  }));
});
afterEach(() => t.close());

const call = (path: string, body: unknown) => t.call('POST', `billing/${path}`, { token, body });

describe('billing/addProduct', () => {
  it('answers every line with its figures and the summary, in rupees', async () => {
    const res = await call('addProduct', stepLine(billId, cover, { quantity: 2 }));
    expect(res.http).toBe(200);
    expect(res.body.message).toBe('Product added to the bill');
    expect(res.body.data).toMatchObject({
      billId,
      invoiceId: billId,
      status: 'open',
      billtype: 'GST',
      gst: 'CGST and SGST',
      lines: [
        {
          productId: cover,
          modelName: 'Cover',
          quantity: 2,
          price: 118,
          gstPercent: 18,
          amountBeforeTax: 200,
          cgstAmount: 18,
          sgstAmount: 18,
          igstAmount: 0,
          amount: 236,
        },
      ],
      summary: { totalQuantity: 2, amountBeforeTax: 200, totalTax: 36, totalAmount: 236 },
    });
    expect(res.body.data.inventoryLowMessage).toBeUndefined();
  });

  it("refuses a second add of the same product: 'Product already in list'", async () => {
    await call('addProduct', stepLine(billId, cover));
    const again = await call('addProduct', stepLine(billId, cover, { quantity: 3 }));
    expect(again.http).toBe(400);
    expect(again.body).toEqual({ status: 400, error: messages.productAlreadyInList });
  });

  it('takes modelId as the same shop product id', async () => {
    const res = await call('addProduct', {
      billId,
      invoiceId: billId,
      modelId: cover,
      quantity: 1,
      price: 118,
    });
    expect(res.http).toBe(200);
    // Without gstPercent the product's own rate applies.
    expect(res.body.data.lines[0]).toMatchObject({ productId: cover, gstPercent: 18 });
  });

  it('says the inventory is low when the bill leaves 10 units or fewer', async () => {
    const { productId: low } = await addProduct(t, token, {
      modelName: 'Charger',
      modelQuantity: 12,
      sellingPrice: 118,
      MRP: 200,
    });
    const res = await call('addProduct', stepLine(billId, low, { quantity: 2 }));
    expect(res.body.data.inventoryLowMessage).toBe(messages.inventoryLow('Charger'));
    const other = await call('addProduct', stepLine(billId, cover));
    expect(other.body.data.inventoryLowMessage).toBe(messages.inventoryLow('Charger'));
    // Removing another line still reports what this bill leaves low.
    const removed = await call('deleteProduct', { billId, invoiceId: billId, productId: cover });
    expect(removed.body.data.inventoryLowMessage).toBe(messages.inventoryLow('Charger'));
  });

  it.each([
    [{ price: null }, invoiceMessages.sellingPriceEmpty],
    [{ price: undefined }, invoiceMessages.sellingPriceEmpty],
    [{ quantity: 0 }, invoiceMessages.quantityBelowOne],
    [{ gstPercent: 7 }, messages.gstRateUnknown],
    [{ quantity: 2, discountAmount: 237 }, invoiceMessages.discountTooHigh],
    [{ amount: 117 }, messages.totalMismatch('amount of line 1')],
    [{ productNote: '111,111' }, messages.imeiDuplicate('111')],
    [{ productId: 999_999 }, messages.noSuchProduct],
  ])('refuses a line %j with the spec message', async (overrides, error) => {
    const res = await call('addProduct', stepLine(billId, cover, overrides));
    expect(res.http).toBe(400);
    expect(res.body).toEqual({ status: 400, error });
    const bill = await t.db
      .selectFrom('bill_drafts')
      .select('lines')
      .where('id', '=', billId)
      .executeTakeFirstOrThrow();
    expect(bill.lines).toBe('[]');
  });

  it("'GST is required' for a product without a rate when the line names none", async () => {
    const { productId } = await addProduct(t, token, {
      modelName: 'Loose item',
      gst: null,
      sellingPrice: 100,
      MRP: 100,
    });
    const res = await call('addProduct', { billId, productId, quantity: 1, price: 100 });
    expect(res.body).toEqual({ status: 400, error: invoiceMessages.gstRequired });
  });

  it('ignores the discount box when isDiscount is off', async () => {
    const on = await call('addProduct', stepLine(billId, cover, { isDiscount: 'yes', discountAmount: 18 }));
    expect(on.body.data.lines[0]).toMatchObject({ discountAmount: 18, amount: 100, isDiscount: true });
    const off = await call(
      'updatePriceQuantity',
      stepLine(billId, cover, { isDiscount: false, discountAmount: 18 }),
    );
    expect(off.body.data.lines[0]).toMatchObject({ discountAmount: 0, amount: 118, isDiscount: false });
  });
});

describe('billing/updatePriceQuantity and deleteProduct', () => {
  it('replaces the line of the product and refigures the bill', async () => {
    await call('addProduct', stepLine(billId, cover));
    const res = await call(
      'updatePriceQuantity',
      stepLine(billId, cover, { quantity: 3, price: 100, gstPercent: 5 }),
    );
    expect(res.http).toBe(200);
    expect(res.body.message).toBe('Bill updated');
    expect(res.body.data.lines).toHaveLength(1);
    expect(res.body.data.lines[0]).toMatchObject({
      quantity: 3,
      price: 100,
      gstPercent: 5,
      amount: 300,
      amountBeforeTax: 285.71,
    });
    expect(res.body.data.summary).toMatchObject({ cgstAmount: 7.15, sgstAmount: 7.14, totalAmount: 300 });
    const bad = await call('updatePriceQuantity', stepLine(billId, cover, { quantity: 0 }));
    expect(bad.body.error).toBe(invoiceMessages.quantityBelowOne);
  });

  it("answers 404 'This product is not in the bill' for a product the bill does not have", async () => {
    const update = await call('updatePriceQuantity', stepLine(billId, cover));
    expect(update.http).toBe(404);
    expect(update.body.error).toBe(messages.productNotInBill);
    const remove = await call('deleteProduct', { billId, productId: cover });
    expect(remove.http).toBe(404);
    expect(remove.body.error).toBe(messages.productNotInBill);
  });

  it('removes the line and answers the rest', async () => {
    const { productId: cable } = await addProduct(t, token, {
      modelName: 'Cable',
      sellingPrice: 236,
      MRP: 300,
    });
    await call('addProduct', stepLine(billId, cover));
    await call('addProduct', stepLine(billId, cable, { price: 236 }));
    const res = await call('deleteProduct', { billId, invoiceId: billId, modelId: cover });
    expect(res.http).toBe(200);
    expect(res.body.message).toBe('Product removed from the bill');
    expect(res.body.data.lines.map((l: { productId: number }) => l.productId)).toEqual([cable]);
    expect(res.body.data.summary.totalAmount).toBe(236);
  });

  it('two adds at once both land on the bill', async () => {
    const { productId: cable } = await addProduct(t, token, {
      modelName: 'Cable',
      sellingPrice: 236,
      MRP: 300,
    });
    const [a, b] = await Promise.all([
      call('addProduct', stepLine(billId, cover)),
      call('addProduct', stepLine(billId, cable, { price: 236 })),
    ]);
    expect([a.http, b.http]).toEqual([200, 200]);
    const bill = await t.db
      .selectFrom('bill_drafts')
      .select('lines')
      .where('id', '=', billId)
      .executeTakeFirstOrThrow();
    expect(JSON.parse(bill.lines)).toHaveLength(2);
  });
});

describe('billing/editGstType', () => {
  it.each([
    ['IGST', 'IGST'],
    [1, 'IGST'],
    ['1', 'IGST'],
    ['CGST and SGST', 'CGST and SGST'],
    [0, 'CGST and SGST'],
  ])('gst %j is %s', async (gst, expected) => {
    await call('addProduct', stepLine(billId, cover));
    const res = await call('editGstType', { billId, invoiceId: billId, gst });
    expect(res.http).toBe(200);
    expect(res.body.message).toBe('GST type updated');
    expect(res.body.data.gst).toBe(expected);
    expect(res.body.data.summary.igstAmount).toBe(expected === 'IGST' ? 18 : 0);
    expect(res.body.data.summary.cgstAmount).toBe(expected === 'IGST' ? 0 : 9);
  });

  it('refuses anything else', async () => {
    const res = await call('editGstType', { billId, gst: 'VAT' });
    expect(res.body).toEqual({ status: 400, error: messages.gstTypeInvalid });
  });
});

describe('billing/editSerialNo', () => {
  it('answers the serial the bill will get, or sets the starting serial before the first bill', async () => {
    const peek = await call('editSerialNo', { billId });
    expect(peek.http).toBe(200);
    expect(peek.body.data).toMatchObject({
      billId,
      invoiceId: billId,
      serialNo: 1,
      billNo: 'INV/26-27/0001',
      canbereset: true,
      date: '2026-11-21',
      dateFormated: '21/11/2026',
    });
    const set = await call('editSerialNo', { billId, invoiceId: billId, serialNo: 100 });
    expect(set.body.data).toMatchObject({ serialNo: 100, billNo: 'INV/26-27/0100' });

    await call('saveInvoice', billBody([{ productId: cover }], 118));
    const late = await call('editSerialNo', { billId, serialNo: 5 });
    expect(late.body).toEqual({ status: 400, error: messages.billNumberNotAvailable });
    const after = await call('editSerialNo', { billId });
    expect(after.body.data).toMatchObject({ serialNo: 101, canbereset: false });
  });

  it.each([[-1], [0], ['']])('refuses serialNo %j', async (serialNo) => {
    const res = await call('editSerialNo', { billId, serialNo });
    expect(res.body).toEqual({ status: 400, error: messages.serialNotPositive });
  });
});

describe('naming the open bill', () => {
  it('404 for an unknown bill, 400 without ids', async () => {
    const unknown = await call('addProduct', stepLine(billId + 1, cover));
    expect(unknown.http).toBe(404);
    expect(unknown.body.error).toBe(messages.invoiceNotFound);
    const mismatched = await call('editGstType', { billId, invoiceId: billId + 1, gst: 'IGST' });
    expect(mismatched.http).toBe(404);
    const none = await call('deleteProduct', { productId: cover });
    expect(none.body).toEqual({ status: 400, error: messages.billRefRequired });
  });
});

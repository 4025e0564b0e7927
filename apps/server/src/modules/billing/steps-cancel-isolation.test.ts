import { messages } from '@galla/domain/messages';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { ledgerSum, secondShopToken, stockOf } from '../inventory/test-helpers.js';
import { customerStep, openBill, stepLine } from './draft-test-helpers.js';
import { addProduct, billBody, demoPhone } from './test-helpers.js';

let t: TestApp;
let token: string;
let cover: number;
let billId: number;
beforeEach(async () => {
  t = await createTestApp();
  token = await t.tokenFor(demoPhone);
  ({ productId: cover } = await addProduct(t, token, {
    modelName: 'Cover',
    modelQuantity: 20,
    sellingPrice: 118,
    MRP: 200,
  }));
  billId = await openBill(t, token);
  await t.call('POST', 'billing/addProduct', { token, body: stepLine(billId, cover, { quantity: 2 }) });
});
afterEach(() => t.close());

const call = (path: string, body: unknown, as = token) =>
  t.call('POST', `billing/${path}`, { token: as, body });
const draftStatus = async () =>
  (await t.db.selectFrom('bill_drafts').select('status').where('id', '=', billId).executeTakeFirstOrThrow())
    .status;

describe('billing/cancelInvoice on an open bill', () => {
  it('cancels the draft: nothing numbered, no stock moved, no more changes', async () => {
    const res = await call('cancelInvoice', { billId, invoiceId: billId });
    expect(res.http).toBe(200);
    expect(res.body).toEqual({ status: 200, message: messages.invoiceCancelled });
    expect(await draftStatus()).toBe('cancelled');
    expect(await stockOf(t, cover)).toBe(20_000);
    expect(await ledgerSum(t, cover)).toBe(20_000);
    const again = await call('cancelInvoice', { billId });
    expect(again.http).toBe(200);
    for (const [path, body] of [
      ['addProduct', stepLine(billId, cover)],
      ['editGstType', { billId, gst: 'IGST' }],
      ['modeOfPayment', { billId, paymentMode1: 'Cash' }],
      ['viewModeOfPayment', { billId }],
    ] as const) {
      const refused = await call(path, body);
      expect(refused.body, path).toEqual({ status: 400, error: messages.billNotOpen });
    }
    const serial = await t.call('GET', 'billing/getSerialNo', { token });
    expect(serial.body.data.serialNo).toBe(1);
  });

  it("with a paid bill's draft ids it cancels the invoice it became, stock back once", async () => {
    const paid = await call('modeOfPayment', { billId, invoiceId: billId, paymentMode1: 'Cash' });
    expect(await stockOf(t, cover)).toBe(18_000);
    const res = await call('cancelInvoice', { billId, invoiceId: billId });
    expect(res.http).toBe(200);
    const view = await call('viewInvoice', { invoiceId: paid.body.data.invoiceId });
    expect(view.body.data.status).toBe(2);
    await call('cancelInvoice', { invoiceId: paid.body.data.invoiceId });
    expect(await stockOf(t, cover)).toBe(20_000);
    expect(await ledgerSum(t, cover)).toBe(20_000);
  });

  it("an invoice's own ids still cancel the invoice while a bill is open", async () => {
    const saved = await call('saveInvoice', billBody([{ productId: cover }], 118));
    const { invoiceId } = saved.body.data.invoiceDetails[0];
    const res = await call('cancelInvoice', { billId: invoiceId, invoiceId });
    expect(res.http).toBe(200);
    expect((await call('viewInvoice', { invoiceId })).body.data.status).toBe(2);
    expect(await draftStatus()).toBe('open');
  });
});

describe("another shop's token", () => {
  it('can neither read nor change an open bill or its lines', async () => {
    const other = await secondShopToken(t);
    const refused = [
      ['addProduct', stepLine(billId, cover)],
      ['updatePriceQuantity', stepLine(billId, cover, { quantity: 5 })],
      ['deleteProduct', { billId, invoiceId: billId, productId: cover }],
      ['editGstType', { billId, invoiceId: billId, gst: 'IGST' }],
      ['editSerialNo', { billId, invoiceId: billId, serialNo: 50 }],
      ['modeOfPayment', { billId, invoiceId: billId, paymentMode1: 'Cash' }],
      ['viewModeOfPayment', { billId, invoiceId: billId }],
      ['cancelInvoice', { billId, invoiceId: billId }],
      ['addCustomer', { quickCheckout: 'yes', billId }],
    ] as const;
    for (const [path, body] of refused) {
      const res = await call(path, body, other);
      expect([path, res.http, res.body.error]).toEqual([path, 404, messages.invoiceNotFound]);
    }
    const draft = await t.db
      .selectFrom('bill_drafts')
      .selectAll()
      .where('id', '=', billId)
      .executeTakeFirstOrThrow();
    expect(draft).toMatchObject({ status: 'open', gst_type: null });
    expect(JSON.parse(draft.lines)).toMatchObject([{ productId: cover, quantity: 2000 }]);
    // The owner's bill is untouched and still works.
    const mine = await call('editSerialNo', { billId });
    expect(mine.body.data).toMatchObject({ serialNo: 1, canbereset: true });
  });

  it("cannot read a paid bill's payments, nor put this shop's product on its own bill", async () => {
    const paid = await call('modeOfPayment', { billId, invoiceId: billId, paymentMode1: 'Cash' });
    const other = await secondShopToken(t);
    const byInvoice = await call('viewModeOfPayment', { invoiceId: paid.body.data.invoiceId }, other);
    expect(byInvoice.http).toBe(404);
    const theirs = await openBill(t, other, await customerStep(t, { mobileNumber: '9000000002' }));
    const res = await call('addProduct', stepLine(theirs, cover, { gstPercent: null }), other);
    expect(res.body).toEqual({ status: 400, error: messages.noSuchProduct });
  });
});

import { emiMessages } from '@galla/domain/emi';
import { messages } from '@galla/domain/messages';
import { paymentMessages } from '@galla/domain/payments';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { ledgerSum, stockOf } from '../inventory/test-helpers.js';
import { customerStep, openBill, stepLine } from './draft-test-helpers.js';
import { addProduct, billBody, demoPhone } from './test-helpers.js';

let t: TestApp;
let token: string;
let cover: number;
let cable: number;
beforeEach(async () => {
  t = await createTestApp();
  token = await t.tokenFor(demoPhone);
  ({ productId: cover } = await addProduct(t, token, {
    modelName: 'Cover',
    modelQuantity: 40,
    sellingPrice: 118,
    MRP: 200,
  }));
  ({ productId: cable } = await addProduct(t, token, {
    modelName: 'Cable',
    modelQuantity: 40,
    sellingPrice: 249.5,
    MRP: 300,
    gst: 5,
  }));
});
afterEach(() => t.close());

const call = (path: string, body: unknown) => t.call('POST', `billing/${path}`, { token, body });

/** A bill of 3 covers at 118 (18%) and 2 cables at 249.50 (5%) with 10 off: 843 in all. */
async function billWithLines(body?: Record<string, unknown>) {
  const billId = await openBill(t, token, body);
  await call('addProduct', stepLine(billId, cover, { quantity: 3 }));
  await call(
    'addProduct',
    stepLine(billId, cable, { quantity: 2, price: 249.5, gstPercent: 5, discountAmount: 10 }),
  );
  return billId;
}

const pay = (billId: number, payment: Record<string, unknown>) =>
  call('modeOfPayment', { billId, invoiceId: billId, ...payment });

const invoiceCount = async () => (await t.db.selectFrom('invoices').select('id').execute()).length;

describe('a whole step-variant bill', () => {
  it('customer → lines → payment makes the same invoice as saveInvoice, stock out through the ledger', async () => {
    const billId = await billWithLines(await customerStep(t));
    const paid = await pay(billId, {
      paymentMode1: 'Cash',
      paymentMode1Amount: 843,
      specialNote: 'Thank you',
    });
    expect(paid.http).toBe(200);
    expect(paid.body.message).toBe('Invoice saved successfully');
    const data = paid.body.data;
    expect(data).toMatchObject({
      draftId: billId,
      serialNo: 1,
      invoiceNumber: 'INV/26-27/0001',
      rewards: { points: 8 },
      invoiceDetails: [{ serialNo: 1, totalAmount: 843 }],
    });
    expect(data.billId).toBe(data.invoiceId);
    expect(data.invoiceId).toBeLessThan(1_000_000_000);
    expect(await stockOf(t, cover)).toBe(37_000);
    expect(await stockOf(t, cable)).toBe(38_000);
    expect(await ledgerSum(t, cover)).toBe(37_000);
    expect(await ledgerSum(t, cable)).toBe(38_000);

    // The same bill on the single-screen variant, for the same customer.
    const body = billBody(
      [
        { productId: cover, quantity: 3, price: 118 },
        { productId: cable, quantity: 2, price: 249.5, gstPercent: 5 },
      ],
      843,
      { remark: 'Thank you', customerMobileNumber: '9123456780' },
    );
    body.productDetails[1] = { ...body.productDetails[1]!, discountAmount: 10 };
    const singleSaved = await call('saveInvoice', body);
    expect(singleSaved.http).toBe(200);

    const view = (invoiceId: number) => call('viewInvoice', { invoiceId });
    const stepView = (await view(data.invoiceId)).body.data;
    const singleView = (await view(singleSaved.body.data.invoiceDetails[0].invoiceId)).body.data;
    const figures = (v: typeof stepView) => ({
      lines: v.lines,
      totals: v.totals,
      hsnSummary: v.hsnSummary,
      payments: v.payments,
      gstType: v.gstType,
      customer: v.customer,
      remark: v.remark,
    });
    expect(figures(stepView)).toEqual(figures(singleView));
    expect(stepView.totals).toMatchObject({ totalAmount: 843, cgstAmount: 38.65, sgstAmount: 38.64 });
    expect(stepView.customer).toMatchObject({ customerName: 'Anil Kulkarni', stateCode: '27' });
    expect(await stockOf(t, cover)).toBe(34_000);
    expect(await ledgerSum(t, cover)).toBe(34_000);

    const after = await call('addProduct', stepLine(billId, cover));
    expect(after.body).toEqual({ status: 400, error: messages.billNotOpen });
  });

  it('paying twice, one after the other or at once, makes one bill', async () => {
    const billId = await billWithLines();
    const [a, b] = await Promise.all([
      pay(billId, { paymentMode1: 'Cash' }),
      pay(billId, { paymentMode1: 'Cash' }),
    ]);
    expect([a.http, b.http]).toEqual([200, 200]);
    expect(b.body.data.invoiceId).toBe(a.body.data.invoiceId);
    const third = await pay(billId, { paymentMode1: 'debit' });
    expect(third.http).toBe(200);
    expect(third.body.data.invoiceId).toBe(a.body.data.invoiceId);
    expect(await invoiceCount()).toBe(1);
    expect(await stockOf(t, cover)).toBe(37_000);
    expect(await ledgerSum(t, cover)).toBe(37_000);
    const draft = await t.db
      .selectFrom('bill_drafts')
      .select(['status', 'invoice_id'])
      .executeTakeFirstOrThrow();
    expect(draft).toEqual({ status: 'completed', invoice_id: a.body.data.invoiceId });
  });

  it('a refused payment leaves the bill open, unnumbered and the stock untouched', async () => {
    const billId = await billWithLines();
    const res = await pay(billId, { paymentMode1: 'Cash', paymentMode1Amount: 900 });
    expect(res.body).toEqual({ status: 400, error: paymentMessages.amountAboveTotal });
    expect(await invoiceCount()).toBe(0);
    expect(await stockOf(t, cover)).toBe(40_000);
    const ok = await pay(billId, { paymentMode1: 'Cash' });
    expect(ok.body.data.serialNo).toBe(1);
  });
});

describe('billing/modeOfPayment modes and viewModeOfPayment', () => {
  it('Cash and digitalWallet split: stored as cash and upi, read back in the step names', async () => {
    const billId = await billWithLines();
    const paid = await pay(billId, {
      paymentMode1: 'Cash',
      paymentMode1Amount: 500,
      paymentMode2: 'digitalWallet',
      paymentMode2Amount: 343,
    });
    expect(paid.http).toBe(200);
    const view = await call('viewInvoice', { invoiceId: paid.body.data.invoiceId });
    expect(view.body.data.payments).toEqual([
      { mode: 'cash', label: 'Cash', amount: 500 },
      { mode: 'upi', label: 'UPI', amount: 343 },
    ]);
    const expected = {
      billId: paid.body.data.billId,
      invoiceId: paid.body.data.invoiceId,
      paymentMode1: 'Cash',
      paymentMode1Amount: 500,
      paymentMode2: 'digitalWallet',
      paymentMode2Amount: 343,
      numberOfEmi: 0,
      emiAmount: 0,
      startDateEmi: null,
      endDateEmi: null,
      totalCreditAmount: 0,
      specialNote: null,
      roundedAmount: 843,
      dueBalance: 0,
      emiCompleted: 0,
    };
    const byDraft = await call('viewModeOfPayment', { billId, invoiceId: billId });
    expect(byDraft.http).toBe(200);
    expect(byDraft.body.data).toEqual(expected);
    const byInvoice = await call('viewModeOfPayment', { invoiceId: paid.body.data.invoiceId });
    expect(byInvoice.body.data).toEqual(expected);
  });

  it.each([
    ['debit', 'card'],
    ['Credit Card', 'card'],
    ['Digital Wallet', 'upi'],
    ['cash', 'cash'],
  ])('%s is stored as %s', async (mode, stored) => {
    const billId = await billWithLines();
    const paid = await pay(billId, { paymentMode1: mode });
    const rows = await t.db.selectFrom('invoice_payments').select(['mode', 'amount_paise']).execute();
    expect(rows).toEqual([{ mode: stored, amount_paise: 84_300 }]);
    const view = await call('viewModeOfPayment', { billId: paid.body.data.billId });
    expect(view.body.data.paymentMode1).toBe(mode);
  });

  it('finance: EMIs in the credit book, read back with the due balance', async () => {
    const billId = await billWithLines();
    const paid = await pay(billId, {
      paymentMode1: 'finance',
      numberOfEmi: 3,
      emiAmount: 281,
      startDateEmi: '21/12/2026',
      endDateEmi: '21/02/2027',
      totalCreditAmount: 843,
    });
    expect(paid.http).toBe(200);
    const emis = await t.db
      .selectFrom('credit_book_emis')
      .select(['due_date', 'amount_paise'])
      .orderBy('instalment')
      .execute();
    expect(emis).toEqual([
      { due_date: '2026-12-21', amount_paise: 28_100 },
      { due_date: '2027-01-21', amount_paise: 28_100 },
      { due_date: '2027-02-21', amount_paise: 28_100 },
    ]);
    const view = await call('viewModeOfPayment', { billId, invoiceId: billId });
    expect(view.body.data).toMatchObject({
      paymentMode1: 'finance',
      paymentMode1Amount: 843,
      paymentMode2: null,
      numberOfEmi: 3,
      emiAmount: 281,
      startDateEmi: '2026-12-21',
      endDateEmi: '2027-02-21',
      totalCreditAmount: 843,
      roundedAmount: 843,
      dueBalance: 843,
      emiCompleted: 0,
    });
  });

  it('finance with part of the total on credit: the rest is the down payment', async () => {
    const billId = await billWithLines();
    const paid = await pay(billId, { paymentMode1: 'finance', numberOfEmi: 2, totalCreditAmount: 600 });
    expect(paid.http).toBe(200);
    const credit = await t.db
      .selectFrom('credit_book')
      .select(['down_payment_paise', 'finance_paise', 'emi_paise', 'months'])
      .executeTakeFirstOrThrow();
    expect(credit).toEqual({
      down_payment_paise: 24_300,
      finance_paise: 60_000,
      emi_paise: 30_000,
      months: 2,
    });
  });

  it.each([
    [{ paymentMode1: null }, paymentMessages.modeRequired],
    [{ paymentMode1: 'bitcoin' }, paymentMessages.modeUnknown],
    [{ paymentMode1: 'Cash', paymentMode1Amount: 500 }, paymentMessages.secondModeRequired],
    [{ paymentMode1: 'Cash', paymentMode1Amount: 500, paymentMode2: 'cash' }, paymentMessages.secondModeSame],
    [
      { paymentMode1: 'Cash', paymentMode1Amount: 500, paymentMode2: 'debit', paymentMode2Amount: 300 },
      paymentMessages.secondAmountNotRemainder,
    ],
    [{ paymentMode1: 'finance', numberOfEmi: 0 }, emiMessages.monthsNotPositive],
    [{ paymentMode1: 'finance', numberOfEmi: 100 }, emiMessages.monthsTooMany],
    [{ paymentMode1: 'finance', totalCreditAmount: 0 }, emiMessages.downPaymentTooHigh],
    [{ paymentMode1: 'finance', totalCreditAmount: 900 }, paymentMessages.amountAboveTotal],
    [{ paymentMode1: 'finance', numberOfEmi: 3, emiAmount: 280 }, messages.totalMismatch('EMI amount')],
    [
      { paymentMode1: 'finance', numberOfEmi: 3, endDateEmi: '2027-03-21' },
      messages.totalMismatch('EMI end date'),
    ],
  ])('refuses %j', async (payment, error) => {
    const billId = await billWithLines();
    const res = await pay(billId, payment);
    expect(res.body).toEqual({ status: 400, error });
    expect(await invoiceCount()).toBe(0);
  });

  it("an empty bill: 'Select Contact or add products to list'; an open one has no payments yet", async () => {
    const billId = await openBill(t, token);
    const res = await pay(billId, { paymentMode1: 'Cash' });
    expect(res.body).toEqual({ status: 400, error: messages.selectContactOrProducts });
    const view = await call('viewModeOfPayment', { billId, invoiceId: billId });
    expect(view.body).toEqual({ status: 400, error: messages.paymentNotDone });
    const unknown = await call('viewModeOfPayment', { invoiceId: 424_242 });
    expect(unknown.http).toBe(404);
  });

  it('sells the IMEIs named on the line', async () => {
    const { productId: phone } = await addProduct(t, token, {
      modelName: 'Phone',
      modelQuantity: 2,
      sellingPrice: 11_800,
      MRP: 12_000,
      imei: '356789012345678,356789012345679',
    });
    const billId = await openBill(t, token);
    const added = await call(
      'addProduct',
      stepLine(billId, phone, { price: 11_800, productNote: '356789012345679' }),
    );
    expect(added.body.data.lines[0].productNote).toEqual(['356789012345679']);
    const wrong = await call(
      'updatePriceQuantity',
      stepLine(billId, phone, { price: 11_800, quantity: 2, productNote: '356789012345679' }),
    );
    expect(wrong.body.error).toBe(messages.imeiCountMismatch);
    const paid = await pay(billId, { paymentMode1: 'credit' });
    expect(paid.http).toBe(200);
    const serials = await t.db
      .selectFrom('product_serials')
      .select(['serial', 'status'])
      .orderBy('serial')
      .execute();
    expect(serials).toEqual([
      { serial: '356789012345678', status: 'in_stock' },
      { serial: '356789012345679', status: 'sold' },
    ]);
  });
});

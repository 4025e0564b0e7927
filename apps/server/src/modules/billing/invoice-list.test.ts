import { istDate } from '@galla/domain/financial-year';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { secondShopToken } from '../inventory/test-helpers.js';
import { addProduct, billBody, demoPhone } from './test-helpers.js';

// Issue 17, "Also": the invoice list's date filter, its total, and paid / part-paid / due per bill.

let t: TestApp;
let token: string;
let productId: number;
let today: string;
let yesterday: string;
beforeEach(async () => {
  t = await createTestApp();
  token = await t.tokenFor(demoPhone);
  ({ productId } = await addProduct(t, token, { modelQuantity: 100, sellingPrice: 118, MRP: 200 }));
  today = istDate(t.clock.now());
  yesterday = istDate(new Date(t.clock.now().getTime() - 86_400_000));
});
afterEach(() => t.close());

const save = (body: object) => t.call('POST', 'billing/saveInvoice', { token, body });
const list = async (body: object = {}, as = token) =>
  ((await t.call('POST', 'billing/searchInvoice', { token: as, body })).body.data ?? []) as {
    invoiceId: number;
    invoiceDate: string;
    totalAmount: number;
    paymentStatus: string | null;
    dueAmount: number;
  }[];
const total = async (body: object = {}, as = token) =>
  (await t.call('POST', 'billing/searchInvoiceTotal', { token: as, body })).body;
const finance = (downPayment: number) =>
  billBody([{ productId, quantity: 10, price: 118 }], 1180, {
    paymentMode1: 'finance',
    downPayment,
    numberOfMonths: 2,
    financeAmount: 1180 - downPayment,
    emiAmount: (1180 - downPayment) / 2,
    startDateEmi: undefined,
  });

describe('the invoice list', () => {
  it('says per bill whether it is paid, part-paid (finance after a down payment) or due', async () => {
    const cash = await save(billBody([{ productId, quantity: 1 }], 118, { totalAmount: 118 }));
    const part = await save(finance(180));
    const due = await save(finance(0));
    const cancelled = await save(billBody([{ productId, quantity: 1 }], 118, { totalAmount: 118 }));
    await t.call('POST', 'billing/cancelInvoice', {
      token,
      body: { invoiceId: cancelled.body.data.invoiceDetails[0].invoiceId },
    });
    const id = (saved: typeof cash) => saved.body.data.invoiceDetails[0].invoiceId;

    const byId = new Map((await list()).map((i) => [i.invoiceId, i]));
    expect(byId.get(id(cash))).toMatchObject({ paymentStatus: 'paid', dueAmount: 0 });
    expect(byId.get(id(part))).toMatchObject({ paymentStatus: 'partPaid', dueAmount: 1000 });
    expect(byId.get(id(due))).toMatchObject({ paymentStatus: 'due', dueAmount: 1180 });
    expect(byId.get(id(cancelled))).toMatchObject({ paymentStatus: null, dueAmount: 0 });
  });

  it('filters by invoice date, and totals every page of what it shows, cancelled bills left out', async () => {
    await save(billBody([{ productId, quantity: 1 }], 118, { totalAmount: 118, invoice_date: yesterday }));
    for (let i = 0; i < 3; i++) await save(billBody([{ productId, quantity: 2 }], 236, { totalAmount: 236 }));
    const cancelled = await save(billBody([{ productId, quantity: 1 }], 118, { totalAmount: 118 }));
    await t.call('POST', 'billing/cancelInvoice', {
      token,
      body: { invoiceId: cancelled.body.data.invoiceDetails[0].invoiceId },
    });

    const todays = await list({ fromDate: today, toDate: today });
    expect(todays.map((i) => i.invoiceDate)).toEqual([today, today, today, today]);
    expect((await list({ toDate: yesterday })).map((i) => i.totalAmount)).toEqual([118]);
    // The screen's dd/MM/yyyy is understood too.
    const [y, m, d] = today.split('-');
    expect(await list({ fromDate: `${d}/${m}/${y}` })).toHaveLength(4);

    expect(await total({ fromDate: today, toDate: today, numberOfItems: 1 })).toEqual({
      status: 200,
      data: { bills: 3, totalAmount: 708, dueAmount: 0 },
    });
    expect((await total()).data).toEqual({ bills: 4, totalAmount: 826, dueAmount: 0 });
    expect((await total({ fromDate: 'not a date' })).status).toBe(400);
  });

  it('is the shop’s own: another shop’s total is nothing', async () => {
    await save(billBody([{ productId, quantity: 1 }], 118, { totalAmount: 118 }));
    const other = await secondShopToken(t);
    expect((await total({}, other)).data).toEqual({ bills: 0, totalAmount: 0, dueAmount: 0 });
    expect(await list({}, other)).toEqual([]);
  });
});

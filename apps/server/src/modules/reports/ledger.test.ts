import { reportMessages } from '@galla/domain/report-range';
import ExcelJS from 'exceljs';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { addProduct, billBody, demoPhone } from '../billing/test-helpers.js';
import { secondShopToken } from '../inventory/test-helpers.js';

// ledger/saleAnalysisDetails and ledger/sendSalesReport (shop-operations §7), on both dialects.

let t: TestApp;
let token: string;
beforeEach(async () => {
  t = await createTestApp(); // the clock stands at 2026-11-21 (IST)
  token = await t.tokenFor(demoPhone);
});
afterEach(() => t.close());

const analysis = (body: object, as = token) =>
  t.call('POST', 'ledger/saleAnalysisDetails', { token: as, body });
const mail = (body: object, as = token) => t.call('POST', 'ledger/sendSalesReport', { token: as, body });
const save = (body: object) => t.call('POST', 'billing/saveInvoice', { token, body });
const outbox = async () =>
  (await t.call('GET', 'dev/outbox')).body.data as {
    id: number;
    channel: string;
    to: string;
    subject: string;
    body: string;
    attachments: { id: number; filename: string; contentType: string; size: number }[];
  }[];

/** October: 2 phones and 1 cover; November: 3 phones (one bill edited up from 1), one cancelled. */
async function trade() {
  const phone = (await addProduct(t, token, { modelName: 'Redmi A3', modelQuantity: 20, sellingPrice: 118 }))
    .productId;
  const cover = (await addProduct(t, token, { modelName: 'Cover', modelQuantity: 10, sellingPrice: 118 }))
    .productId;
  await save(
    billBody([{ productId: phone, quantity: 2 }, { productId: cover }], 354, { invoice_date: '2026-10-05' }),
  );
  const edited = await save(billBody([{ productId: phone }], 118, { invoice_date: '2026-11-02' }));
  await t.call('POST', 'billing/editInvoice', {
    token,
    body: {
      ...billBody([{ productId: phone, quantity: 3 }], 354, { invoice_date: '2026-11-02' }),
      invoiceId: edited.body.data.invoiceDetails[0].invoiceId,
    },
  });
  const cancelled = await save(billBody([{ productId: phone }], 118, { invoice_date: '2026-11-03' }));
  await t.call('POST', 'billing/cancelInvoice', {
    token,
    body: { invoiceId: cancelled.body.data.invoiceDetails[0].invoiceId },
  });
  return { phone, cover };
}

describe('ledger/saleAnalysisDetails', () => {
  it("answers 'No Sales Data present yet' for a shop without sales in the range", async () => {
    expect((await analysis({ fromDate: '2026-01-01', toDate: '2026-11-21' })).body).toEqual({
      status: 204,
      message: reportMessages.noSalesData,
    });
  });

  it('gives each month its stock-in and its completed sales; edits count once, cancellations never', async () => {
    const { phone } = await trade();
    const res = await analysis({ fromDate: '2026-09-15', toDate: '2026-11-21' });
    expect(res.http).toBe(200);
    expect(res.body.data.report).toEqual([
      { month: '2026-09', label: 'Sep 2026', inventory: 0, sales: 0, inventoryValue: 0, salesValue: 0 },
      { month: '2026-10', label: 'Oct 2026', inventory: 0, sales: 3, inventoryValue: 0, salesValue: 300 },
      // Both products were stocked today (30 units at ₹80); 3 phones sold on the edited bill.
      { month: '2026-11', label: 'Nov 2026', inventory: 30, sales: 3, inventoryValue: 2400, salesValue: 300 },
    ]);
    const one = await analysis({ fromDate: '2026-10-01', toDate: '2026-11-21', modelId: phone });
    expect(one.body.data.report.map((m: { sales: number }) => m.sales)).toEqual([2, 3]);
    expect(one.body.data.modelName).toBe('Redmi A3');
  });

  it('reconciles: the months’ sales add up to the taxable value of the completed invoices', async () => {
    await trade();
    const res = await analysis({ fromDate: '2026-01-01', toDate: '2026-11-21' });
    const sum = res.body.data.report.reduce(
      (s: number, m: { salesValue: number }) => s + m.salesValue * 100,
      0,
    );
    const invoices = await t.db
      .selectFrom('invoices')
      .select('taxable_paise')
      .where('status', '=', 1)
      .execute();
    expect(Math.round(sum)).toBe(invoices.reduce((s, i) => s + i.taxable_paise, 0));
  });

  it("a finished month's stored figures give way at once when one of its bills is edited or cancelled", async () => {
    const { phone } = await trade();
    const range = { fromDate: '2026-10-01', toDate: '2026-11-21' };
    const october = async () => (await analysis(range)).body.data.report[0];
    expect(await october()).toMatchObject({ sales: 3, salesValue: 300 });
    expect(await october()).toMatchObject({ sales: 3, salesValue: 300 }); // now from the cache
    expect(await t.db.selectFrom('report_month_cache').select('month').execute()).toEqual([
      { month: '2026-10' },
    ]);
    const octoberBill = await t.db
      .selectFrom('invoices')
      .select('id')
      .where('invoice_date', '=', '2026-10-05')
      .executeTakeFirstOrThrow();
    await t.call('POST', 'billing/editInvoice', {
      token,
      body: {
        ...billBody([{ productId: phone }], 118, { invoice_date: '2026-10-05' }),
        invoiceId: octoberBill.id,
      },
    });
    expect(await october()).toMatchObject({ sales: 1, salesValue: 100 });
    const edited = await t.db
      .selectFrom('invoices')
      .select('id')
      .where('invoice_date', '=', '2026-10-05')
      .where('status', '=', 1)
      .executeTakeFirstOrThrow();
    await t.call('POST', 'billing/cancelInvoice', { token, body: { invoiceId: edited.id } });
    expect(await october()).toMatchObject({ sales: 0, salesValue: 0 });
  });

  it.each([
    [{ fromDate: '2025-11-30', toDate: '2026-11-01' }, reportMessages.rangeExceeds],
    [{ fromDate: '2026-11-02', toDate: '2026-11-01' }, reportMessages.fromAfterTo],
    [{ fromDate: '2026-11-01', toDate: '2026-11-22' }, reportMessages.futureDate],
    [{ fromDate: '2026-02-30', toDate: '2026-11-01' }, reportMessages.dateInvalid],
  ])('refuses %o with a clear message', async (body, message) => {
    expect((await analysis(body)).body).toMatchObject({ status: 400, error: message });
    expect((await mail(body)).body).toMatchObject({ status: 400, error: message });
    expect(await outbox()).toEqual([]);
  });

  it("another shop sees none of this shop's sales, even naming its product", async () => {
    const { phone } = await trade();
    const other = await secondShopToken(t);
    const range = { fromDate: '2026-10-01', toDate: '2026-11-21' };
    expect((await analysis(range, other)).body.status).toBe(204);
    expect((await analysis({ ...range, modelId: phone }, other)).body.status).toBe(204);
    expect((await mail(range, other)).body.status).toBe(204);
    expect(await outbox()).toEqual([]);
  });
});

describe('ledger/sendSalesReport', () => {
  it("queues the sales report with its spreadsheet and PDF to the owner's registered e-mail", async () => {
    await trade();
    const res = await mail({ fromDate: '2026-10-01', toDate: '2026-11-21' });
    expect(res.body).toEqual({ status: 200, message: reportMessages.mailSent });
    const [sent, ...rest] = await outbox();
    expect(rest.filter((m) => m.channel === 'email')).toEqual([]);
    expect(sent).toMatchObject({ channel: 'email', to: 'demo@galla.local' });
    expect(sent!.subject).toContain('Sales Report');
    expect(sent!.subject).toContain('01/10/2026 to 21/11/2026');
    expect(sent!.body).toContain('Total billed: ₹708.00');
    expect(sent!.attachments.map((a) => a.filename)).toEqual([
      'sales-report-2026-10-01-to-2026-11-21.xlsx',
      'sales-report-2026-10-01-to-2026-11-21.pdf',
    ]);

    const xlsx = await t.app.inject({
      method: 'GET',
      url: `/api/v3/dev/outbox/attachments/${sent!.attachments[0]!.id}`,
    });
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(xlsx.rawPayload as unknown as ArrayBuffer);
    const sheet = book.worksheets[0]!;
    // Title, subtitle, blank, header, 2 bills, totals.
    expect(sheet.getRow(4).values).toContain('Invoice No.');
    expect(sheet.rowCount).toBe(7);
    const totals = sheet.getRow(7).values as unknown[];
    expect(totals).toContain('2 bills');
    expect(totals).toContain(708); // ₹354 + ₹354, as a number an accountant can sum
    expect(book.worksheets[1]!.name).toBe('Monthly');

    const pdf = await t.app.inject({
      method: 'GET',
      url: `/api/v3/dev/outbox/attachments/${sent!.attachments[1]!.id}`,
    });
    expect(pdf.headers['content-type']).toBe('application/pdf');
    expect(pdf.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
  });

  it("answers 'No Sales Data present yet' and mails nothing for a range without sales", async () => {
    await trade();
    expect((await mail({ fromDate: '2026-01-01', toDate: '2026-09-30' })).body).toEqual({
      status: 204,
      message: reportMessages.noSalesData,
    });
    expect(await outbox()).toEqual([]);
  });

  it('tells a shop without an e-mail address where to add one, and queues nothing', async () => {
    await trade();
    await t.db.updateTable('users').set({ email: null }).where('contact_number', '=', demoPhone).execute();
    expect((await mail({ fromDate: '2026-10-01', toDate: '2026-11-21' })).body).toEqual({
      status: 400,
      error: reportMessages.noShopEmail,
    });
    expect(await outbox()).toEqual([]);
    expect(await t.db.selectFrom('outbox_attachments').select('id').execute()).toEqual([]);
  });
});

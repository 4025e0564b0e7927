import { reportMessages } from '@galla/domain/report-range';
import ExcelJS from 'exceljs';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createTestApp, demoAccounts, type TestApp } from '../../test/test-app.js';
import { addProduct, billBody } from '../billing/test-helpers.js';

// expenses/sendExpenseReport and expenses/sendProfitnLossReport: the figures worked out on the
// server, mailed through the outbox as a spreadsheet and a PDF, on both dialects.

let t: TestApp;
let token: string;
beforeEach(async () => {
  t = await createTestApp(); // today is 2026-11-21 in India
  token = await t.tokenFor(demoAccounts.owner.phone);
});
afterEach(() => t.close());

const call = (path: string, body: object) => t.call('POST', `expenses/${path}`, { token, body });
type Sent = {
  channel: string;
  to: string;
  subject: string;
  body: string;
  attachments: { id: number; filename: string }[];
};
const emails = async () =>
  ((await t.call('GET', 'dev/outbox')).body.data as Sent[]).filter((m) => m.channel === 'email');

async function firstSheet(attachmentId: number) {
  const file = await t.app.inject({ method: 'GET', url: `/api/v3/dev/outbox/attachments/${attachmentId}` });
  const book = new ExcelJS.Workbook();
  await book.xlsx.load(file.rawPayload as unknown as ArrayBuffer);
  return book.worksheets[0]!;
}

async function rentCategory(): Promise<number> {
  const list = (await call('getCategoryExpenseList', {})).body.data.expenseCategory as {
    expenseCategoryId: number;
    expenseCategoryName: string;
  }[];
  return list.find((c) => c.expenseCategoryName === 'Rent')!.expenseCategoryId;
}

describe('expense report mail', () => {
  it('mails every occurrence of the range, a monthly rent three times, totalled', async () => {
    const rent = await rentCategory();
    await call('addExpense', {
      expenseCategoryId: rent,
      expenseRetailerName: 'Shop rent',
      amount: '12000.50',
      Date: '2026-08-05',
      isRecurring: true,
    });
    const res = await call('sendExpenseReport', { fromDate: '2026-09-01', toDate: '2026-11-21' });
    expect(res.body).toEqual({ status: 200, message: reportMessages.mailSent });

    const [mail, ...more] = await emails();
    expect(more).toEqual([]);
    expect(mail).toMatchObject({ to: 'demo@galla.local' });
    expect(mail!.subject).toContain('Expense Report');
    expect(mail!.body).toContain('Total spent: ₹36,001.50');
    expect(mail!.attachments.map((a) => a.filename)).toEqual([
      'expense-report-2026-09-01-to-2026-11-21.xlsx',
      'expense-report-2026-09-01-to-2026-11-21.pdf',
    ]);
    const sheet = await firstSheet(mail!.attachments[0]!.id);
    const cells = sheet.getSheetValues().flat().map(String);
    expect(cells.filter((c) => c === 'Shop rent')).toHaveLength(3);
  });

  it('refuses a range over twelve months and a shop without an e-mail, queueing nothing', async () => {
    expect((await call('sendExpenseReport', { fromDate: '2025-01-01', toDate: '2026-01-01' })).body).toEqual({
      status: 400,
      error: reportMessages.rangeExceeds,
    });
    await t.db
      .updateTable('users')
      .set({ email: null })
      .where('contact_number', '=', demoAccounts.owner.phone)
      .execute();
    expect((await call('sendExpenseReport', {})).body).toEqual({
      status: 400,
      error: reportMessages.noShopEmail,
    });
    expect(await emails()).toEqual([]);
  });
});

describe('profit and loss mail', () => {
  it("mails the server's own figures, whatever figures the request carries", async () => {
    const product = await addProduct(t, token, { modelName: 'Charger', modelQuantity: 5, sellingPrice: 118 });
    await t.call('POST', 'billing/saveInvoice', {
      token,
      body: billBody([{ productId: product.productId }], 118, { invoice_date: '2026-11-02' }),
    });
    const res = await call('sendProfitnLossReport', {
      fromDate: '2026-11-01',
      toDate: '2026-11-21',
      netProfit: 99999999,
    });
    expect(res.body).toEqual({ status: 200, message: reportMessages.mailSent });

    const [mail] = await emails();
    expect(mail!.subject).toContain('Profit and Loss');
    // ₹118 with 18% GST inside: the income is the taxable value, ₹100.
    expect(mail!.body).toContain('Income: ₹100.00');
    expect(mail!.body).not.toContain('99,999,999');
    expect(mail!.attachments.map((a) => a.filename)).toEqual([
      'profit-and-loss-2026-11-01-to-2026-11-21.xlsx',
      'profit-and-loss-2026-11-01-to-2026-11-21.pdf',
    ]);
  });
});

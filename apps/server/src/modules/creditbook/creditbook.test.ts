import { creditMessages } from '@galla/domain/credit';
import { messages } from '@galla/domain/messages';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { billBody, demoPhone } from '../billing/test-helpers.js';
import { secondShopToken } from '../inventory/test-helpers.js';
import { financeSale } from './test-helpers.js';

let t: TestApp;
let token: string;
let sale: Awaited<ReturnType<typeof financeSale>>;
beforeEach(async () => {
  t = await createTestApp();
  token = await t.tokenFor(demoPhone);
  sale = await financeSale(t, token);
});
afterEach(() => t.close());

const call = (path: string, body: object, as = token) =>
  t.call('POST', `creditbook/${path}`, { token: as, body });
const pay = (emi: number, amountRecieved: number | string, date = '2026-11-21', as = token) =>
  call(
    'postPayment',
    { creditId: sale.creditId, creditBookDetailsId: sale.emiIds[emi], amountRecieved, Date: date },
    as,
  );
const details = async () => (await call('getCreditDetails', { creditId: sale.creditId })).body.data;

describe('creditbook/searchCredits', () => {
  it('lists the finance sale with its customer, bill, EMIs and balance', async () => {
    const res = await call('searchCredits', { keyword: '', page: 1, numberOfItems: 20 });
    expect(res.body).toEqual({
      status: 200,
      data: [
        {
          creditId: sale.creditId,
          customerId: sale.customerId,
          customerName: 'Asha Kulkarni',
          mobileNumber: '9822098220',
          billId: sale.invoiceId,
          invoiceId: sale.invoiceId,
          billNumber: sale.invoiceNumber,
          dueBalance: 1000,
          startDate: '2026-12-21',
          endDate: '2027-02-21',
          totalEmi: 3,
          emiAmount: 333.33,
          totalAmount: 1000,
          receivedAmount: 0,
          status: 'open',
        },
      ],
    });
  });

  it('finds by name, mobile and bill number; pages by 20', async () => {
    for (const keyword of ['asha', '98220', sale.invoiceNumber.slice(-4)]) {
      expect((await call('searchCredits', { keyword })).body.data).toHaveLength(1);
    }
    expect((await call('searchCredits', { keyword: 'nobody' })).body.data).toEqual([]);
    expect((await call('searchCredits', { keyword: '', page: 2 })).body.data).toEqual([]);
  });
});

describe('creditbook/getCreditDetails', () => {
  it('shows the EMI table, the bill and what is due', async () => {
    const d = await details();
    expect(d.creditBookDetails).toMatchObject({
      creditId: sale.creditId,
      customerName: 'Asha Kulkarni',
      billNumber: sale.invoiceNumber,
      billAmount: 1180,
      downPayment: 180,
      totalAmount: 1000,
      receivedAmount: 0,
      dueBalance: 1000,
      invoiceDate: '2026-11-21',
    });
    expect(
      d.emiPayDetails.map((e: { endDate: string; amount: number; status: number }) => [
        e.endDate,
        e.amount,
        e.status,
      ]),
    ).toEqual([
      ['2026-12-21', 333.33, 0],
      ['2027-01-21', 333.33, 0],
      ['2027-02-21', 333.34, 0],
    ]);
  });
});

describe('creditbook/postPayment', () => {
  it('marks an EMI paid and lowers the balance', async () => {
    const res = await pay(0, 333.33);
    expect(res.body).toMatchObject({ status: 200, message: creditMessages.paymentRecorded });
    expect(res.body.data.creditBookDetails).toMatchObject({ receivedAmount: 333.33, dueBalance: 666.67 });
    expect(res.body.data.emiPayDetails[0]).toMatchObject({
      status: 1,
      paidAmount: 333.33,
      paidOn: '2026-11-21',
    });
    const list = await call('searchCredits', {});
    expect(list.body.data[0].dueBalance).toBe(666.67);
    const bills = await t.call('POST', 'billing/searchInvoice', { token, body: { keyword: '' } });
    expect(JSON.stringify(bills.body.data)).toContain('666.67');
  });

  it('keeps a part payment on the row, unpaid, and carries an excess to the next EMIs', async () => {
    const part = await pay(0, 100);
    expect(part.body.data.emiPayDetails[0]).toMatchObject({ status: 0, paidAmount: 100 });
    const rest = await pay(0, 400);
    const rows = rest.body.data.emiPayDetails;
    expect(rows.map((r: { status: number; paidAmount: number }) => [r.status, r.paidAmount])).toEqual([
      [1, 333.33],
      [0, 166.67],
      [0, 0],
    ]);
    expect(rest.body.data.creditBookDetails).toMatchObject({ receivedAmount: 500, dueBalance: 500 });
  });

  it.each([
    ['zero', () => pay(0, 0), creditMessages.amountNotPositive],
    ['a negative amount', () => pay(0, -5), creditMessages.amountNotPositive],
    ['three decimals', () => pay(0, '1.005'), creditMessages.amountNotPositive],
    ['a future date', () => pay(0, 10, '2026-11-22'), creditMessages.dateInFuture],
    ['a date that does not exist', () => pay(0, 10, '31/02/2026'), messages.invoiceDateInvalid],
    ['a date before the sale', () => pay(0, 10, '2026-11-20'), creditMessages.dateBeforeSale],
    ['more than the balance', () => pay(0, 1000.01), creditMessages.amountAboveBalance('Rs 1,000.00')],
  ])('refuses %s and changes nothing', async (_name, attempt, error) => {
    const res = await attempt();
    expect(res.body).toEqual({ status: 400, error });
    const d = await details();
    expect(d.creditBookDetails.dueBalance).toBe(1000);
    expect(d.emiPayDetails.every((e: { paidAmount: number }) => e.paidAmount === 0)).toBe(true);
    expect(await t.db.selectFrom('credit_payments').selectAll().execute()).toEqual([]);
  });

  it('refuses a row already paid', async () => {
    await pay(0, 333.33);
    expect((await pay(0, 333.33)).body).toEqual({ status: 400, error: creditMessages.alreadyPaid });
    expect((await details()).creditBookDetails.dueBalance).toBe(666.67);
  });

  it('records one payment when the same row is paid many times at once', async () => {
    const answers = await Promise.all(Array.from({ length: 8 }, () => pay(1, 333.33)));
    expect(answers.filter((a) => a.body.status === 200)).toHaveLength(1);
    expect(answers.filter((a) => a.body.error === creditMessages.alreadyPaid)).toHaveLength(7);
    const payments = await t.db.selectFrom('credit_payments').selectAll().execute();
    expect(payments).toHaveLength(1);
    expect((await details()).creditBookDetails.dueBalance).toBe(666.67);
  });

  it('keeps every payment when different rows are paid at once, each covering the next', async () => {
    const answers = await Promise.all([pay(0, 400), pay(1, 400), pay(2, 100)]);
    expect(answers.map((a) => a.body.status)).toEqual([200, 200, 200]);
    const d = await details();
    expect(d.creditBookDetails).toMatchObject({ receivedAmount: 900, dueBalance: 100 });
    const paidOnRows = d.emiPayDetails.reduce(
      (s: number, e: { paidAmount: number }) => s + e.paidAmount * 100,
      0,
    );
    expect(Math.round(paidOnRows)).toBe(90_000);
  });
});

describe('an edited finance bill', () => {
  it('keeps what was received: its new credit starts with the payments carried over', async () => {
    await pay(0, 500);
    const edited = await t.call('POST', 'billing/editInvoice', {
      token,
      body: {
        ...billBody([{ productId: sale.productId, quantity: 10, price: 118 }], 1180, {
          customerId: sale.customerId,
          paymentMode1: 'finance',
          downPayment: 180,
          numberOfMonths: 4,
          financeAmount: 1000,
          emiAmount: 250,
          startDateEmi: '2026-12-21',
        }),
        invoiceId: sale.invoiceId,
      },
    });
    expect(edited.http).toBe(200);
    const list = (await call('searchCredits', {})).body.data;
    expect(list).toHaveLength(1);
    expect(list[0]).toMatchObject({ totalEmi: 4, totalAmount: 1000, receivedAmount: 500, dueBalance: 500 });
    const d = (await call('getCreditDetails', { creditId: list[0].creditId })).body.data;
    expect(
      d.emiPayDetails.map((e: { status: number; paidAmount: number }) => [e.status, e.paidAmount]),
    ).toEqual([
      [1, 250],
      [1, 250],
      [0, 0],
      [0, 0],
    ]);
    const carried = await t.db
      .selectFrom('credit_payments')
      .select(['amount_paise', 'carried_from', 'received_on'])
      .where('credit_id', '=', list[0].creditId)
      .execute();
    expect(carried).toEqual([
      { amount_paise: 50_000, carried_from: sale.creditId, received_on: '2026-11-21' },
    ]);
    // The closed credit answers with its own figures, and takes no more payments.
    expect((await pay(1, 10)).body).toEqual({ status: 400, error: creditMessages.creditClosed });
  });
});

describe('creditbook/creditSendSms', () => {
  it('sends the reminder by SMS through the outbox and answers a WhatsApp link', async () => {
    const res = await call('creditSendSms', { creditId: sale.creditId, creditBookDetailsId: sale.emiIds[0] });
    expect(res.body.message).toBe(creditMessages.reminderSent);
    const text = res.body.data.message as string;
    expect(text).toContain('Dear Asha Kulkarni, your EMI of Rs 333.33');
    expect(text).toContain('due on 21/12/2026');
    expect(res.body.data.whatsappUrl).toBe(`https://wa.me/919822098220?text=${encodeURIComponent(text)}`);
    const outbox = await t.call('GET', 'dev/outbox');
    expect(outbox.body.data).toContainEqual(
      expect.objectContaining({ channel: 'sms', to: '9822098220', body: text }),
    );
  });

  it('refuses a paid row', async () => {
    await pay(0, 333.33);
    const res = await call('creditSendSms', { creditId: sale.creditId, creditBookDetailsId: sale.emiIds[0] });
    expect(res.body).toEqual({ status: 400, error: creditMessages.alreadyPaid });
    expect(await t.db.selectFrom('credit_reminders').selectAll().execute()).toEqual([]);
  });
});

describe('khata, total dues and the reminder setting', () => {
  it("adds up a customer's dues across their bills", async () => {
    const second = await financeSale(t, token);
    expect(second.customerId).toBe(sale.customerId);
    await pay(0, 333.33);
    const res = await call('customerDues', { customerId: sale.customerId });
    expect(res.body.data).toMatchObject({
      customerName: 'Asha Kulkarni',
      totalAmount: 2000,
      receivedAmount: 333.33,
      dueBalance: 1666.67,
    });
    expect(res.body.data.credits).toHaveLength(2);
    const total = await t.call('GET', 'creditbook/totalDues', { token });
    expect(total.body.data).toEqual({ dueBalance: 1666.67, openCredits: 2 });
  });

  it('is off by default and can be set and turned off', async () => {
    expect((await t.call('GET', 'creditbook/reminderSetting', { token })).body.data).toEqual({
      daysBefore: null,
    });
    expect((await call('reminderSetting', { daysBefore: 3 })).body.data).toEqual({ daysBefore: 3 });
    expect((await call('reminderSetting', { daysBefore: 0 })).body).toEqual({
      status: 400,
      error: creditMessages.daysInvalid,
    });
    expect((await t.call('GET', 'creditbook/reminderSetting', { token })).body.data).toEqual({
      daysBefore: 3,
    });
    await call('reminderSetting', { daysBefore: null });
    expect((await t.call('GET', 'creditbook/reminderSetting', { token })).body.data).toEqual({
      daysBefore: null,
    });
  });
});

describe("another shop's ids", () => {
  it('are refused by every call and change nothing', async () => {
    const other = await secondShopToken(t);
    const ref = { creditId: sale.creditId, creditBookDetailsId: sale.emiIds[0] };
    expect((await call('searchCredits', {}, other)).body.data).toEqual([]);
    expect((await call('getCreditDetails', { creditId: sale.creditId }, other)).body).toEqual({
      status: 404,
      error: creditMessages.creditNotFound,
    });
    expect((await pay(0, 100, '2026-11-21', other)).body).toEqual({
      status: 404,
      error: creditMessages.creditNotFound,
    });
    expect((await call('creditSendSms', ref, other)).body).toEqual({
      status: 404,
      error: creditMessages.emiNotFound,
    });
    expect((await call('customerDues', { customerId: sale.customerId }, other)).body.status).toBe(404);
    expect((await t.call('GET', 'creditbook/totalDues', { token: other })).body.data).toEqual({
      dueBalance: 0,
      openCredits: 0,
    });
    // Its own credit with this shop's EMI id.
    const theirs = await financeSale(
      t,
      other,
      { customerName: 'Ravi Patil', mobileNumber: '9822011111' },
      false,
    );
    const mixed = await call(
      'postPayment',
      {
        creditId: theirs.creditId,
        creditBookDetailsId: sale.emiIds[0],
        amountRecieved: 10,
        Date: '2026-11-21',
      },
      other,
    );
    expect(mixed.body).toEqual({ status: 404, error: creditMessages.emiNotFound });
    const mixedSms = await call(
      'creditSendSms',
      { creditId: theirs.creditId, creditBookDetailsId: sale.emiIds[0] },
      other,
    );
    expect(mixedSms.body.status).toBe(404);
    expect((await details()).creditBookDetails.dueBalance).toBe(1000);
    expect(await t.db.selectFrom('credit_payments').selectAll().execute()).toEqual([]);
    expect(await t.db.selectFrom('credit_reminders').selectAll().execute()).toEqual([]);
  });
});

import { Cron } from 'croner';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { demoPhone } from '../billing/test-helpers.js';
import { createReminderSchedule, REMINDER_CRON, REMINDER_TIMEZONE } from './reminder-schedule.js';
import { financeSale } from './test-helpers.js';

// EMIs of the sale fall due on 21/12/2026, 21/01/2027 and 21/02/2027.
let t: TestApp;
let token: string;
let sale: Awaited<ReturnType<typeof financeSale>>;
beforeEach(async () => {
  t = await createTestApp();
  token = await t.tokenFor(demoPhone);
  sale = await financeSale(t, token);
});
afterEach(() => t.close());

const at = (iso: string) => t.clock.set(new Date(iso));
const setting = (daysBefore: number | null) =>
  t.call('POST', 'creditbook/reminderSetting', { token, body: { daysBefore } });
const reminderSms = async () =>
  (
    await t.db
      .selectFrom('outbox')
      .select(['recipient', 'body'])
      .where('recipient', '=', '9822098220')
      .orderBy('id')
      .execute()
  ).map((m) => m.body);

describe('automatic EMI reminders', () => {
  it('are off by default', async () => {
    at('2026-12-20T04:00:00Z');
    expect(await t.reminders.runOnce()).toBe(0);
    expect(await reminderSms()).toEqual([]);
  });

  it('go out the set number of days before the due date, once', async () => {
    await setting(3);
    at('2026-12-17T04:00:00Z'); // four days before: not yet
    expect(await t.reminders.runOnce()).toBe(0);
    at('2026-12-18T04:00:00Z');
    expect(await t.reminders.runOnce()).toBe(1);
    at('2026-12-18T10:00:00Z');
    expect(await t.reminders.runOnce()).toBe(0);
    at('2026-12-20T04:00:00Z');
    expect(await t.reminders.runOnce()).toBe(0);
    const sms = await reminderSms();
    expect(sms).toHaveLength(1);
    expect(sms[0]).toContain('your EMI of Rs 333.33');
    expect(sms[0]).toContain('due on 21/12/2026');
  });

  it('catch up the days the server was down, but not a due date already past', async () => {
    await setting(5);
    // Down from 15/12 to 18/01: the reminder of 16/12 (EMI 1, due 21/12) is past its due date; the
    // one of 16/01 (EMI 2, due 21/01) goes now.
    at('2027-01-18T04:00:00Z');
    expect(await t.reminders.runOnce()).toBe(1);
    expect((await reminderSms())[0]).toContain('due on 21/01/2027');
  });

  it('skip a paid EMI and a closed credit', async () => {
    await setting(3);
    await t.call('POST', 'creditbook/postPayment', {
      token,
      body: {
        creditId: sale.creditId,
        creditBookDetailsId: sale.emiIds[0],
        amountRecieved: 333.33,
        Date: '2026-11-21',
      },
    });
    at('2026-12-19T04:00:00Z');
    expect(await t.reminders.runOnce()).toBe(0);
    at('2026-11-21T06:30:00Z'); // back to the sale's day, while the session is fresh
    const cancelled = await t.call('POST', 'billing/cancelInvoice', {
      token,
      body: { invoiceId: sale.invoiceId },
    });
    expect(cancelled.body.status).toBe(200);
    at('2027-01-19T04:00:00Z');
    expect(await t.reminders.runOnce()).toBe(0);
    expect(await reminderSms()).toEqual([]);
  });

  it('are sent once when two workers run at the same time', async () => {
    await setting(15);
    // Many customers' EMIs due within the window.
    for (let i = 0; i < 4; i++) {
      await financeSale(t, token, { customerName: `Customer ${i}`, mobileNumber: `982201000${i}` });
    }
    at('2026-12-10T04:00:00Z');
    const other = createReminderSchedule({ db: t.db, dialect: t.dialect, clock: t.clock });
    const sent = await Promise.all([t.reminders.runOnce(), other.runOnce(), t.reminders.runOnce()]);
    expect(sent.reduce((a, b) => a + b, 0)).toBe(5);
    const rows = await t.db.selectFrom('credit_reminders').select(['emi_id', 'kind']).execute();
    expect(rows).toHaveLength(5);
    expect(new Set(rows.map((r) => r.emi_id)).size).toBe(5);
    const outbox = await t.db.selectFrom('outbox').select('body').where('body', 'like', '%EMI%').execute();
    expect(outbox).toHaveLength(5);
  });

  it('are triggered hourly from 9:00 to 20:00 in India', () => {
    const cron = new Cron(REMINDER_CRON, { timezone: REMINDER_TIMEZONE, paused: true });
    // 20:30 IST → the next run is 9:00 IST the next morning (03:30 UTC).
    expect(cron.nextRun(new Date('2026-12-18T15:00:00Z'))?.toISOString()).toBe('2026-12-19T03:30:00.000Z');
    expect(cron.nextRun(new Date('2026-12-19T03:30:00Z'))?.toISOString()).toBe('2026-12-19T04:30:00.000Z');
    cron.stop();
  });
});

import { randomUUID } from 'node:crypto';
import { creditMessages, emiReminderText } from '@galla/domain/credit';
import type { Db } from '../../db/database.js';
import type { Clock } from '../../platform/clock.js';
import { AppError } from '../../platform/envelope.js';
import { enqueueMessage } from '../../platform/outbox.js';

// EMI reminders, sent by the shop (creditbook/creditSendSms) or automatically (reminder-schedule.ts).
// The send is recorded in the same transaction as the outbox message, so it happens once or not at all.

export function dueEmi(db: Db, shopId: number, emiId: number) {
  return db
    .selectFrom('credit_book_emis as e')
    .innerJoin('credit_book as cb', 'cb.id', 'e.credit_id')
    .innerJoin('customers as c', 'c.id', 'cb.customer_id')
    .innerJoin('invoices as i', 'i.id', 'cb.invoice_id')
    .innerJoin('shops as s', 's.id', 'cb.shop_id')
    .select([
      'e.id',
      'e.credit_id',
      'e.due_date',
      'e.amount_paise',
      'e.paid_paise',
      'e.status',
      'cb.status as credit_status',
      'cb.due_paise',
      'c.name as customer_name',
      'c.mobile',
      'c.is_default',
      'i.number',
      's.trade_name',
    ])
    .where('e.shop_id', '=', shopId)
    .where('e.id', '=', emiId);
}
type Emi = NonNullable<Awaited<ReturnType<ReturnType<typeof dueEmi>['executeTakeFirst']>>>;

export function reminderText(e: Emi): string {
  return emiReminderText({
    customerName: e.is_default ? 'Customer' : e.customer_name,
    owedPaise: Number(e.amount_paise) - Number(e.paid_paise ?? 0),
    billNumber: e.number ?? '',
    tradeName: e.trade_name ?? '',
    dueDate: e.due_date,
    duePaise: Number(e.due_paise),
  });
}

/**
 * Records the send under its (EMI, kind) key and enqueues the SMS, in the caller's transaction.
 * Answers false, sending nothing, when that key was recorded already (an automatic one, elsewhere).
 * A walk-in sale has no customer's number: the automatic reminder is recorded as handled, unsent.
 */
export async function recordReminder(trx: Db, clock: Clock, shopId: number, e: Emi, kind: string) {
  const recorded = await trx
    .insertInto('credit_reminders')
    .values({ shop_id: shopId, emi_id: e.id, kind, sent_at: clock.now().toISOString() })
    .onConflict((oc) => oc.columns(['emi_id', 'kind']).doNothing())
    .returning('id')
    .executeTakeFirst();
  if (!recorded || !canReceive(e)) return false;
  await enqueueMessage(trx, clock, { channel: 'sms', to: e.mobile, body: reminderText(e) });
  return true;
}

const canReceive = (e: Emi) => !e.is_default && /^[0-9]{10}$/.test(e.mobile);

/** creditbook/creditSendSms: a reminder for an unpaid EMI, by SMS, with a WhatsApp link as the second way. */
export async function sendReminder(
  deps: { db: Db; clock: Clock },
  shopId: number,
  ref: { creditId: number; creditBookDetailsId: number },
) {
  const { db, clock } = deps;
  const e = await dueEmi(db, shopId, ref.creditBookDetailsId)
    .where('e.credit_id', '=', ref.creditId)
    .executeTakeFirst();
  if (!e) throw new AppError(404, creditMessages.emiNotFound);
  if (e.credit_status !== 'open') throw new AppError(400, creditMessages.creditClosed);
  if (e.status === 1) throw new AppError(400, creditMessages.alreadyPaid);
  if (!canReceive(e)) throw new AppError(400, creditMessages.noMobile);
  const message = reminderText(e);
  await db.transaction().execute((trx) => recordReminder(trx, clock, shopId, e, `manual:${randomUUID()}`));
  return { message, whatsappUrl: `https://wa.me/91${e.mobile}?text=${encodeURIComponent(message)}` };
}

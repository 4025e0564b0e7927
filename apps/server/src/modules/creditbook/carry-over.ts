import { allocatePayment } from '@galla/domain/credit';
import type { Db } from '../../db/database.js';

/**
 * When a finance bill is edited, billing closes the old version's credit and writes a new one. The
 * payments already received on the old credit are carried to the new one (in the edit's
 * transaction), settling its EMIs from the first, so the customer owes the new total less what was
 * paid. If the new amount on credit is smaller than what was received, only that much is carried;
 * the rest stays on the closed credit for the shop to refund.
 */
export async function carryPayments(trx: Db, shopId: number, oldInvoiceId: number, newInvoiceId: number) {
  const [old, fresh] = await Promise.all([
    trx
      .selectFrom('credit_book')
      .select('id')
      .where('shop_id', '=', shopId)
      .where('invoice_id', '=', oldInvoiceId)
      .executeTakeFirst(),
    trx
      .selectFrom('credit_book')
      .select(['id', 'due_paise'])
      .where('shop_id', '=', shopId)
      .where('invoice_id', '=', newInvoiceId)
      .executeTakeFirst(),
  ]);
  if (!old || !fresh) return;
  const payments = await trx
    .selectFrom('credit_payments')
    .selectAll()
    .where('shop_id', '=', shopId)
    .where('credit_id', '=', old.id)
    .orderBy('id')
    .execute();
  let room = Number(fresh.due_paise);
  const carried = [];
  for (const p of payments) {
    const amount = Math.min(Number(p.amount_paise), room);
    if (amount <= 0) break;
    room -= amount;
    carried.push({ ...p, amount });
  }
  if (carried.length === 0) return;
  const total = carried.reduce((s, p) => s + p.amount, 0);

  const rows = await trx
    .selectFrom('credit_book_emis')
    .select(['id', 'instalment', 'amount_paise'])
    .where('credit_id', '=', fresh.id)
    .orderBy('instalment')
    .execute();
  const allocation = allocatePayment(
    rows.map((r) => ({
      id: r.id,
      instalment: r.instalment,
      amountPaise: Number(r.amount_paise),
      paidPaise: 0,
      status: 0,
    })),
    rows[0]!.id,
    total,
  );
  if (!allocation.ok) return;
  const paidOn = carried[carried.length - 1]!.received_on;
  for (const u of allocation.updates) {
    await trx
      .updateTable('credit_book_emis')
      .set({ paid_paise: u.paidPaise, status: u.status, paid_on: u.status === 1 ? paidOn : null })
      .where('id', '=', u.id)
      .execute();
  }
  await trx
    .updateTable('credit_book')
    .set((eb) => ({ due_paise: eb('due_paise', '-', total) }))
    .where('id', '=', fresh.id)
    .execute();
  await trx
    .insertInto('credit_payments')
    .values(
      carried.map((p) => ({
        shop_id: shopId,
        credit_id: fresh.id,
        emi_id: rows[0]!.id,
        amount_paise: p.amount,
        received_on: p.received_on,
        user_id: p.user_id,
        carried_from: old.id,
        created_at: p.created_at,
      })),
    )
    .execute();
}

import type { PostPaymentRequest } from '@galla/contracts/creditbook';
import { allocatePayment, creditMessages, type EmiBalance } from '@galla/domain/credit';
import { istDate } from '@galla/domain/financial-year';
import { formatInr } from '@galla/domain/money';
import type { Db, Dialect } from '../../db/database.js';
import type { Retailer } from '../../platform/auth/principal.js';
import type { Clock } from '../../platform/clock.js';
import { AppError } from '../../platform/envelope.js';

type Deps = { db: Db; dialect: Dialect; clock: Clock };

/**
 * creditbook/postPayment. One transaction: the credit row is locked first (FOR UPDATE on PostgreSQL;
 * SQLite transactions take the write lock up front), so payments on the same credit run one after
 * the other; each EMI update is also conditional on the row being unpaid with what was read, so the
 * same row paid twice at once records one payment and refuses the other.
 */
export async function postPayment(deps: Deps, retailer: Retailer, req: PostPaymentRequest) {
  const { db, dialect, clock } = deps;
  const shopId = retailer.shopId;
  if (req.Date > istDate(clock.now())) throw new AppError(400, creditMessages.dateInFuture);

  await db.transaction().execute(async (trx) => {
    let locked = trx
      .selectFrom('credit_book as cb')
      .innerJoin('invoices as i', 'i.id', 'cb.invoice_id')
      .select(['cb.id', 'cb.status', 'cb.due_paise', 'i.invoice_date'])
      .where('cb.id', '=', req.creditId)
      .where('cb.shop_id', '=', shopId);
    if (dialect === 'postgres') locked = locked.forUpdate('cb');
    const credit = await locked.executeTakeFirst();
    if (!credit) throw new AppError(404, creditMessages.creditNotFound);
    if (credit.status !== 'open') throw new AppError(400, creditMessages.creditClosed);
    if (req.Date < credit.invoice_date) throw new AppError(400, creditMessages.dateBeforeSale);

    const rows = await trx
      .selectFrom('credit_book_emis')
      .select(['id', 'instalment', 'amount_paise', 'paid_paise', 'status'])
      .where('shop_id', '=', shopId)
      .where('credit_id', '=', req.creditId)
      .execute();
    const balances: EmiBalance[] = rows.map((r) => ({
      id: r.id,
      instalment: r.instalment,
      amountPaise: Number(r.amount_paise),
      paidPaise: Number(r.paid_paise ?? 0),
      status: r.status === 1 ? 1 : 0,
    }));
    const allocation = allocatePayment(balances, req.creditBookDetailsId, req.amountRecieved);
    if (!allocation.ok) {
      const due = Number(credit.due_paise);
      const message =
        allocation.reason === 'amountAboveBalance'
          ? creditMessages.amountAboveBalance(formatInr(due, { symbol: 'Rs' }))
          : creditMessages[allocation.reason];
      throw new AppError(allocation.reason === 'emiNotFound' ? 404 : 400, message);
    }

    for (const u of allocation.updates) {
      const before = balances.find((b) => b.id === u.id)!;
      const done = await trx
        .updateTable('credit_book_emis')
        .set({ paid_paise: u.paidPaise, status: u.status, paid_on: u.status === 1 ? req.Date : null })
        .where('id', '=', u.id)
        .where('status', '=', 0)
        .where((eb) => eb(eb.fn.coalesce('paid_paise', eb.lit(0)), '=', before.paidPaise))
        .executeTakeFirst();
      if (Number(done.numUpdatedRows) !== 1) throw new AppError(400, creditMessages.alreadyPaid);
    }
    const updated = await trx
      .updateTable('credit_book')
      .set((eb) => ({ due_paise: eb('due_paise', '-', req.amountRecieved) }))
      .where('id', '=', req.creditId)
      .where('due_paise', '=', credit.due_paise)
      .executeTakeFirst();
    if (Number(updated.numUpdatedRows) !== 1) throw new AppError(400, creditMessages.alreadyPaid);
    await trx
      .insertInto('credit_payments')
      .values({
        shop_id: shopId,
        credit_id: req.creditId,
        emi_id: req.creditBookDetailsId,
        amount_paise: req.amountRecieved,
        received_on: req.Date,
        user_id: retailer.userId,
        carried_from: null,
        created_at: clock.now().toISOString(),
      })
      .execute();
  });
}

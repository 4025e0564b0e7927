import type { CreditDetails } from '@galla/contracts/creditbook';
import { creditMessages } from '@galla/domain/credit';
import { paiseToRupees } from '@galla/domain/money';
import type { Db } from '../../db/database.js';
import { AppError } from '../../platform/envelope.js';
import { creditRows, toSummary } from './credit-list.js';

export function emiRows(db: Db, shopId: number, creditId: number) {
  return db
    .selectFrom('credit_book_emis')
    .select(['id', 'credit_id', 'instalment', 'due_date', 'amount_paise', 'paid_paise', 'status', 'paid_on'])
    .where('shop_id', '=', shopId)
    .where('credit_id', '=', creditId)
    .orderBy('instalment')
    .execute();
}

/** creditbook/getCreditDetails: the credit with its customer and bill, and its EMI table. */
export async function creditDetails(db: Db, shopId: number, creditId: number): Promise<CreditDetails> {
  const [row, emis, shop] = await Promise.all([
    creditRows(db, shopId).where('cb.id', '=', creditId).executeTakeFirst(),
    emiRows(db, shopId, creditId),
    db.selectFrom('shops').select('trade_name').where('id', '=', shopId).executeTakeFirst(),
  ]);
  if (!row) throw new AppError(404, creditMessages.creditNotFound);
  return {
    creditBookDetails: {
      ...toSummary(row),
      billAmount: paiseToRupees(Number(row.total_paise)),
      downPayment: paiseToRupees(Number(row.down_payment_paise)),
      invoiceDate: row.invoice_date,
      tradeName: shop?.trade_name ?? '',
    },
    emiPayDetails: emis.map((e) => ({
      creditBookDetailsId: e.id,
      creditId: e.credit_id,
      instalment: e.instalment,
      endDate: e.due_date,
      amount: paiseToRupees(Number(e.amount_paise)),
      paidAmount: paiseToRupees(Number(e.paid_paise ?? 0)),
      status: e.status,
      paidOn: e.paid_on,
    })),
  };
}

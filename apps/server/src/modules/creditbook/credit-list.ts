import type { CreditSummary, SearchCreditsRequest } from '@galla/contracts/creditbook';
import { paiseToRupees } from '@galla/domain/money';
import type { Db } from '../../db/database.js';

// Reading the credit book: the list (creditbook/searchCredits), one credit, a customer's khata and
// the shop's total due. The keyword matches the customer's name or mobile or the bill number.

export function creditRows(db: Db, shopId: number) {
  return db
    .selectFrom('credit_book as cb')
    .innerJoin('customers as c', 'c.id', 'cb.customer_id')
    .innerJoin('invoices as i', 'i.id', 'cb.invoice_id')
    .where('cb.shop_id', '=', shopId)
    .select([
      'cb.id',
      'cb.customer_id',
      'cb.invoice_id',
      'cb.bill_id',
      'cb.total_paise',
      'cb.down_payment_paise',
      'cb.finance_paise',
      'cb.emi_paise',
      'cb.months',
      'cb.start_date',
      'cb.end_date',
      'cb.due_paise',
      'cb.status',
      'c.name as customer_name',
      'c.mobile',
      'i.number',
      'i.invoice_date',
    ]);
}
type Row = Awaited<ReturnType<ReturnType<typeof creditRows>['execute']>>[number];

export function toSummary(r: Row): CreditSummary {
  return {
    creditId: r.id,
    customerId: r.customer_id,
    customerName: r.customer_name,
    mobileNumber: r.mobile,
    billId: r.bill_id,
    invoiceId: r.invoice_id,
    billNumber: r.number ?? '',
    dueBalance: paiseToRupees(Number(r.due_paise)),
    startDate: r.start_date,
    endDate: r.end_date,
    totalEmi: r.months,
    emiAmount: paiseToRupees(Number(r.emi_paise)),
    totalAmount: paiseToRupees(Number(r.finance_paise)),
    receivedAmount: paiseToRupees(Number(r.finance_paise) - Number(r.due_paise)),
    status: r.status,
  };
}

/** Open credits (a bill edited or cancelled closes its credit), newest first. */
export async function searchCredits(db: Db, shopId: number, req: SearchCreditsRequest) {
  let query = creditRows(db, shopId).where('cb.status', '=', 'open');
  const keyword = req.keyword
    .trim()
    .toLowerCase()
    .replace(/[%_\\]/g, '');
  if (keyword) {
    const like = `%${keyword}%`;
    query = query.where((eb) =>
      eb.or([
        eb(eb.fn('lower', ['i.number']), 'like', like),
        eb(eb.fn('lower', ['c.name']), 'like', like),
        eb('c.mobile', 'like', like),
      ]),
    );
  }
  const rows = await query
    .orderBy('cb.id', 'desc')
    .limit(req.numberOfItems)
    .offset((req.page - 1) * req.numberOfItems)
    .execute();
  return rows.map(toSummary);
}

export async function customerDues(db: Db, shopId: number, customerId: number) {
  const rows = await creditRows(db, shopId)
    .where('cb.customer_id', '=', customerId)
    .where('cb.status', '=', 'open')
    .orderBy('cb.id', 'desc')
    .execute();
  if (rows.length === 0) return undefined;
  const sum = (f: (r: Row) => number) => rows.reduce((s, r) => s + f(r), 0);
  const total = sum((r) => Number(r.finance_paise));
  const due = sum((r) => Number(r.due_paise));
  return {
    customerId,
    customerName: rows[0]!.customer_name,
    mobileNumber: rows[0]!.mobile,
    totalAmount: paiseToRupees(total),
    receivedAmount: paiseToRupees(total - due),
    dueBalance: paiseToRupees(due),
    credits: rows.map(toSummary),
  };
}

/** The home page's Dues tile. */
export async function totalDues(db: Db, shopId: number) {
  const row = await db
    .selectFrom('credit_book')
    .where('shop_id', '=', shopId)
    .where('status', '=', 'open')
    .where('due_paise', '>', 0)
    .select((eb) => [
      eb.fn.coalesce(eb.fn.sum<number>('due_paise'), eb.lit(0)).as('due'),
      eb.fn.countAll<number>().as('n'),
    ])
    .executeTakeFirstOrThrow();
  return { dueBalance: paiseToRupees(Number(row.due)), openCredits: Number(row.n) };
}

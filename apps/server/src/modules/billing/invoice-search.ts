import type { InvoiceFilter, InvoiceSummary } from '@galla/contracts/billing';
import { invoiceStatus } from '@galla/contracts/billing';
import { paiseToRupees } from '@galla/domain/money';
import type { Db } from '../../db/database.js';

// billing/searchInvoice: the shop's bills, newest first, each once (its current version; drafts
// are not bills yet). The keyword matches the bill number, the customer's name or mobile; the dates
// bound the invoice date. Each bill says what is still to be collected on it: the open credit-book
// balance of a finance bill (every other payment is taken in full when the bill is saved).

function matching(db: Db, shopId: number, filter: InvoiceFilter) {
  let query = db
    .selectFrom('invoices as i')
    .innerJoin('customers as c', 'c.id', 'i.customer_id')
    .leftJoin('credit_book as cb', (join) =>
      join.onRef('cb.invoice_id', '=', 'i.id').on('cb.status', '=', 'open'),
    )
    .where('i.shop_id', '=', shopId)
    .where('i.status', 'in', [invoiceStatus.completed, invoiceStatus.cancelled]);
  const keyword = filter.keyword.toLowerCase().replace(/[%_\\]/g, '');
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
  if (filter.fromDate) query = query.where('i.invoice_date', '>=', filter.fromDate);
  if (filter.toDate) query = query.where('i.invoice_date', '<=', filter.toDate);
  return query;
}

function paymentStatus(
  status: number,
  totalPaise: number,
  duePaise: number,
): InvoiceSummary['paymentStatus'] {
  if (status !== invoiceStatus.completed) return null;
  if (duePaise <= 0) return 'paid';
  return duePaise >= totalPaise ? 'due' : 'partPaid';
}

export async function searchInvoices(
  db: Db,
  shopId: number,
  input: InvoiceFilter & { page: number; numberOfItems: number },
): Promise<InvoiceSummary[]> {
  const rows = await matching(db, shopId, input)
    .select([
      'i.id',
      'i.bill_id',
      'i.number',
      'i.invoice_date',
      'i.status',
      'i.total_paise',
      'i.bill_type',
      'c.name',
      'c.mobile',
      'c.is_default',
      'cb.due_paise',
    ])
    .orderBy('i.bill_id', 'desc')
    .limit(input.numberOfItems)
    .offset((input.page - 1) * input.numberOfItems)
    .execute();
  return rows.map((row) => {
    const duePaise = row.status === invoiceStatus.completed ? Number(row.due_paise ?? 0) : 0;
    return {
      billId: row.bill_id,
      invoiceId: row.id,
      invoiceNumber: row.number ?? '',
      customerName: row.name || null,
      mobileNumber: row.is_default === 1 ? null : row.mobile,
      invoiceDate: row.invoice_date,
      status: row.status,
      totalAmount: paiseToRupees(row.total_paise),
      billtype: row.bill_type,
      paymentStatus: paymentStatus(row.status, row.total_paise, duePaise),
      dueAmount: paiseToRupees(duePaise),
    };
  });
}

/** What the whole filtered list adds up to, over every page: completed bills only. */
export async function invoiceTotal(db: Db, shopId: number, filter: InvoiceFilter) {
  const row = await matching(db, shopId, filter)
    .where('i.status', '=', invoiceStatus.completed)
    .select((eb) => [
      eb.fn.countAll().as('bills'),
      eb.fn.sum<number | string | null>('i.total_paise').as('total'),
      eb.fn.sum<number | string | null>('cb.due_paise').as('due'),
    ])
    .executeTakeFirstOrThrow();
  // PostgreSQL answers counts and sums of BIGINT as text.
  return {
    bills: Number(row.bills),
    totalAmount: paiseToRupees(Number(row.total ?? 0)),
    dueAmount: paiseToRupees(Number(row.due ?? 0)),
  };
}

import type { InvoiceSummary } from '@galla/contracts/billing';
import { invoiceStatus } from '@galla/contracts/billing';
import { paiseToRupees } from '@galla/domain/money';
import type { Db } from '../../db/database.js';

// billing/searchInvoice: the shop's bills, newest first, each once (its current version; drafts
// are not bills yet). The keyword matches the bill number, the customer's name or mobile.
export async function searchInvoices(
  db: Db,
  shopId: number,
  input: { keyword: string; page: number; numberOfItems: number },
): Promise<InvoiceSummary[]> {
  let query = db
    .selectFrom('invoices as i')
    .innerJoin('customers as c', 'c.id', 'i.customer_id')
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
    ])
    .where('i.shop_id', '=', shopId)
    .where('i.status', 'in', [invoiceStatus.completed, invoiceStatus.cancelled]);
  const keyword = input.keyword.toLowerCase().replace(/[%_\\]/g, '');
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
    .orderBy('i.bill_id', 'desc')
    .limit(input.numberOfItems)
    .offset((input.page - 1) * input.numberOfItems)
    .execute();
  return rows.map((row) => ({
    billId: row.bill_id,
    invoiceId: row.id,
    invoiceNumber: row.number ?? '',
    customerName: row.name || null,
    mobileNumber: row.is_default === 1 ? null : row.mobile,
    invoiceDate: row.invoice_date,
    status: row.status,
    totalAmount: paiseToRupees(row.total_paise),
    billtype: row.bill_type,
  }));
}

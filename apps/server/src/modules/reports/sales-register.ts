import type { Db } from '../../db/database.js';
import type { CustomerSnapshot } from '../billing/invoice-writer.js';
import type { ReportTable } from './report-table.js';
import { COMPLETED } from './sales-analysis.js';

export type RegisterRow = {
  invoiceId: number;
  date: string;
  number: string;
  customer: string;
  gstin: string;
  placeOfSupply: string;
  taxablePaise: number;
  cgstPaise: number;
  sgstPaise: number;
  igstPaise: number;
  totalPaise: number;
};

/** The completed bills dated in the range, in date and number order: the sales register. */
export async function salesRegister(
  db: Db,
  shopId: number,
  from: string,
  to: string,
): Promise<RegisterRow[]> {
  const rows = await db
    .selectFrom('invoices')
    .select([
      'id',
      'invoice_date',
      'number',
      'serial',
      'customer_snapshot',
      'place_of_supply',
      'taxable_paise',
      'cgst_paise',
      'sgst_paise',
      'igst_paise',
      'total_paise',
    ])
    .where('shop_id', '=', shopId)
    .where('status', '=', COMPLETED)
    .where('invoice_date', '>=', from)
    .where('invoice_date', '<=', to)
    .orderBy('invoice_date')
    .orderBy('financial_year')
    .orderBy('serial')
    .execute();
  return rows.map((r) => {
    const c = JSON.parse(r.customer_snapshot) as Partial<CustomerSnapshot>;
    return {
      invoiceId: r.id,
      date: r.invoice_date,
      number: r.number ?? '',
      customer: c.companyName || c.customerName || '',
      gstin: c.gstNumber ?? '',
      placeOfSupply: r.place_of_supply,
      taxablePaise: r.taxable_paise,
      cgstPaise: r.cgst_paise,
      sgstPaise: r.sgst_paise,
      igstPaise: r.igst_paise,
      totalPaise: r.total_paise,
    };
  });
}

export function registerTable(rows: RegisterRow[]): ReportTable {
  const sum = (k: keyof RegisterRow) => rows.reduce((t, r) => t + (r[k] as number), 0);
  return {
    columns: [
      { key: 'date', header: 'Date', kind: 'date' },
      { key: 'number', header: 'Invoice No.', kind: 'text' },
      { key: 'customer', header: 'Customer', kind: 'text' },
      { key: 'gstin', header: 'GSTIN', kind: 'text' },
      { key: 'taxable', header: 'Taxable (₹)', kind: 'money' },
      { key: 'cgst', header: 'CGST (₹)', kind: 'money' },
      { key: 'sgst', header: 'SGST (₹)', kind: 'money' },
      { key: 'igst', header: 'IGST (₹)', kind: 'money' },
      { key: 'total', header: 'Total (₹)', kind: 'money' },
    ],
    rows: rows.map((r) => ({
      date: r.date,
      number: r.number,
      customer: r.customer,
      gstin: r.gstin,
      taxable: r.taxablePaise,
      cgst: r.cgstPaise,
      sgst: r.sgstPaise,
      igst: r.igstPaise,
      total: r.totalPaise,
    })),
    totals: {
      number: `${rows.length} bills`,
      customer: 'Total',
      taxable: sum('taxablePaise'),
      cgst: sum('cgstPaise'),
      sgst: sum('sgstPaise'),
      igst: sum('igstPaise'),
      total: sum('totalPaise'),
    },
  };
}

import type { GstrInvoice, IssuedDocument } from '@galla/domain/gstr';
import type { Db } from '../../db/database.js';
import type { CustomerSnapshot } from '../billing/invoice-writer.js';
import { COMPLETED } from './sales-analysis.js';

const CANCELLED = 2;

/** The month's completed invoices with their lines, and every number issued in it (for doc_issue). */
export async function gstrMonthData(
  db: Db,
  shopId: number,
  from: string,
  to: string,
): Promise<{ invoices: GstrInvoice[]; documents: IssuedDocument[] }> {
  const heads = await db
    .selectFrom('invoices')
    .select([
      'id',
      'status',
      'number',
      'serial',
      'financial_year',
      'invoice_date',
      'bill_type',
      'tax_mode',
      'place_of_supply',
      'customer_snapshot',
      'total_paise',
    ])
    .where('shop_id', '=', shopId)
    .where('status', 'in', [COMPLETED, CANCELLED])
    .where('invoice_date', '>=', from)
    .where('invoice_date', '<=', to)
    .orderBy('invoice_date')
    .orderBy('serial')
    .execute();
  const lines = await db
    .selectFrom('invoices as i')
    .innerJoin('invoice_lines as l', 'l.invoice_id', 'i.id')
    .leftJoin('units as u', 'u.abbreviation', 'l.unit')
    .select([
      'l.invoice_id',
      'l.hsn',
      'l.name',
      'u.uqc',
      'l.qty_milli',
      'l.rate_bps',
      'l.taxable_paise',
      'l.cgst_paise',
      'l.sgst_paise',
      'l.igst_paise',
    ])
    .where('i.shop_id', '=', shopId)
    .where('l.shop_id', '=', shopId)
    .where('i.status', '=', COMPLETED)
    .where('i.invoice_date', '>=', from)
    .where('i.invoice_date', '<=', to)
    .orderBy('l.invoice_id')
    .orderBy('l.line_no')
    .execute();
  const byInvoice = new Map<number, GstrInvoice['lines']>();
  for (const l of lines) {
    const list = byInvoice.get(l.invoice_id) ?? [];
    list.push({
      hsn: l.hsn,
      description: l.name,
      uqc: l.uqc ?? 'OTH',
      qtyMilli: l.qty_milli,
      rateBps: l.rate_bps,
      taxablePaise: l.taxable_paise,
      cgstPaise: l.cgst_paise,
      sgstPaise: l.sgst_paise,
      igstPaise: l.igst_paise,
    });
    byInvoice.set(l.invoice_id, list);
  }
  const invoices: GstrInvoice[] = [];
  const documents: IssuedDocument[] = [];
  for (const h of heads) {
    if (h.number && h.serial !== null) {
      documents.push({
        financialYear: h.financial_year,
        serial: h.serial,
        number: h.number,
        cancelled: h.status === CANCELLED,
      });
    }
    if (h.status !== COMPLETED) continue;
    const c = JSON.parse(h.customer_snapshot) as Partial<CustomerSnapshot>;
    invoices.push({
      number: h.number ?? '',
      date: h.invoice_date,
      billType: h.bill_type,
      buyerGstin: c.gstNumber?.trim() || null,
      placeOfSupply: h.place_of_supply,
      interState: h.tax_mode === 'inter',
      totalPaise: h.total_paise,
      lines: byInvoice.get(h.id) ?? [],
    });
  }
  return { invoices, documents };
}

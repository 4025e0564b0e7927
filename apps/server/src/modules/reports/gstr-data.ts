import { b2cLargeLimitPaise, type GstrInvoice, type IssuedDocument } from '@galla/domain/gstr';
import { type RawBuilder, type SqlBool, sql } from 'kysely';
import type { Db, Dialect } from '../../db/database.js';
import { COMPLETED } from './sales-analysis.js';

const CANCELLED = 2;

export type GstrMonthData = {
  /**
   * The invoices GSTR-1 lists one by one (to a registered buyer, or B2C-large) with their lines, then
   * the rest pre-summed: one entry per bill type, supply and place of supply, whose lines are the
   * sums per HSN, unit and rate (the description is the group's first name alphabetically). Every
   * table built from them (b2cs, hsn, GSTR-3B) only ever sums those bills by those keys, so the
   * figures are the same as from the bills themselves, without reading each of a month's lines.
   */
  invoices: GstrInvoice[];
  /** Every number issued in the month, for doc_issue. */
  documents: IssuedDocument[];
  /** Completed bills in the month. */
  billCount: number;
  /** Bill lines without a 4–8 digit HSN code. */
  linesWithoutHsn: number;
};

/** The buyer's GSTIN from the bill's customer snapshot (JSON text on both dialects), or null. */
function buyerGstin(dialect: Dialect) {
  return dialect === 'postgres'
    ? sql<string | null>`nullif(trim(cast(i.customer_snapshot as json) ->> 'gstNumber'), '')`
    : sql<string | null>`nullif(trim(json_extract(i.customer_snapshot, '$.gstNumber')), '')`;
}

const validHsn = /^[0-9]{4,8}$/;

/** The month's completed invoices for GSTR-1 and GSTR-3B, and every number issued in it. */
export async function gstrMonthData(
  db: Db,
  dialect: Dialect,
  shopId: number,
  from: string,
  to: string,
): Promise<GstrMonthData> {
  const buyer = buyerGstin(dialect);
  // One month lies wholly on one side of the threshold's change (1 August 2024). The limit is written
  // into the SQL as a literal so that PostgreSQL sees the grouped expression and the selected one as
  // the same (two parameters would make them two expressions).
  const listedOneByOne = (b2cLimit: number): RawBuilder<SqlBool> =>
    sql<SqlBool>`(${buyer} is not null or (i.tax_mode = 'inter' and i.total_paise > ${sql.lit(b2cLimit)}))`;
  const listed = listedOneByOne(b2cLargeLimitPaise(from));

  const heads = await db
    .selectFrom('invoices as i')
    .select([
      'i.id',
      'i.status',
      'i.number',
      'i.serial',
      'i.financial_year',
      'i.invoice_date',
      'i.bill_type',
      'i.tax_mode',
      'i.place_of_supply',
      'i.total_paise',
      buyer.as('buyer_gstin'),
    ])
    .where('i.shop_id', '=', shopId)
    .where('i.status', 'in', [COMPLETED, CANCELLED])
    .where('i.invoice_date', '>=', from)
    .where('i.invoice_date', '<=', to)
    .orderBy('i.invoice_date')
    .orderBy('i.serial')
    .execute();

  // A unit's GST quantity code, looked up here rather than joined: the units are a few dozen
  // reference rows, and joining them to every line cost PostgreSQL a scan of them per line.
  const units = await db.selectFrom('units').select(['abbreviation', 'uqc']).execute();
  const uqcOf = new Map(units.map((u) => [u.abbreviation, u.uqc]));

  const monthLines = db
    .selectFrom('invoices as i')
    .innerJoin('invoice_lines as l', 'l.invoice_id', 'i.id')
    .where('i.shop_id', '=', shopId)
    .where('l.shop_id', '=', shopId)
    .where('i.status', '=', COMPLETED)
    .where('i.invoice_date', '>=', from)
    .where('i.invoice_date', '<=', to);
  const itemised = await monthLines
    .where(listed)
    .select([
      'l.invoice_id',
      'l.hsn',
      'l.name',
      'l.unit',
      'l.qty_milli',
      'l.rate_bps',
      'l.taxable_paise',
      'l.cgst_paise',
      'l.sgst_paise',
      'l.igst_paise',
    ])
    .orderBy('l.invoice_id')
    .orderBy('l.line_no')
    .execute();
  // Every line of the month summed, with whether its bill is listed one by one as a key rather than
  // a filter: as a filter, PostgreSQL cannot estimate the JSON test and plans for a few dozen rows.
  const grouped = await monthLines
    .select((eb) => [
      listed.as('listed'),
      'i.bill_type',
      'i.tax_mode',
      'i.place_of_supply',
      'l.hsn',
      'l.unit',
      'l.rate_bps',
      eb.fn.min('l.name').as('name'),
      eb.fn.count<number>('l.id').as('lines'),
      eb.fn.sum<number>('l.qty_milli').as('qty_milli'),
      eb.fn.sum<number>('l.taxable_paise').as('taxable_paise'),
      eb.fn.sum<number>('l.cgst_paise').as('cgst_paise'),
      eb.fn.sum<number>('l.sgst_paise').as('sgst_paise'),
      eb.fn.sum<number>('l.igst_paise').as('igst_paise'),
    ])
    .groupBy([listed, 'i.bill_type', 'i.tax_mode', 'i.place_of_supply', 'l.hsn', 'l.unit', 'l.rate_bps'])
    .execute();
  // SQLite answers a boolean as 0/1.
  const summed = grouped.filter((g) => !g.listed);

  let linesWithoutHsn = 0;
  const hsnCheck = (hsn: string | null, lines: number) => {
    if (!validHsn.test((hsn ?? '').trim())) linesWithoutHsn += lines;
  };
  const byInvoice = new Map<number, GstrInvoice['lines']>();
  for (const l of itemised) {
    hsnCheck(l.hsn, 1);
    let list = byInvoice.get(l.invoice_id);
    if (!list) {
      list = [];
      byInvoice.set(l.invoice_id, list);
    }
    list.push({
      hsn: l.hsn,
      description: l.name,
      uqc: uqcOf.get(l.unit) ?? 'OTH',
      qtyMilli: l.qty_milli,
      rateBps: l.rate_bps,
      taxablePaise: l.taxable_paise,
      cgstPaise: l.cgst_paise,
      sgstPaise: l.sgst_paise,
      igstPaise: l.igst_paise,
    });
  }

  const invoices: GstrInvoice[] = [];
  const documents: IssuedDocument[] = [];
  let billCount = 0;
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
    billCount += 1;
    const lines = byInvoice.get(h.id);
    if (!lines) continue;
    invoices.push({
      number: h.number ?? '',
      date: h.invoice_date,
      billType: h.bill_type,
      buyerGstin: h.buyer_gstin,
      placeOfSupply: h.place_of_supply,
      interState: h.tax_mode === 'inter',
      totalPaise: h.total_paise,
      lines,
    });
  }

  const sums = new Map<string, GstrInvoice>();
  for (const g of summed) {
    hsnCheck(g.hsn, Number(g.lines));
    const key = `${g.bill_type}|${g.tax_mode}|${g.place_of_supply}`;
    let entry = sums.get(key);
    if (!entry) {
      entry = {
        number: '',
        date: from,
        billType: g.bill_type,
        buyerGstin: null,
        placeOfSupply: g.place_of_supply,
        interState: g.tax_mode === 'inter',
        totalPaise: 0,
        lines: [],
      };
      sums.set(key, entry);
    }
    entry.lines.push({
      hsn: g.hsn,
      description: g.name ?? '',
      uqc: uqcOf.get(g.unit) ?? 'OTH',
      qtyMilli: Number(g.qty_milli),
      rateBps: g.rate_bps,
      taxablePaise: Number(g.taxable_paise),
      cgstPaise: Number(g.cgst_paise),
      sgstPaise: Number(g.sgst_paise),
      igstPaise: Number(g.igst_paise),
    });
  }
  invoices.push(...sums.values());
  return { invoices, documents, billCount, linesWithoutHsn };
}

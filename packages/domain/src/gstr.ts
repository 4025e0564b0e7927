import { paiseToRupees } from './money.js';
import { milliToQuantity } from './quantity.js';

// GSTR-1 (the JSON the GST portal's offline tool imports) and GSTR-3B's outward figures for a month,
// from the month's completed invoices. Sums are taken in paise and turned into rupees (2 decimals)
// only when written out. Format: docs/decisions.md ("GSTR-1 JSON").

export type GstrLine = {
  hsn: string | null;
  description: string;
  /** GST Unique Quantity Code of the line's unit ('NOS', 'KGS' …). */
  uqc: string;
  qtyMilli: number;
  rateBps: number | null;
  taxablePaise: number;
  cgstPaise: number;
  sgstPaise: number;
  igstPaise: number;
};

export type GstrInvoice = {
  number: string;
  /** YYYY-MM-DD */
  date: string;
  billType: 'GST' | 'NOGST';
  buyerGstin: string | null;
  /** Two-digit state code. */
  placeOfSupply: string;
  interState: boolean;
  totalPaise: number;
  lines: GstrLine[];
};

/** A number issued in the month, completed or cancelled, for the documents-issued table. */
export type IssuedDocument = { financialYear: string; serial: number; number: string; cancelled: boolean };

type ItmDet = { txval: number; rt: number; iamt: number; camt: number; samt: number; csamt: number };
type Totals = { taxable: number; cgst: number; sgst: number; igst: number };

const zero = (): Totals => ({ taxable: 0, cgst: 0, sgst: 0, igst: 0 });
const add = (t: Totals, l: GstrLine) => {
  t.taxable += l.taxablePaise;
  t.cgst += l.cgstPaise;
  t.sgst += l.sgstPaise;
  t.igst += l.igstPaise;
};
const rateOf = (l: GstrLine) => (l.rateBps ?? 0) / 100;
const rupees = paiseToRupees;

/** The B2C-large threshold on a date: ₹1,00,000 from 1 August 2024, ₹2,50,000 before. */
export function b2cLargeLimitPaise(date: string): number {
  return date >= '2024-08-01' ? 10_000_000 : 25_000_000;
}

/** B2C-large: an unregistered inter-state invoice over the threshold of its date. */
export function isB2cLarge(inv: GstrInvoice): boolean {
  return !inv.buyerGstin && inv.interState && inv.totalPaise > b2cLargeLimitPaise(inv.date);
}

/** Appends in place: a month holds thousands of bills, and copying the list per bill is quadratic. */
function pushTo<K, V>(groups: Map<K, V[]>, key: K, value: V) {
  const list = groups.get(key);
  if (list) list.push(value);
  else groups.set(key, [value]);
}

/** `2026-11-05` → `05-11-2026`, the portal's date. */
const portalDate = (d: string) => `${d.slice(8, 10)}-${d.slice(5, 7)}-${d.slice(0, 4)}`;

function itemsByRate(lines: GstrLine[]) {
  const byRate = new Map<number, Totals>();
  for (const l of lines) {
    const t = byRate.get(rateOf(l)) ?? zero();
    add(t, l);
    byRate.set(rateOf(l), t);
  }
  return [...byRate.entries()]
    .sort((a, b) => a[0] - b[0])
    .map(([rt, t], i) => ({
      num: i + 1,
      itm_det: {
        txval: rupees(t.taxable),
        rt,
        iamt: rupees(t.igst),
        camt: rupees(t.cgst),
        samt: rupees(t.sgst),
        csamt: 0,
      } satisfies ItmDet,
    }));
}

export type HsnRow = {
  hsn: string;
  desc: string;
  uqc: string;
  rt: number;
  qtyMilli: number;
  taxablePaise: number;
  cgstPaise: number;
  sgstPaise: number;
  igstPaise: number;
};

/** Table 12: one row per HSN, unit and rate, in paise and thousandths. */
export function hsnSummary(invoices: GstrInvoice[]): HsnRow[] {
  const groups = new Map<
    string,
    { hsn: string; desc: string; uqc: string; rt: number; qty: number; t: Totals }
  >();
  for (const inv of invoices) {
    for (const l of inv.lines) {
      const hsn = (l.hsn ?? '').trim() || 'NA';
      const key = `${hsn}|${l.uqc}|${rateOf(l)}`;
      const g = groups.get(key) ?? {
        hsn,
        desc: l.description.slice(0, 30),
        uqc: l.uqc,
        rt: rateOf(l),
        qty: 0,
        t: zero(),
      };
      g.qty += l.qtyMilli;
      add(g.t, l);
      groups.set(key, g);
    }
  }
  return [...groups.values()]
    .sort((a, b) => a.hsn.localeCompare(b.hsn) || a.rt - b.rt || a.uqc.localeCompare(b.uqc))
    .map((g) => ({
      hsn: g.hsn,
      desc: g.desc,
      uqc: g.uqc,
      rt: g.rt,
      qtyMilli: g.qty,
      taxablePaise: g.t.taxable,
      cgstPaise: g.t.cgst,
      sgstPaise: g.t.sgst,
      igstPaise: g.t.igst,
    }));
}

function hsnRows(invoices: GstrInvoice[]) {
  return hsnSummary(invoices).map((g, i) => ({
    num: i + 1,
    hsn_sc: g.hsn,
    desc: g.desc,
    uqc: g.uqc,
    qty: milliToQuantity(g.qtyMilli),
    rt: g.rt,
    txval: rupees(g.taxablePaise),
    iamt: rupees(g.igstPaise),
    camt: rupees(g.cgstPaise),
    samt: rupees(g.sgstPaise),
    csamt: 0,
  }));
}

function documentsIssued(docs: IssuedDocument[]) {
  const series = new Map<string, IssuedDocument[]>();
  for (const d of docs) pushTo(series, d.financialYear, d);
  const rows = [...series.values()].map((list, i) => {
    const sorted = [...list].sort((a, b) => a.serial - b.serial);
    const cancel = sorted.filter((d) => d.cancelled).length;
    return {
      num: i + 1,
      from: sorted[0]!.number,
      to: sorted[sorted.length - 1]!.number,
      totnum: sorted.length,
      cancel,
      net_issue: sorted.length - cancel,
    };
  });
  return {
    doc_det: rows.length > 0 ? [{ doc_num: 1, doc_typ: 'Invoices for outward supply', docs: rows }] : [],
  };
}

export function buildGstr1(input: {
  gstin: string;
  /** YYYY-MM */
  month: string;
  invoices: GstrInvoice[];
  documents: IssuedDocument[];
}) {
  const taxed = input.invoices.filter((i) => i.billType === 'GST');
  const b2b = new Map<string, GstrInvoice[]>();
  const b2cl = new Map<string, GstrInvoice[]>();
  const b2cs = new Map<string, { sply: 'INTRA' | 'INTER'; pos: string; rt: number; t: Totals }>();
  for (const inv of taxed) {
    if (inv.buyerGstin) pushTo(b2b, inv.buyerGstin, inv);
    else if (isB2cLarge(inv)) pushTo(b2cl, inv.placeOfSupply, inv);
    else {
      for (const l of inv.lines) {
        const sply = inv.interState ? 'INTER' : 'INTRA';
        const key = `${sply}|${inv.placeOfSupply}|${rateOf(l)}`;
        const g = b2cs.get(key) ?? { sply, pos: inv.placeOfSupply, rt: rateOf(l), t: zero() };
        add(g.t, l);
        b2cs.set(key, g);
      }
    }
  }
  const b2bInvoices = taxed.filter((i) => i.buyerGstin);
  const b2cInvoices = input.invoices.filter((i) => !i.buyerGstin);
  return {
    gstin: input.gstin,
    fp: `${input.month.slice(5, 7)}${input.month.slice(0, 4)}`,
    version: 'GST3.2.2',
    hash: 'hash',
    b2b: [...b2b.entries()]
      .sort((a, b) => a[0].localeCompare(b[0]))
      .map(([ctin, invs]) => ({
        ctin,
        inv: invs.map((inv) => ({
          inum: inv.number,
          idt: portalDate(inv.date),
          val: rupees(inv.totalPaise),
          pos: inv.placeOfSupply,
          rchrg: 'N' as const,
          inv_typ: 'R' as const,
          itms: itemsByRate(inv.lines),
        })),
      })),
    b2cl: [...b2cl.entries()]
      .sort((a, b) => a[0].localeCompare(b[0]))
      .map(([pos, invs]) => ({
        pos,
        inv: invs.map((inv) => ({
          inum: inv.number,
          idt: portalDate(inv.date),
          val: rupees(inv.totalPaise),
          itms: itemsByRate(inv.lines).map((i) => ({
            num: i.num,
            itm_det: { txval: i.itm_det.txval, rt: i.itm_det.rt, iamt: i.itm_det.iamt, csamt: 0 },
          })),
        })),
      })),
    b2cs: [...b2cs.values()]
      .sort((a, b) => a.pos.localeCompare(b.pos) || a.rt - b.rt || a.sply.localeCompare(b.sply))
      .map((g) =>
        g.sply === 'INTER'
          ? {
              sply_ty: g.sply,
              pos: g.pos,
              typ: 'OE' as const,
              rt: g.rt,
              txval: rupees(g.t.taxable),
              iamt: rupees(g.t.igst),
              csamt: 0,
            }
          : {
              sply_ty: g.sply,
              pos: g.pos,
              typ: 'OE' as const,
              rt: g.rt,
              txval: rupees(g.t.taxable),
              camt: rupees(g.t.cgst),
              samt: rupees(g.t.sgst),
              csamt: 0,
            },
      ),
    hsn: { hsn_b2b: hsnRows(b2bInvoices), hsn_b2c: hsnRows(b2cInvoices) },
    doc_issue: documentsIssued(input.documents),
  };
}
export type Gstr1 = ReturnType<typeof buildGstr1>;

/** GSTR-3B table 3.1 (outward supplies) and 3.2 (inter-state supplies to unregistered persons). */
export function buildGstr3b(invoices: GstrInvoice[]) {
  const taxable = zero();
  const nilRated = zero();
  const exempt = zero();
  const unregisteredInter = new Map<string, Totals>();
  for (const inv of invoices) {
    for (const l of inv.lines) {
      if (inv.billType === 'NOGST') add(exempt, l);
      else if (!l.rateBps) add(nilRated, l);
      else add(taxable, l);
      if (inv.billType === 'GST' && !inv.buyerGstin && inv.interState && l.rateBps) {
        const t = unregisteredInter.get(inv.placeOfSupply) ?? zero();
        add(t, l);
        unregisteredInter.set(inv.placeOfSupply, t);
      }
    }
  }
  const figures = (t: Totals) => ({
    taxableValue: rupees(t.taxable),
    igst: rupees(t.igst),
    cgst: rupees(t.cgst),
    sgst: rupees(t.sgst),
    cess: 0,
  });
  return {
    outwardTaxable: figures(taxable),
    outwardNilRatedExempt: { taxableValue: rupees(nilRated.taxable + exempt.taxable) },
    interStateUnregistered: [...unregisteredInter.entries()]
      .sort((a, b) => a[0].localeCompare(b[0]))
      .map(([pos, t]) => ({ placeOfSupply: pos, taxableValue: rupees(t.taxable), igst: rupees(t.igst) })),
    taxPayable: {
      igst: rupees(taxable.igst),
      cgst: rupees(taxable.cgst),
      sgst: rupees(taxable.sgst),
      total: rupees(taxable.igst + taxable.cgst + taxable.sgst),
    },
  };
}
export type Gstr3b = ReturnType<typeof buildGstr3b>;

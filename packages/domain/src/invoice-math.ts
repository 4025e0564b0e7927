import type { RateBps } from './gst-rates.js';
import { messages } from './messages.js';
import {
  allocate,
  divRoundHalfUp,
  exactProduct,
  MoneyError,
  mulQty,
  type Paise,
  plusPaise,
  roundToRupee,
  subPaise,
  sumPaise,
} from './money.js';
import type { Milli } from './quantity.js';

// The invoice arithmetic of GST.md "Rounding", in exact integer paise. Every division goes through
// divRoundHalfUp (exact: in doubles while the figures are small, in bigints past that), so the same
// inputs give the same paise on server, web and in reports.
// computeLine and computeInvoice do arithmetic only; the validate* helpers below say, in the spec's
// words, why an input should not reach them.

/** `rateBps: null` is the spec's 'No Gst' slab (Bill of Supply): no tax at all. */
export type LineInput = {
  qtyMilli: Milli;
  unitPricePaise: Paise;
  discountPaise: Paise;
  rateBps: RateBps | null;
  priceIncludesTax: boolean;
};

/** intra = CGST + SGST (UTGST in a union territory without a legislature), inter = IGST. */
export type TaxMode = 'intra' | 'inter';

/** In an intra-state UTGST supply, sgstPaise holds the UTGST: the arithmetic is the same. */
export type LineResult = {
  amountPaise: Paise;
  taxablePaise: Paise;
  cgstPaise: Paise;
  sgstPaise: Paise;
  igstPaise: Paise;
  taxPaise: Paise;
  totalPaise: Paise;
};

export type InvoiceInput = {
  lines: readonly LineInput[];
  mode: TaxMode;
  invoiceDiscountPaise: Paise;
  roundOff: boolean;
  /** Intra-state in a UT without a legislature: print SGST as UTGST (see place-of-supply). */
  utgst?: boolean;
};

export type InvoiceLineResult = LineResult & { invoiceDiscountSharePaise: Paise };

export type InvoiceTotals = {
  /** Σ qty × price, before any discount. */
  grossPaise: Paise;
  lineDiscountPaise: Paise;
  invoiceDiscountPaise: Paise;
  amountPaise: Paise;
  taxablePaise: Paise;
  cgstPaise: Paise;
  sgstPaise: Paise;
  igstPaise: Paise;
  taxPaise: Paise;
  totalPaise: Paise;
  /** grandTotal − total: signed, 0 when the shop turned rounding off. */
  roundOffPaise: Paise;
  grandTotalPaise: Paise;
};

export type InvoiceResult = {
  lines: InvoiceLineResult[];
  totals: InvoiceTotals;
  utgst: boolean;
};

// Bill-line texts of shop-operations §5, plus the few this module needs that the spec does not word.
// They belong in messages.ts; they live here until that file is free to edit.
export const invoiceMessages = {
  sellingPriceEmpty: 'selling price can not be empty',
  quantityBelowOne: 'quantity can not be less than 1',
  gstRequired: 'GST is required',
  discountTooHigh: 'Discount cannot be higher than total amount',
  sellingPriceNegative: 'Selling price can not be negative',
  quantityNotPositive: 'Quantity should be greater than 0',
  discountNegative: 'Discount can not be negative',
} as const;

function checkRate(rateBps: RateBps): void {
  if (!Number.isSafeInteger(rateBps) || rateBps < 0) {
    throw new MoneyError(`Rate must be a non-negative whole number of basis points, got ${String(rateBps)}`);
  }
}

/** qty × price, rounded half up to the paisa: 2.5 kg at ₹40.33 is ₹100.825, billed as ₹100.83. */
export function grossAmount(line: Pick<LineInput, 'qtyMilli' | 'unitPricePaise'>): Paise {
  return mulQty(line.unitPricePaise, line.qtyMilli);
}

/** One line per GST.md. Mirror-symmetric: negating qty and discount negates every figure. */
export function computeLine(line: LineInput, mode: TaxMode): LineResult {
  return lineFigures(line, line.discountPaise, mode);
}

// computeLine with the line's discount given apart, so that computeInvoice can add a line's share of
// the invoice discount without copying the line. Every result is built with the same keys in the
// same order: this runs ten times per saved bill, and objects spread from differently shaped
// parts made V8's code for it several times slower.
function lineFigures(line: LineInput, discountPaise: Paise, mode: TaxMode): LineResult {
  const amountPaise = subPaise(grossAmount(line), discountPaise);
  if (line.rateBps === null) {
    return lineResult(amountPaise, amountPaise, 0, 0, 0, amountPaise);
  }
  checkRate(line.rateBps);
  const bps = line.rateBps;

  if (line.priceIncludesTax) {
    // Tax is what is left after the taxable value, so the customer pays the printed price exactly.
    const taxablePaise = divRoundHalfUp(exactProduct(amountPaise, 10_000), 10_000 + bps);
    const taxPaise = amountPaise - taxablePaise;
    const cgstPaise = mode === 'intra' ? divRoundHalfUp(taxPaise, 2) : 0;
    const sgstPaise = mode === 'intra' ? taxPaise - cgstPaise : 0;
    const igstPaise = mode === 'inter' ? taxPaise : 0;
    return lineResult(amountPaise, taxablePaise, cgstPaise, sgstPaise, igstPaise, amountPaise);
  }

  // Exclusive: each half is rounded on its own, so intra and inter tax may differ by a paisa.
  const half = mode === 'intra' ? divRoundHalfUp(exactProduct(amountPaise, bps), 20_000) : 0;
  const igstPaise = mode === 'inter' ? divRoundHalfUp(exactProduct(amountPaise, bps), 10_000) : 0;
  const taxPaise = half + half + igstPaise;
  return lineResult(amountPaise, amountPaise, half, half, igstPaise, plusPaise(amountPaise, taxPaise));
}

function lineResult(
  amountPaise: Paise,
  taxablePaise: Paise,
  cgstPaise: Paise,
  sgstPaise: Paise,
  igstPaise: Paise,
  totalPaise: Paise,
): LineResult {
  const taxPaise = cgstPaise + sgstPaise + igstPaise;
  return { amountPaise, taxablePaise, cgstPaise, sgstPaise, igstPaise, taxPaise, totalPaise };
}

/**
 * Splits the invoice discount over the lines in proportion to their amounts (after their own
 * discounts), largest remainder, so the shares add up to the discount exactly. Mixed inclusive and
 * exclusive lines are weighed by their amounts as entered, as the spec words it. Only a sale can
 * carry an invoice discount: with one, every line amount must be non-negative.
 */
export function allocateInvoiceDiscount(lines: readonly LineInput[], invoiceDiscountPaise: Paise): Paise[] {
  if (invoiceDiscountPaise < 0) throw new RangeError('The invoice discount can not be negative');
  // Without a discount there is nothing to weigh, and a return's negative lines are fine.
  if (invoiceDiscountPaise === 0) return lines.map(() => 0);
  const amounts = lines.map((l) => sumPaise([grossAmount(l), -l.discountPaise]));
  if (amounts.some((a) => a < 0)) throw new RangeError('A line discount is higher than the line amount');
  if (invoiceDiscountPaise > sumPaise(amounts)) {
    throw new RangeError('The invoice discount is higher than the invoice amount');
  }
  return allocate(invoiceDiscountPaise, amounts);
}

export function computeInvoice(input: InvoiceInput): InvoiceResult {
  const shares = allocateInvoiceDiscount(input.lines, input.invoiceDiscountPaise);
  // One pass sums every total as it goes (sumPaise's overflow checks, without an array per total).
  const sum = {
    gross: 0,
    lineDiscount: 0,
    amount: 0,
    taxable: 0,
    cgst: 0,
    sgst: 0,
    igst: 0,
    tax: 0,
    total: 0,
  };
  const lines: InvoiceLineResult[] = [];
  for (let i = 0; i < input.lines.length; i++) {
    const line = input.lines[i]!;
    const share = shares[i] ?? 0;
    const r = lineFigures(line, line.discountPaise + share, input.mode);
    lines.push({
      amountPaise: r.amountPaise,
      taxablePaise: r.taxablePaise,
      cgstPaise: r.cgstPaise,
      sgstPaise: r.sgstPaise,
      igstPaise: r.igstPaise,
      taxPaise: r.taxPaise,
      totalPaise: r.totalPaise,
      invoiceDiscountSharePaise: share,
    });
    sum.gross = plusPaise(sum.gross, grossAmount(line));
    sum.lineDiscount = plusPaise(sum.lineDiscount, line.discountPaise);
    sum.amount = plusPaise(sum.amount, r.amountPaise);
    sum.taxable = plusPaise(sum.taxable, r.taxablePaise);
    sum.cgst = plusPaise(sum.cgst, r.cgstPaise);
    sum.sgst = plusPaise(sum.sgst, r.sgstPaise);
    sum.igst = plusPaise(sum.igst, r.igstPaise);
    sum.tax = plusPaise(sum.tax, r.taxPaise);
    sum.total = plusPaise(sum.total, r.totalPaise);
  }
  const { rounded, roundOff } = input.roundOff
    ? roundToRupee(sum.total)
    : { rounded: sum.total, roundOff: 0 };
  return {
    lines,
    utgst: input.mode === 'intra' && input.utgst === true,
    totals: {
      grossPaise: sum.gross,
      lineDiscountPaise: sum.lineDiscount,
      invoiceDiscountPaise: input.invoiceDiscountPaise,
      amountPaise: sum.amount,
      taxablePaise: sum.taxable,
      cgstPaise: sum.cgst,
      sgstPaise: sum.sgst,
      igstPaise: sum.igst,
      taxPaise: sum.tax,
      totalPaise: sum.total,
      roundOffPaise: roundOff,
      grandTotalPaise: rounded,
    },
  };
}

export type HsnRow = { hsn: string; rateBps: RateBps | null; result: LineResult };
export type HsnSummaryRow = {
  hsn: string;
  rateBps: RateBps | null;
  taxablePaise: Paise;
  cgstPaise: Paise;
  sgstPaise: Paise;
  igstPaise: Paise;
  taxPaise: Paise;
  totalPaise: Paise;
};

/**
 * HSN-wise summary (invoice footer, GSTR-1 table 12): sums of the already rounded lines grouped by
 * (HSN, rate), so it agrees with the invoice totals to the paisa. Sorted by HSN, then rate with
 * 'No Gst' first, so the order does not depend on the order of the lines.
 */
export function hsnSummary(rows: readonly HsnRow[]): HsnSummaryRow[] {
  const groups = new Map<string, HsnSummaryRow>();
  for (const { hsn, rateBps, result } of rows) {
    const code = hsn.trim();
    const key = `${code}|${rateBps ?? ''}`;
    const g = groups.get(key) ?? {
      hsn: code,
      rateBps,
      taxablePaise: 0,
      cgstPaise: 0,
      sgstPaise: 0,
      igstPaise: 0,
      taxPaise: 0,
      totalPaise: 0,
    };
    g.taxablePaise = sumPaise([g.taxablePaise, result.taxablePaise]);
    g.cgstPaise = sumPaise([g.cgstPaise, result.cgstPaise]);
    g.sgstPaise = sumPaise([g.sgstPaise, result.sgstPaise]);
    g.igstPaise = sumPaise([g.igstPaise, result.igstPaise]);
    g.taxPaise = sumPaise([g.taxPaise, result.taxPaise]);
    g.totalPaise = sumPaise([g.totalPaise, result.totalPaise]);
    groups.set(key, g);
  }
  return [...groups.values()].sort((a, b) =>
    a.hsn !== b.hsn ? (a.hsn < b.hsn ? -1 : 1) : (a.rateBps ?? -1) - (b.rateBps ?? -1),
  );
}

export type BillLineCheck = {
  /** null or undefined: the selling price box is empty. */
  unitPricePaise: Paise | null | undefined;
  qtyMilli: Milli;
  discountPaise: Paise;
  /** undefined: no slab chosen; null: 'No Gst'. */
  rateBps: RateBps | null | undefined;
  /** The unit is counted in whole pieces (Pcs), not weighed or measured. */
  countUnit: boolean;
  /** A shop without a GSTIN may use only 'No Gst'. Omit to skip the check. */
  shopHasGstin?: boolean;
  /** The rates in force on the invoice date (they are data). Omit to skip the check. */
  allowedRatesBps?: readonly RateBps[];
};

/** The first problem with a bill line in the spec's words (§5 order: price, quantity, GST, discount), or null. */
export function validateBillLine(line: BillLineCheck): string | null {
  if (line.unitPricePaise === null || line.unitPricePaise === undefined)
    return invoiceMessages.sellingPriceEmpty;
  if (line.unitPricePaise < 0) return invoiceMessages.sellingPriceNegative;
  if (line.countUnit) {
    if (line.qtyMilli < 1000) return invoiceMessages.quantityBelowOne;
    if (line.qtyMilli % 1000 !== 0) return messages.fractionNotAllowed;
  } else if (line.qtyMilli <= 0) {
    return invoiceMessages.quantityNotPositive;
  }
  if (line.rateBps === undefined) return invoiceMessages.gstRequired;
  if (line.rateBps !== null) {
    if (line.shopHasGstin === false) return messages.gstOnlyForGstShops;
    if (line.allowedRatesBps && !line.allowedRatesBps.includes(line.rateBps)) return messages.gstRateUnknown;
  }
  return validateDiscount(
    line.discountPaise,
    grossAmount({ qtyMilli: line.qtyMilli, unitPricePaise: line.unitPricePaise }),
  );
}

/** A line discount against qty × price, or the invoice discount against the sum of line amounts. */
export function validateDiscount(discountPaise: Paise, amountPaise: Paise): string | null {
  if (discountPaise < 0) return invoiceMessages.discountNegative;
  if (discountPaise > amountPaise) return invoiceMessages.discountTooHigh;
  return null;
}

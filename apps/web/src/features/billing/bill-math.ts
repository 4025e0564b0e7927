import { limitMessages, MAX_AMOUNT_PAISE, MAX_QUANTITY_MILLI } from '@galla/contracts/limits';
import { percentToBps, type RateBps } from '@galla/domain/gst-rates';
import {
  computeInvoice,
  grossAmount,
  type InvoiceResult,
  invoiceMessages,
  type LineInput,
  type TaxMode,
  validateBillLine,
  validateDiscount,
} from '@galla/domain/invoice-math';
import { messages } from '@galla/domain/messages';
import { type Paise, tryRupeesToPaise } from '@galla/domain/money';
import { parseQuantity } from '@galla/domain/quantity';
import { type CartLine, NO_GST } from './cart';

// The cart's text turned into the exact integer figures of domain/invoice-math: what the summary
// shows is what the server recomputes, to the paisa, so a saved bill is never refused for a mismatch.

/** A box left empty is "not given"; anything else must be a plain rupee amount. */
function paiseOrNull(text: string): Paise | null | 'invalid' {
  const trimmed = text.trim();
  if (trimmed === '') return null;
  const paise = tryRupeesToPaise(trimmed);
  return paise === null ? 'invalid' : paise;
}

/** undefined: no slab chosen; null: 'No Gst'. */
export function lineRateBps(gst: string): RateBps | null | undefined {
  if (gst === '') return undefined;
  if (gst === NO_GST) return null;
  return percentToBps(gst);
}

export function imeiList(text: string): string[] {
  return text
    .split(',')
    .map((s) => s.trim())
    .filter((s) => s.length > 0);
}

const IMEI = /^[A-Za-z0-9]{1,30}$/;

/** The IMEI problems of every line (§5): characters, duplicates across the cart, one per unit. */
export function imeiErrors(lines: readonly CartLine[]): Map<number, string> {
  const errors = new Map<number, string>();
  const seen = new Set<string>();
  for (const line of lines) {
    const list = imeiList(line.imei);
    let error: string | null = null;
    for (const imei of list) {
      if (!IMEI.test(imei)) {
        error = messages.imeiCharacters;
        break;
      }
      const key = imei.toUpperCase();
      if (seen.has(key)) {
        error = messages.imeiDuplicate(imei);
        break;
      }
      seen.add(key);
    }
    const qty = parseQuantity(line.quantity);
    if (!error && line.hasImei && qty !== undefined && list.length * 1000 !== qty) {
      error = messages.imeiCountMismatch;
    }
    if (error) errors.set(line.productId, error);
  }
  return errors;
}

export type CheckedLine = { line: CartLine; input: LineInput | null; error: string | null };

/** One line's inputs in paise and thousandths, or the first §5 message about it. */
export function checkLine(line: CartLine, shopHasGstin: boolean): CheckedLine {
  const price = paiseOrNull(line.price);
  const discount = paiseOrNull(line.discount);
  const typedQty = line.quantity.trim();
  const parsedQty = parseQuantity(typedQty);
  const qtyMilli = parsedQty ?? 0;
  const rateBps = lineRateBps(line.gst);
  const fail = (error: string): CheckedLine => ({ line, input: null, error });

  // What was typed is never rewritten; what cannot be read, or no shop sells, is named (§5 words).
  if (price === 'invalid') return fail(messages.digitsOnly('Selling price'));
  if (price !== null && price > MAX_AMOUNT_PAISE) return fail(limitMessages.amountTooLarge);
  if (typedQty !== '' && parsedQty === undefined) {
    const fraction = /^\d+\.\d+$/.test(typedQty);
    return fail(fraction && line.countUnit ? messages.fractionNotAllowed : messages.digitsOnly('Quantity'));
  }
  if (qtyMilli > MAX_QUANTITY_MILLI) return fail(limitMessages.quantityTooLarge);
  if (discount === 'invalid') return fail(messages.digitsOnly('Discount'));
  const error = validateBillLine({
    unitPricePaise: price,
    qtyMilli,
    discountPaise: discount ?? 0,
    rateBps,
    countUnit: line.countUnit,
    shopHasGstin,
  });
  if (error || price === null || rateBps === undefined) return fail(error ?? messages.required);
  return {
    line,
    input: {
      qtyMilli,
      unitPricePaise: price,
      discountPaise: discount ?? 0,
      rateBps,
      priceIncludesTax: line.priceIncludesTax,
    },
    error: null,
  };
}

export type Bill = {
  lines: CheckedLine[];
  /** Figures of the lines that are complete; lines with a message count for nothing until fixed. */
  invoice: InvoiceResult;
  /** Index into `lines` → the position of that line in `invoice.lines`. */
  resultIndex: Map<number, number>;
  errors: string[];
  /** Why the bill discount box cannot be used (it then counts as 0), or null. */
  billDiscountError: string | null;
};

/**
 * The discount on the whole bill, in paise, checked against what the complete lines come to after
 * their own discounts (GST.md: it is split over the lines before tax).
 */
function billDiscount(text: string, inputs: readonly LineInput[]): { paise: Paise; error: string | null } {
  const paise = paiseOrNull(text);
  if (paise === null) return { paise: 0, error: null };
  if (paise === 'invalid') return { paise: 0, error: messages.digitsOnly('Discount') };
  const lineAmounts = inputs.reduce((sum, l) => sum + grossAmount(l) - l.discountPaise, 0);
  if (inputs.some((l) => grossAmount(l) < l.discountPaise))
    return { paise: 0, error: invoiceMessages.discountTooHigh };
  const error = validateDiscount(paise, lineAmounts);
  return error ? { paise: 0, error } : { paise, error: null };
}

export function computeBill(
  cart: readonly CartLine[],
  options: { mode: TaxMode; utgst: boolean; shopHasGstin: boolean; billDiscount?: string },
): Bill {
  const imei = imeiErrors(cart);
  const lines = cart.map((line) => {
    const checked = checkLine(line, options.shopHasGstin);
    const imeiError = imei.get(line.productId);
    return checked.error || !imeiError ? checked : { ...checked, input: null, error: imeiError };
  });
  const inputs: LineInput[] = [];
  const resultIndex = new Map<number, number>();
  lines.forEach((checked, i) => {
    if (!checked.input) return;
    resultIndex.set(i, inputs.length);
    inputs.push(checked.input);
  });
  const discount = billDiscount(options.billDiscount ?? '', inputs);
  const invoice = computeInvoice({
    lines: inputs,
    mode: options.mode,
    invoiceDiscountPaise: discount.paise,
    roundOff: true,
    utgst: options.utgst,
  });
  const errors = lines.flatMap((l) => (l.error ? [l.error] : []));
  if (discount.error) errors.push(discount.error);
  return { lines, invoice, resultIndex, errors, billDiscountError: discount.error };
}

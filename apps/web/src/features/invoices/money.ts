import { formatInr, tryRupeesToPaise } from '@galla/domain/money';

// The API sends rupees as JSON numbers; they are shown through the domain's paise helpers so that
// grouping (₹1,23,456.50) and decimals come from the decimal text, never from float arithmetic.
// A value the helpers cannot read (more than 2 decimals) is shown as sent rather than hidden.
export function rupees(value: number): string {
  const paise = tryRupeesToPaise(value);
  return paise === null ? String(value) : formatInr(paise);
}

/** The same without the symbol, for the cells of the long form's tables (the totals carry the ₹). */
export function amount(value: number): string {
  const paise = tryRupeesToPaise(value);
  return paise === null ? String(value) : formatInr(paise, { symbol: '' });
}

/** A GST rate for display: 18 → '18', 2.5 → '2.5'; halving for CGST/SGST is exact in binary. */
export function percent(value: number): string {
  return String(Number(value.toFixed(3)));
}

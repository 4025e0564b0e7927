import { formatRupees } from '../../lib/format';

// Money on the invoice screens: figures arrive as rupees (JSON numbers) and are formatted through
// paise (lib/format), so grouping and decimals come from the decimal text.
export const rupees = (value: number): string => formatRupees(value);

/** The same without the symbol, for the cells of the long form's tables (the totals carry the ₹). */
export const amount = (value: number): string => formatRupees(value, { symbol: '' });

/** A GST rate for display: 18 → '18', 2.5 → '2.5'; halving for CGST/SGST is exact in binary. */
export function percent(value: number): string {
  return String(Number(value.toFixed(3)));
}

import { formatInr, rupeesToPaise } from '@galla/domain/money';

// Views carry rupees as wire numbers; printed figures go through paise so that the digits are the
// exact ones on the wire (formatInr groups the Indian way: ₹1,23,456.50).

/** `₹1,23,456.50`, or without the symbol for table cells under a "(₹)" heading. */
export function inr(rupees: number, symbol: '₹' | '' = '₹'): string {
  return formatInr(rupeesToPaise(rupees), { symbol });
}

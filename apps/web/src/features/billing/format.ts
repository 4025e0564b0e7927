import { formatInr, type Paise, rupeesToPaise } from '@galla/domain/money';

// Money on the billing screen: ₹ with lakh-crore grouping and paise, like the inventory screen.

export const formatPaise = (paise: Paise): string => formatInr(paise);

/** A rupee amount from an answer (at most 2 decimals), through its decimal text. */
export const formatRupees = (rupees: number): string => formatInr(rupeesToPaise(rupees));

/** Paise as a rupee amount for an input box: '1180' or '1180.50', no grouping, no symbol. */
export function plainRupees(paise: Paise): string {
  const sign = paise < 0 ? '-' : '';
  const abs = Math.abs(paise);
  const fraction = abs % 100;
  const whole = (abs - fraction) / 100;
  return fraction === 0 ? `${sign}${whole}` : `${sign}${whole}.${String(fraction).padStart(2, '0')}`;
}

/** A business date YYYY-MM-DD as the screen shows it, dd/MM/yyyy. */
export function screenDate(iso: string): string {
  const [year, month, day] = iso.split('-');
  return `${day}/${month}/${year}`;
}

/** dd/MM/yyyy as typed into a business date YYYY-MM-DD, or null when it is not that shape. */
export function isoDate(screen: string): string | null {
  const match = /^(\d{2})\/(\d{2})\/(\d{4})$/.exec(screen.trim());
  return match ? `${match[3]}-${match[2]}-${match[1]}` : null;
}

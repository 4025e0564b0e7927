import { formatInr, type Paise } from '@galla/domain/money';

// Money on the billing screen: ₹ with lakh-crore grouping and paise, like the inventory screen.

export const formatPaise = (paise: Paise): string => formatInr(paise);

/** Paise as a rupee amount for an input box: '1180' or '1180.50', no grouping, no symbol. */
export function plainRupees(paise: Paise): string {
  const sign = paise < 0 ? '-' : '';
  const abs = Math.abs(paise);
  const fraction = abs % 100;
  const whole = (abs - fraction) / 100;
  return fraction === 0 ? `${sign}${whole}` : `${sign}${whole}.${String(fraction).padStart(2, '0')}`;
}

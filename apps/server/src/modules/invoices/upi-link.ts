import type { Paise } from '@galla/domain/money';

// The UPI deep link (NPCI "UPI Linking Specification") that a payment app opens from the invoice's
// QR code, with the payee, the exact amount and the invoice number already filled in.

export type UpiPayment = {
  /** The shop's virtual payment address, e.g. `ramtraders@okaxis`. */
  vpa: string;
  payeeName: string;
  amountPaise: Paise;
  /** Shown to the payer and in the shop's statement: the invoice number. */
  note: string;
};

// Every value is percent-encoded except '@': it is legal in a query value (RFC 3986 pchar), and
// some payment apps fail to find a payee whose address arrives as `%40`.
const encode = (value: string) => encodeURIComponent(value.trim()).replace(/%40/g, '@');

/** Rupees with exactly two decimals from integer paise, never through a float. */
function amountText(paise: Paise): string {
  if (!Number.isSafeInteger(paise) || paise <= 0) {
    throw new RangeError(`A UPI payment needs a positive amount in paise, got ${String(paise)}`);
  }
  return `${Math.floor(paise / 100)}.${String(paise % 100).padStart(2, '0')}`;
}

export function upiPayLink(payment: UpiPayment): string {
  const params = [
    `pa=${encode(payment.vpa)}`,
    `pn=${encode(payment.payeeName)}`,
    `am=${amountText(payment.amountPaise)}`,
    'cu=INR',
    `tn=${encode(payment.note)}`,
  ];
  return `upi://pay?${params.join('&')}`;
}

import type { Paise } from './money.js';

// Payment on the single-screen billing variant (shop-operations §4, §5, §9): one or two payments
// that together cover the invoice total, or finance, which covers all of it with an EMI plan.

/** In the spec's order. Labels are Galla's; the ids are the wire values. */
export const paymentModes = [
  { id: 'cash', label: 'Cash' },
  { id: 'card', label: 'Card' },
  { id: 'finance', label: 'Finance' },
  { id: 'upi', label: 'UPI' },
  { id: 'net-banking', label: 'Net Banking' },
  { id: 'other', label: 'Other' },
] as const;

export type PaymentMode = (typeof paymentModes)[number]['id'];
export type Payment = { mode: PaymentMode; amountPaise: Paise };

const MODE_IDS: ReadonlySet<string> = new Set(paymentModes.map((m) => m.id));

export function isPaymentMode(value: unknown): value is PaymentMode {
  return typeof value === 'string' && MODE_IDS.has(value);
}

// The spec words none of these; they belong in messages.ts once it is free to edit.
export const paymentMessages = {
  modeRequired: 'Please select payment mode',
  modeUnknown: 'Please choose a payment mode from the list',
  amountNegative: 'Amount can not be negative',
  amountAboveTotal: 'Amount can not be more than total Amount',
  secondModeRequired: 'Please select the second payment mode',
  secondModeSame: 'Second payment mode should be different from the first',
  secondAmountNotRemainder: 'Second payment should be the remaining amount',
  financeOnlyFirst: 'Finance can only be the first payment mode',
  financeNoSecond: 'Second payment is not allowed with finance',
} as const;

/**
 * The choices for payment 2: every mode but payment 1's, and never finance, which only ever
 * covers the whole bill as payment 1.
 */
export function secondPaymentModes(mode1: PaymentMode): PaymentMode[] {
  return paymentModes.map((m) => m.id).filter((id) => id !== mode1 && id !== 'finance');
}

export type SplitPaymentInput = {
  totalPaise: Paise;
  mode1: string | null | undefined;
  amount1Paise: Paise;
  mode2?: string | null;
  /** Omitted: taken as the remainder. Given: must be the remainder. */
  amount2Paise?: Paise | null;
};

export type SplitPaymentResult = { ok: true; payments: Payment[] } | { ok: false; error: string };

const blank = (s: string | null | undefined): boolean => s === null || s === undefined || s.trim() === '';
const fail = (error: string): SplitPaymentResult => ({ ok: false, error });

function checkPaise(value: number, what: string): void {
  // Amounts arrive already parsed into paise, so a fraction here is a programming error, not user input.
  if (!Number.isSafeInteger(value)) throw new RangeError(`${what} must be whole paise, got ${value}`);
}

/**
 * Checks the payments against the total and returns them normalised: finance set to the total,
 * payment 2 filled with the remainder, and dropped when there is nothing left to pay.
 */
export function splitPayment(input: SplitPaymentInput): SplitPaymentResult {
  const { totalPaise, mode1, amount1Paise, mode2, amount2Paise } = input;
  checkPaise(totalPaise, 'The total');
  if (totalPaise < 0) throw new RangeError('The invoice total can not be negative');
  const hasAmount2 = amount2Paise !== null && amount2Paise !== undefined;
  if (hasAmount2) checkPaise(amount2Paise, 'Payment 2');

  if (blank(mode1)) return fail(paymentMessages.modeRequired);
  if (!isPaymentMode(mode1)) return fail(paymentMessages.modeUnknown);
  if (mode1 === 'finance') {
    // The form hides payment 2 under finance but may still send its stale mode: only an amount counts.
    if (hasAmount2 && amount2Paise !== 0) return fail(paymentMessages.financeNoSecond);
    return { ok: true, payments: [{ mode: 'finance', amountPaise: totalPaise }] };
  }

  checkPaise(amount1Paise, 'Payment 1');
  if (amount1Paise < 0) return fail(paymentMessages.amountNegative);
  if (amount1Paise > totalPaise) return fail(paymentMessages.amountAboveTotal);
  const first: Payment = { mode: mode1, amountPaise: amount1Paise };
  const remainder = totalPaise - amount1Paise;

  if (remainder === 0) {
    if (hasAmount2 && amount2Paise !== 0) return fail(paymentMessages.secondAmountNotRemainder);
    return { ok: true, payments: [first] };
  }
  if (blank(mode2)) return fail(paymentMessages.secondModeRequired);
  if (!isPaymentMode(mode2)) return fail(paymentMessages.modeUnknown);
  if (mode2 === mode1) return fail(paymentMessages.secondModeSame);
  if (mode2 === 'finance') return fail(paymentMessages.financeOnlyFirst);
  if (hasAmount2 && amount2Paise !== remainder) return fail(paymentMessages.secondAmountNotRemainder);
  return { ok: true, payments: [first, { mode: mode2, amountPaise: remainder }] };
}

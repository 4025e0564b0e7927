// The largest figures a request may carry, shared by the server's contracts and the web's forms.
// They sit far above what a shop ever bills, and far enough below 2^53 paise that a line (quantity ×
// price) stays an exact integer: 1,00,000 × ₹10,00,00,000 = 10^15 paise < 2^53 ≈ 9 × 10^15. A whole
// bill of many such lines can still pass 2^53; the invoice maths then refuses it (a 400, not a 500).

/** A unit price or any other amount on the wire: at most ₹10,00,00,000 (ten crore). */
export const MAX_AMOUNT_RUPEES = 10_00_00_000;
export const MAX_AMOUNT_PAISE = MAX_AMOUNT_RUPEES * 100;

/** A quantity: at most 1,00,000 units (in integer thousandths, 10^8). */
export const MAX_QUANTITY = 1_00_000;
export const MAX_QUANTITY_MILLI = MAX_QUANTITY * 1000;

export const limitMessages = {
  amountTooLarge: 'An amount can be at most ₹10,00,00,000',
  quantityTooLarge: 'A quantity can be at most 1,00,000',
  /** Figures within the limits whose sum or product still cannot be worked out exactly. */
  totalTooLarge: 'The total is too large. Please use smaller amounts or split the bill',
};

/**
 * Business dates (invoice, EMI): a bill of this century. Outside it a year's financial year cannot be
 * written as the spec's "26-27" without ambiguity, and year 9999's next year cannot be written at all.
 */
export const MIN_BUSINESS_DATE = '2000-01-01';
export const MAX_BUSINESS_DATE = '2099-12-31';
export const dateMessages = {
  outOfRange: 'Please enter a date between 01/01/2000 and 31/12/2099',
};

/**
 * A row id: PostgreSQL's `serial` and `integer` columns stop at 2^31 - 1, and a larger number in a
 * query is a database error (a 500) rather than "no such row".
 */
export const MAX_ID = 2_147_483_647;

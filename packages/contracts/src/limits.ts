import { formatInr } from '@galla/domain/money';

// Upper bounds no real shop meets, so a slip of the finger (an extra zero, '1e12') is refused on
// both sides instead of being stored and summed into lakh-crore figures.

/** The most one unit price or amount may be: ₹10 crore. */
export const MAX_AMOUNT_RUPEES = 10_00_00_000;
/** The most units in one bill line or one product's stock. */
export const MAX_QUANTITY = 1_00_000;

export const MAX_AMOUNT_PAISE = MAX_AMOUNT_RUPEES * 100;
export const MAX_QUANTITY_MILLI = MAX_QUANTITY * 1000;

export const limitMessages = {
  amount: (field: string) =>
    `${field} can not be more than ${formatInr(MAX_AMOUNT_PAISE, { symbol: 'Rs', decimals: false })}`,
  quantity: (field: string) =>
    `${field} can not be more than ${formatInr(MAX_QUANTITY * 100, { symbol: '', decimals: false })}`,
};

import { addMonths, isValidBusinessDate } from './financial-year.js';
import { divRoundHalfUp, type Paise, subPaise } from './money.js';

// Finance (EMI) arithmetic of shop-operations §9 in integer paise: the financed amount is the
// total less the down payment, the EMI is that over the months rounded to the paisa, and the last
// instalment absorbs the rounding so the schedule adds up to the financed amount exactly.

/** The spec's EMI count is at most 2 digits. */
export const MAX_EMI_MONTHS = 99;
/** Finance mode opens with 1 month (shop-operations §4). */
export const DEFAULT_EMI_MONTHS = 1;

// The first two are the spec's words (§5); the others cover inputs the spec's form cannot produce
// but an API client can. They belong in messages.ts once it is free to edit.
export const emiMessages = {
  downPaymentTooHigh: 'Amount should be less than total Amount',
  monthsNotPositive: 'Number of months should be greater than 0',
  monthsTooMany: `Number of months can be at most ${MAX_EMI_MONTHS}`,
  monthsNotWhole: 'Number of months should be a whole number',
  downPaymentNegative: 'Down payment can not be negative',
} as const;

export type EmiRow = { instalment: number; dueDate: string; amountPaise: Paise };

export type FinanceInput = { totalPaise: Paise; downPaymentPaise: Paise; months: number };

export type FinancePlan = {
  financePaise: Paise;
  emiPaise: Paise;
  /** Invoice date + 1 month. */
  startDateEmi: string;
  /** Invoice date + months. */
  endDateEmi: string;
  rows: EmiRow[];
};

/** The first problem in the spec's words, or null. */
export function validateFinance({ totalPaise, downPaymentPaise, months }: FinanceInput): string | null {
  if (downPaymentPaise < 0) return emiMessages.downPaymentNegative;
  if (downPaymentPaise >= totalPaise) return emiMessages.downPaymentTooHigh;
  if (!Number.isInteger(months)) return emiMessages.monthsNotWhole;
  if (months <= 0) return emiMessages.monthsNotPositive;
  if (months > MAX_EMI_MONTHS) return emiMessages.monthsTooMany;
  return null;
}

export function financeAmount(totalPaise: Paise, downPaymentPaise: Paise): Paise {
  return subPaise(totalPaise, downPaymentPaise);
}

function checkMonths(months: number): void {
  if (!Number.isInteger(months) || months < 1 || months > MAX_EMI_MONTHS) {
    throw new RangeError(`EMI months must be a whole number from 1 to ${MAX_EMI_MONTHS}, got ${months}`);
  }
}

/**
 * financed / months, rounded half up to the paisa. When rounding up would leave the last instalment
 * negative (a few rupees over many months: 50 paise over 99 months rounds to 1 paisa a month, and
 * 98 of those exceed 50), the EMI is rounded down instead, so the last row stays at or above it.
 */
export function emiAmount(financePaise: Paise, months: number): Paise {
  checkMonths(months);
  if (!Number.isSafeInteger(financePaise) || financePaise < 0) {
    throw new RangeError(
      `The financed amount must be a non-negative whole number of paise, got ${financePaise}`,
    );
  }
  const rounded = divRoundHalfUp(financePaise, months);
  return rounded * (months - 1) <= financePaise ? rounded : Math.floor(financePaise / months);
}

/** Instalment k (1..months) falls due k calendar months after the invoice date, clamped to the month's end. */
export function emiSchedule(input: { financePaise: Paise; months: number; invoiceDate: string }): EmiRow[] {
  const { financePaise, months, invoiceDate } = input;
  if (!isValidBusinessDate(invoiceDate))
    throw new RangeError(`Invalid invoice date ${JSON.stringify(invoiceDate)}`);
  const emi = emiAmount(financePaise, months);
  // Each date is counted from the invoice date, not from the previous row, so 31 January gives
  // 28 February and then 31 March rather than drifting to the 28th.
  return Array.from({ length: months }, (_, i) => ({
    instalment: i + 1,
    dueDate: addMonths(invoiceDate, i + 1),
    amountPaise: i === months - 1 ? financePaise - emi * (months - 1) : emi,
  }));
}

/** Validates, then builds the payload's financeAmount, emiAmount, start and end dates and the rows. */
export function planFinance(
  input: FinanceInput & { invoiceDate: string },
): { ok: true; plan: FinancePlan } | { ok: false; error: string } {
  const error = validateFinance(input);
  if (error) return { ok: false, error };
  const financePaise = financeAmount(input.totalPaise, input.downPaymentPaise);
  const rows = emiSchedule({ financePaise, months: input.months, invoiceDate: input.invoiceDate });
  return {
    ok: true,
    plan: {
      financePaise,
      emiPaise: emiAmount(financePaise, input.months),
      startDateEmi: rows[0]!.dueDate,
      endDateEmi: rows[rows.length - 1]!.dueDate,
      rows,
    },
  };
}

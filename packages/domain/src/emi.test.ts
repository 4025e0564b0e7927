import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  emiAmount,
  emiMessages,
  emiSchedule,
  financeAmount,
  MAX_EMI_MONTHS,
  planFinance,
  validateFinance,
} from './emi.js';
import { addMonths } from './financial-year.js';

const dateArb = fc
  .date({ min: new Date('2000-01-01T00:00:00Z'), max: new Date('2099-12-31T00:00:00Z'), noInvalidDate: true })
  .map((d) => d.toISOString().slice(0, 10));
const monthsArb = fc.integer({ min: 1, max: MAX_EMI_MONTHS });
const financeArb = fc.oneof(fc.integer({ min: 0, max: 10_000 }), fc.integer({ min: 0, max: 10_000_000_000 }));

describe('validateFinance', () => {
  it.each([
    [{ totalPaise: 100_000, downPaymentPaise: 20_000, months: 6 }, null],
    [{ totalPaise: 100_000, downPaymentPaise: 0, months: 1 }, null],
    [{ totalPaise: 100_000, downPaymentPaise: 99_999, months: 99 }, null],
    [{ totalPaise: 100_000, downPaymentPaise: 100_000, months: 6 }, emiMessages.downPaymentTooHigh],
    [{ totalPaise: 100_000, downPaymentPaise: 100_001, months: 6 }, emiMessages.downPaymentTooHigh],
    [{ totalPaise: 0, downPaymentPaise: 0, months: 6 }, emiMessages.downPaymentTooHigh],
    [{ totalPaise: 100_000, downPaymentPaise: -1, months: 6 }, emiMessages.downPaymentNegative],
    [{ totalPaise: 100_000, downPaymentPaise: 0, months: 0 }, emiMessages.monthsNotPositive],
    [{ totalPaise: 100_000, downPaymentPaise: 0, months: -3 }, emiMessages.monthsNotPositive],
    [{ totalPaise: 100_000, downPaymentPaise: 0, months: 100 }, emiMessages.monthsTooMany],
    [{ totalPaise: 100_000, downPaymentPaise: 0, months: 2.5 }, emiMessages.monthsNotWhole],
    [{ totalPaise: 100_000, downPaymentPaise: 0, months: Number.NaN }, emiMessages.monthsNotWhole],
  ])('%j → %s', (input, expected) => {
    expect(validateFinance(input)).toBe(expected);
  });

  it('uses the spec texts', () => {
    expect(emiMessages.downPaymentTooHigh).toBe('Amount should be less than total Amount');
    expect(emiMessages.monthsNotPositive).toBe('Number of months should be greater than 0');
  });
});

describe('emiAmount', () => {
  it.each([
    [100_000, 1, 100_000],
    [100_000, 3, 33_333],
    [200, 3, 67],
    [101, 2, 51],
    [1, 3, 0],
    [50, 99, 0], // rounding up to 1 would leave the last row at 50 − 98
    [0, 5, 0],
  ])('%d paise over %d months → %d', (finance, months, expected) => {
    expect(emiAmount(finance, months)).toBe(expected);
  });

  it('refuses impossible inputs', () => {
    expect(() => emiAmount(100, 0)).toThrow(RangeError);
    expect(() => emiAmount(100, 100)).toThrow(RangeError);
    expect(() => emiAmount(100, 1.5)).toThrow(RangeError);
    expect(() => emiAmount(-1, 3)).toThrow(RangeError);
    expect(() => emiAmount(0.5, 3)).toThrow(RangeError);
  });
});

describe('emiSchedule', () => {
  it('puts the rounding in the last row and counts dates from the invoice date', () => {
    expect(emiSchedule({ financePaise: 100_000, months: 3, invoiceDate: '2026-01-31' })).toEqual([
      { instalment: 1, dueDate: '2026-02-28', amountPaise: 33_333 },
      { instalment: 2, dueDate: '2026-03-31', amountPaise: 33_333 },
      { instalment: 3, dueDate: '2026-04-30', amountPaise: 33_334 },
    ]);
    expect(emiSchedule({ financePaise: 101, months: 2, invoiceDate: '2026-11-15' })).toEqual([
      { instalment: 1, dueDate: '2026-12-15', amountPaise: 51 },
      { instalment: 2, dueDate: '2027-01-15', amountPaise: 50 },
    ]);
  });

  it('refuses a bad invoice date', () => {
    expect(() => emiSchedule({ financePaise: 100, months: 2, invoiceDate: '2026-02-30' })).toThrow(
      RangeError,
    );
  });

  it('adds up exactly, with equal rows before the last and strictly later dates', () => {
    fc.assert(
      fc.property(financeArb, monthsArb, dateArb, (financePaise, months, invoiceDate) => {
        const rows = emiSchedule({ financePaise, months, invoiceDate });
        const emi = emiAmount(financePaise, months);
        expect(rows).toHaveLength(months);
        expect(rows.reduce((s, r) => s + r.amountPaise, 0)).toBe(financePaise);
        for (const r of rows) expect(Number.isSafeInteger(r.amountPaise) && r.amountPaise >= 0).toBe(true);
        for (const r of rows.slice(0, -1)) expect(r.amountPaise).toBe(emi);
        // Rounded half up, the last row is off by at most half a paisa per month; rounded down, less than one.
        const drift = rows[months - 1]!.amountPaise - emi;
        if (emi === Math.floor(financePaise / months)) expect(drift >= 0 && drift < months).toBe(true);
        else expect(Math.abs(drift) * 2).toBeLessThanOrEqual(months);
        rows.forEach((r, i) => {
          expect(r.instalment).toBe(i + 1);
          expect(r.dueDate).toBe(addMonths(invoiceDate, i + 1));
          if (i > 0) expect(r.dueDate > rows[i - 1]!.dueDate).toBe(true);
        });
        expect(rows[0]!.dueDate > invoiceDate).toBe(true);
      }),
    );
  });

  it('rounds the EMI half up whenever the last row can take it', () => {
    fc.assert(
      fc.property(financeArb, monthsArb, (financePaise, months) => {
        const emi = emiAmount(financePaise, months);
        const halfUp = Math.floor((2 * financePaise + months) / (2 * months));
        if (halfUp * (months - 1) <= financePaise) expect(emi).toBe(halfUp);
        else expect(emi).toBe(Math.floor(financePaise / months));
      }),
    );
  });
});

describe('planFinance', () => {
  it('builds the payload figures', () => {
    expect(
      planFinance({ totalPaise: 1_200_000, downPaymentPaise: 200_000, months: 6, invoiceDate: '2026-04-10' }),
    ).toEqual({
      ok: true,
      plan: {
        financePaise: 1_000_000,
        emiPaise: 166_667,
        startDateEmi: '2026-05-10',
        endDateEmi: '2026-10-10',
        rows: [
          { instalment: 1, dueDate: '2026-05-10', amountPaise: 166_667 },
          { instalment: 2, dueDate: '2026-06-10', amountPaise: 166_667 },
          { instalment: 3, dueDate: '2026-07-10', amountPaise: 166_667 },
          { instalment: 4, dueDate: '2026-08-10', amountPaise: 166_667 },
          { instalment: 5, dueDate: '2026-09-10', amountPaise: 166_667 },
          { instalment: 6, dueDate: '2026-10-10', amountPaise: 166_665 },
        ],
      },
    });
    expect(financeAmount(1_200_000, 200_000)).toBe(1_000_000);
  });

  it('returns the first rule broken', () => {
    expect(
      planFinance({ totalPaise: 1000, downPaymentPaise: 1000, months: 0, invoiceDate: '2026-04-10' }),
    ).toEqual({
      ok: false,
      error: emiMessages.downPaymentTooHigh,
    });
    expect(
      planFinance({ totalPaise: 1000, downPaymentPaise: 0, months: 0, invoiceDate: '2026-04-10' }),
    ).toEqual({
      ok: false,
      error: emiMessages.monthsNotPositive,
    });
  });

  it('finances the total less the down payment, due from one month to months after the invoice', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 10_000_000_000 }),
        fc.integer({ min: 0, max: 1000 }),
        monthsArb,
        dateArb,
        (totalPaise, share, months, invoiceDate) => {
          const downPaymentPaise = Math.floor(((totalPaise - 1) * share) / 1000);
          const result = planFinance({ totalPaise, downPaymentPaise, months, invoiceDate });
          if (!result.ok) throw new Error(result.error);
          const { plan } = result;
          expect(plan.financePaise).toBe(totalPaise - downPaymentPaise);
          expect(plan.financePaise).toBeGreaterThan(0);
          expect(plan.startDateEmi).toBe(addMonths(invoiceDate, 1));
          expect(plan.endDateEmi).toBe(addMonths(invoiceDate, months));
        },
      ),
    );
  });
});

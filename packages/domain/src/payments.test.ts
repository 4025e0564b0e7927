import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  isPaymentMode,
  type PaymentMode,
  paymentMessages,
  paymentModes,
  secondPaymentModes,
  splitPayment,
} from './payments.js';

const modeArb = fc.constantFrom<PaymentMode>(...paymentModes.map((m) => m.id));

describe('payment modes', () => {
  it('are the single-screen variant modes, in the spec order', () => {
    expect(paymentModes.map((m) => m.id)).toEqual(['cash', 'card', 'finance', 'upi', 'net-banking', 'other']);
    expect(isPaymentMode('upi')).toBe(true);
    expect(isPaymentMode('debit')).toBe(false);
    expect(isPaymentMode('UPI')).toBe(false);
    expect(isPaymentMode(undefined)).toBe(false);
  });

  it('offer payment 2 everything but mode 1 and finance', () => {
    expect(secondPaymentModes('cash')).toEqual(['card', 'upi', 'net-banking', 'other']);
    expect(secondPaymentModes('upi')).toEqual(['cash', 'card', 'net-banking', 'other']);
  });
});

describe('splitPayment', () => {
  it.each([
    [
      'all in cash',
      { totalPaise: 10_000, mode1: 'cash', amount1Paise: 10_000 },
      [{ mode: 'cash', amountPaise: 10_000 }],
    ],
    [
      'a stale empty payment 2 is dropped',
      { totalPaise: 10_000, mode1: 'cash', amount1Paise: 10_000, mode2: 'upi', amount2Paise: 0 },
      [{ mode: 'cash', amountPaise: 10_000 }],
    ],
    [
      'split, remainder filled in',
      { totalPaise: 10_000, mode1: 'cash', amount1Paise: 4000, mode2: 'upi' },
      [
        { mode: 'cash', amountPaise: 4000 },
        { mode: 'upi', amountPaise: 6000 },
      ],
    ],
    [
      'split, remainder given',
      { totalPaise: 10_000, mode1: 'card', amount1Paise: 1, mode2: 'net-banking', amount2Paise: 9999 },
      [
        { mode: 'card', amountPaise: 1 },
        { mode: 'net-banking', amountPaise: 9999 },
      ],
    ],
    [
      'nothing in payment 1',
      { totalPaise: 10_000, mode1: 'cash', amount1Paise: 0, mode2: 'other' },
      [
        { mode: 'cash', amountPaise: 0 },
        { mode: 'other', amountPaise: 10_000 },
      ],
    ],
    [
      'finance takes the total',
      { totalPaise: 10_000, mode1: 'finance', amount1Paise: 3000 },
      [{ mode: 'finance', amountPaise: 10_000 }],
    ],
    [
      'finance ignores a stale mode 2',
      { totalPaise: 10_000, mode1: 'finance', amount1Paise: 0, mode2: 'cash', amount2Paise: null },
      [{ mode: 'finance', amountPaise: 10_000 }],
    ],
    ['a free invoice', { totalPaise: 0, mode1: 'cash', amount1Paise: 0 }, [{ mode: 'cash', amountPaise: 0 }]],
  ] as const)('%s', (_label, input, payments) => {
    expect(splitPayment(input)).toEqual({ ok: true, payments });
  });

  it.each([
    ['no mode', { totalPaise: 10_000, mode1: '', amount1Paise: 10_000 }, paymentMessages.modeRequired],
    ['null mode', { totalPaise: 10_000, mode1: null, amount1Paise: 10_000 }, paymentMessages.modeRequired],
    [
      'unknown mode',
      { totalPaise: 10_000, mode1: 'cheque', amount1Paise: 10_000 },
      paymentMessages.modeUnknown,
    ],
    [
      'negative amount',
      { totalPaise: 10_000, mode1: 'cash', amount1Paise: -1 },
      paymentMessages.amountNegative,
    ],
    [
      'over the total',
      { totalPaise: 10_000, mode1: 'cash', amount1Paise: 10_001 },
      paymentMessages.amountAboveTotal,
    ],
    [
      'short, no second mode',
      { totalPaise: 10_000, mode1: 'cash', amount1Paise: 4000 },
      paymentMessages.secondModeRequired,
    ],
    [
      'short, blank second mode',
      { totalPaise: 10_000, mode1: 'cash', amount1Paise: 4000, mode2: ' ' },
      paymentMessages.secondModeRequired,
    ],
    [
      'short, unknown second mode',
      { totalPaise: 10_000, mode1: 'cash', amount1Paise: 4000, mode2: 'gold' },
      paymentMessages.modeUnknown,
    ],
    [
      'same mode twice',
      { totalPaise: 10_000, mode1: 'upi', amount1Paise: 4000, mode2: 'upi' },
      paymentMessages.secondModeSame,
    ],
    [
      'finance second',
      { totalPaise: 10_000, mode1: 'cash', amount1Paise: 4000, mode2: 'finance' },
      paymentMessages.financeOnlyFirst,
    ],
    [
      'second not the remainder',
      { totalPaise: 10_000, mode1: 'cash', amount1Paise: 4000, mode2: 'upi', amount2Paise: 5000 },
      paymentMessages.secondAmountNotRemainder,
    ],
    [
      'second on a paid bill',
      { totalPaise: 10_000, mode1: 'cash', amount1Paise: 10_000, mode2: 'upi', amount2Paise: 1 },
      paymentMessages.secondAmountNotRemainder,
    ],
    [
      'finance with a second payment',
      { totalPaise: 10_000, mode1: 'finance', amount1Paise: 10_000, mode2: 'cash', amount2Paise: 500 },
      paymentMessages.financeNoSecond,
    ],
  ] as const)('refuses: %s', (_label, input, error) => {
    expect(splitPayment(input)).toEqual({ ok: false, error });
  });

  it('throws on amounts that are not whole paise', () => {
    expect(() => splitPayment({ totalPaise: 10.5, mode1: 'cash', amount1Paise: 10 })).toThrow(RangeError);
    expect(() => splitPayment({ totalPaise: -1, mode1: 'cash', amount1Paise: 0 })).toThrow(RangeError);
    expect(() => splitPayment({ totalPaise: 100, mode1: 'cash', amount1Paise: 0.5 })).toThrow(RangeError);
    expect(() =>
      splitPayment({ totalPaise: 100, mode1: 'cash', amount1Paise: 50, amount2Paise: 0.5 }),
    ).toThrow(RangeError);
  });

  it('accepted payments add up to the total, in distinct modes, finance alone', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 10_000_000_000 }),
        fc.integer({ min: 0, max: 1000 }),
        modeArb,
        fc.option(modeArb, { nil: undefined }),
        (totalPaise, share, mode1, mode2) => {
          const amount1Paise = Math.floor((totalPaise * share) / 1000);
          const result = splitPayment({ totalPaise, mode1, amount1Paise, mode2 });
          if (!result.ok) {
            // Only a short payment 1 without a usable, different, non-finance mode 2 is refused.
            expect(mode1).not.toBe('finance');
            expect(amount1Paise).toBeLessThan(totalPaise);
            expect(mode2 === undefined || mode2 === mode1 || mode2 === 'finance').toBe(true);
            return;
          }
          const { payments } = result;
          expect(payments.reduce((s, p) => s + p.amountPaise, 0)).toBe(totalPaise);
          expect(payments[0]!.mode).toBe(mode1);
          expect(new Set(payments.map((p) => p.mode)).size).toBe(payments.length);
          if (mode1 === 'finance') expect(payments).toEqual([{ mode: 'finance', amountPaise: totalPaise }]);
          else expect(payments[0]!.amountPaise).toBe(amount1Paise);
          expect(payments.length).toBe(mode1 !== 'finance' && amount1Paise < totalPaise ? 2 : 1);
          for (const p of payments) expect(p.amountPaise).toBeGreaterThanOrEqual(0);
        },
      ),
    );
  });
});

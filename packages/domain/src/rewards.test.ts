import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { parseConversionRate, pointsForBill, pointsForCards } from './rewards.js';

describe('pointsForBill', () => {
  it.each([
    [0, 0],
    [-500_00, 0],
    [99_99, 0],
    [100_00, 1],
    [199_99, 1],
    [12_345_00, 123],
  ])('%i paise earns %i points by default', (paise, points) => {
    expect(pointsForBill(paise)).toBe(points);
  });

  it('follows a custom rule', () => {
    expect(pointsForBill(1_000_00, { paisePerPoint: 10_00 })).toBe(100);
  });

  it('rejects a rule that is not a positive whole number', () => {
    expect(() => pointsForBill(100, { paisePerPoint: 0 })).toThrow(RangeError);
  });

  it('never gives more points for a smaller bill', () => {
    fc.assert(
      fc.property(fc.nat(10_000_000_00), fc.nat(10_000_000_00), (a, b) => {
        const [lo, hi] = a <= b ? [a, b] : [b, a];
        expect(pointsForBill(lo)).toBeLessThanOrEqual(pointsForBill(hi));
      }),
    );
  });
});

describe('redeeming arithmetic (shop-operations §9)', () => {
  it('needs rupee value × quantity × rate points', () => {
    expect(
      pointsForCards([
        { pricePaise: 100_00, qty: 2 },
        { pricePaise: 250_00, qty: 1 },
      ]),
    ).toBe(4_500);
    expect(pointsForCards([{ pricePaise: 100_00, qty: 1 }], 20)).toBe(2_000);
    expect(pointsForCards([])).toBe(0);
  });

  it('rounds a fractional rupee value up, so a card never costs less than its value', () => {
    expect(pointsForCards([{ pricePaise: 99_95, qty: 1 }], 1)).toBe(100);
  });

  it('pays the provider exactly the value: points ÷ rate for whole-rupee cards', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 10_000 }),
        fc.integer({ min: 1, max: 4 }),
        fc.integer({ min: 1, max: 100 }),
        (rupees, qty, rate) => {
          expect(pointsForCards([{ pricePaise: rupees * 100, qty }], rate) / rate).toBe(rupees * qty);
        },
      ),
    );
  });

  it.each([
    ['10_points_per_rupee', 10],
    ['25_x', 25],
    [15, 15],
    ['', 10],
    ['abc_1', 10],
    ['0_x', 10],
    [null, 10],
  ])('reads the conversion rate %j as %i', (text, rate) => {
    expect(parseConversionRate(text)).toBe(rate);
  });
});

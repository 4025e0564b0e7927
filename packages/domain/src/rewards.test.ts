import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { pointsForBill } from './rewards.js';

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

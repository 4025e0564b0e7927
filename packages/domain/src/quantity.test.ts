import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { bpsToPercent, percentToBps, seededGstRatesBps } from './gst-rates.js';
import { milliToQuantity, parseQuantity } from './quantity.js';

describe('quantities in thousandths', () => {
  it.each([
    ['1', 1000],
    [2.5, 2500],
    ['0.125', 125],
    ['0', 0],
    [10, 10_000],
  ])('parses %j', (input, milli) => {
    expect(parseQuantity(input)).toBe(milli);
  });

  it.each(['-1', '1.2345', 'abc', '', '1e3', ' ', '.5'])('refuses %j', (input) => {
    expect(parseQuantity(input)).toBeUndefined();
  });

  it('round-trips', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 10 ** 12 }),
        (milli) => parseQuantity(milliToQuantity(milli)) === milli,
      ),
    );
  });
});

describe('GST rates in basis points', () => {
  it('converts every seeded rate both ways', () => {
    for (const bps of seededGstRatesBps) expect(percentToBps(bpsToPercent(bps))).toBe(bps);
    expect(percentToBps('0.25')).toBe(25);
    expect(percentToBps(18)).toBe(1800);
    expect(percentToBps('1.5')).toBe(150);
  });

  it.each(['-5', '100', '18.005', 'x'])('refuses %j', (input) => {
    expect(percentToBps(input)).toBeUndefined();
  });
});

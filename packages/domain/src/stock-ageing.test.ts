import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { ageStock, bucketLabels, remainingLots } from './stock-ageing.js';

const today = '2026-11-21';

describe('inventory ageing', () => {
  it('has seven buckets', () => {
    expect(bucketLabels()).toEqual(['0-30', '30-60', '60-90', '90-120', '120-150', '150-180', '180+']);
  });

  it('ages what is left of each lot, oldest sold first', () => {
    const buckets = ageStock(
      [
        { qtyMilli: 10_000, unitCostPaise: 10_000, date: '2026-06-01' }, // 173 days old
        { qtyMilli: 5_000, unitCostPaise: 12_000, date: '2026-11-01' }, // 20 days old
        { qtyMilli: -4_000, unitCostPaise: null, date: '2026-11-10' }, // sold from the June lot
      ],
      today,
    );
    expect(buckets.find((b) => b.bucket === '150-180')).toEqual({
      bucket: '150-180',
      quantityMilli: 6_000,
      valuePaise: 60_000,
    });
    expect(buckets.find((b) => b.bucket === '0-30')).toEqual({
      bucket: '0-30',
      quantityMilli: 5_000,
      valuePaise: 60_000,
    });
  });

  it('shows nothing, not negatives, when more went out than came in', () => {
    const buckets = ageStock(
      [
        { qtyMilli: 2_000, unitCostPaise: 500, date: '2026-11-01' },
        { qtyMilli: -5_000, unitCostPaise: null, date: '2026-11-02' },
      ],
      today,
    );
    expect(buckets.every((b) => b.quantityMilli === 0 && b.valuePaise === 0)).toBe(true);
  });

  it('stock that arrives after a shortfall first covers it', () => {
    const lots = remainingLots([
      { qtyMilli: -3_000, unitCostPaise: null, date: '2026-10-01' },
      { qtyMilli: 5_000, unitCostPaise: 100, date: '2026-10-05' },
    ]);
    expect(lots).toEqual([{ qtyMilli: 2_000, unitCostPaise: 100, date: '2026-10-05' }]);
  });

  it('what remains is the net movement, or nothing when the net is negative', () => {
    const movement = fc.record({
      qtyMilli: fc.integer({ min: -5_000, max: 5_000 }),
      unitCostPaise: fc.constant(100),
      date: fc.constant('2026-10-01'),
    });
    fc.assert(
      fc.property(fc.array(movement, { maxLength: 40 }), (moves) => {
        const net = moves.reduce((sum, m) => sum + m.qtyMilli, 0);
        const left = remainingLots(moves).reduce((sum, l) => sum + l.qtyMilli, 0);
        return left === Math.max(net, 0);
      }),
    );
  });
});

import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  defaultRange,
  monthBounds,
  monthLabel,
  monthsApart,
  monthsOf,
  occurrencesIn,
  reportMessages,
  reportRangeProblem,
} from './report-range.js';

describe('report date ranges', () => {
  const today = '2026-11-25';
  it('allows twelve calendar months, refuses a thirteenth', () => {
    expect(monthsApart('2025-12-31', '2026-11-01')).toBe(11);
    expect(reportRangeProblem('2025-12-01', '2026-11-25', today)).toBeNull();
    expect(reportRangeProblem('2025-11-30', '2026-11-01', today)).toBe(reportMessages.rangeExceeds);
  });
  it('refuses reversed, future and impossible dates', () => {
    expect(reportRangeProblem('2026-05-02', '2026-05-01', today)).toBe(reportMessages.fromAfterTo);
    expect(reportRangeProblem('2026-05-02', '2026-11-26', today)).toBe(reportMessages.futureDate);
    expect(reportRangeProblem('2026-02-30', '2026-03-01', today)).toBe(reportMessages.dateInvalid);
  });
  it('lists the months of a range, across a year end', () => {
    expect(monthsOf('2025-11-15', '2026-02-01')).toEqual(['2025-11', '2025-12', '2026-01', '2026-02']);
    expect(monthLabel('2026-04')).toBe('Apr 2026');
    expect(monthBounds('2028-02')).toEqual({ from: '2028-02-01', to: '2028-02-29' });
  });

  it('defaults to 1 January of the current year to today', () => {
    expect(defaultRange('2026-11-25')).toEqual({ from: '2026-01-01', to: '2026-11-25' });
  });

  it('repeats a recurring expense monthly on its start day, clamped to short months', () => {
    const e = { start: '2026-01-31', isRecurring: true, until: null };
    expect(occurrencesIn(e, '2026-01-01', '2026-04-30')).toEqual([
      '2026-01-31',
      '2026-02-28',
      '2026-03-31',
      '2026-04-30',
    ]);
    expect(occurrencesIn({ ...e, until: '2026-03-30' }, '2026-01-01', '2026-12-31')).toHaveLength(2);
    expect(occurrencesIn({ ...e, isRecurring: false }, '2026-02-01', '2026-12-31')).toEqual([]);
    expect(occurrencesIn(e, '2028-02-01', '2028-02-29')).toEqual(['2028-02-29']);
  });

  it('counts the same occurrences as walking every month from the start', () => {
    const day = fc
      .record({
        y: fc.integer({ min: 2024, max: 2027 }),
        m: fc.integer({ min: 1, max: 12 }),
        d: fc.integer({ min: 1, max: 28 }),
      })
      .map(({ y, m, d }) => `${y}-${String(m).padStart(2, '0')}-${String(d).padStart(2, '0')}`);
    fc.assert(
      fc.property(day, day, day, (start, a, b) => {
        const [from, to] = a <= b ? [a, b] : [b, a];
        const walked = monthsOf(start, '2028-12-31')
          .map((m) => `${m}-${start.slice(8)}`)
          .filter((d) => d >= from && d <= to && d >= start);
        expect(occurrencesIn({ start, isRecurring: true, until: null }, from, to)).toEqual(walked);
      }),
    );
  });
});

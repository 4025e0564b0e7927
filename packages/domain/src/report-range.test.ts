import { describe, expect, it } from 'vitest';
import {
  monthBounds,
  monthLabel,
  monthsApart,
  monthsOf,
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
});

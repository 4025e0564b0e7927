import { describe, expect, it } from 'vitest';
import { monthLabel } from './profit-loss-chart';

describe('monthLabel', () => {
  it('names the month and the year', () => {
    expect(['2026-01', '2026-11', '2027-12'].map(monthLabel)).toEqual(['Jan 26', 'Nov 26', 'Dec 27']);
  });
});

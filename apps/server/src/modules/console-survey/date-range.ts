import type { SurveyDateRange } from '@galla/contracts/console-survey';

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * An IST date range (both days included) as UTC instants, for `created_at >= since` and
 * `created_at < until`; an open end is undefined.
 */
export function utcBounds(range: SurveyDateRange): { since?: string; until?: string } {
  const startOf = (date: string) => Date.parse(`${date}T00:00:00+05:30`);
  return {
    since: range.from ? new Date(startOf(range.from)).toISOString() : undefined,
    until: range.to ? new Date(startOf(range.to) + DAY_MS).toISOString() : undefined,
  };
}

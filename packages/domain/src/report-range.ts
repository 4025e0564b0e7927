import { addMonths } from './financial-year.js';

// The date ranges of the money reports (expenses, profit and loss) and how a recurring expense
// repeats inside them. Dates are ISO `YYYY-MM-DD`, which compare as text.

export const rangeMessages = {
  rangeExceeds: 'Range exceeds 12 months',
  futureDate: 'Date can not be in the future',
  fromAfterTo: 'From Date should be before To Date',
} as const;

/** The spec's default: 1 January of the current year to today. */
export function defaultRange(today: string): { from: string; to: string } {
  return { from: `${today.slice(0, 4)}-01-01`, to: today };
}

/**
 * Why a range is refused, or null. "Over 11 months apart" is refused: 1 January to 31 December is
 * the longest year-long range, 1 January to the next 1 January is one day too many.
 */
export function rangeProblem(from: string, to: string, today: string): string | null {
  if (from > today || to > today) return rangeMessages.futureDate;
  if (from > to) return rangeMessages.fromAfterTo;
  if (to >= addMonths(from, 12)) return rangeMessages.rangeExceeds;
  return null;
}

export type Recurrence = { start: string; isRecurring: boolean; until: string | null };

/**
 * The days an expense falls on inside [from, to]. A recurring one repeats monthly on its start day,
 * clamped to a shorter month's last day (31 January → 28 February → 31 March), up to `until`
 * (inclusive) or for good.
 */
export function occurrencesIn(e: Recurrence, from: string, to: string): string[] {
  if (!e.isRecurring) return e.start >= from && e.start <= to ? [e.start] : [];
  const last = e.until !== null && e.until < to ? e.until : to;
  const days: string[] = [];
  if (e.start > last) return days;
  // Skip whole months before the range without walking them one by one.
  const skip = Math.max(0, monthsBetween(e.start, from) - 1);
  for (let n = skip; ; n++) {
    const day = addMonths(e.start, n);
    if (day > last) break;
    if (day >= from) days.push(day);
  }
  return days;
}

function monthsBetween(a: string, b: string): number {
  const ma = Number(a.slice(0, 4)) * 12 + Number(a.slice(5, 7));
  const mb = Number(b.slice(0, 4)) * 12 + Number(b.slice(5, 7));
  return mb - ma;
}

/** The months a range touches, as `YYYY-MM`, in order. */
export function monthsOf(from: string, to: string): string[] {
  const months: string[] = [];
  for (let m = `${from.slice(0, 7)}-01`; m.slice(0, 7) <= to.slice(0, 7); m = addMonths(m, 1)) {
    months.push(m.slice(0, 7));
  }
  return months;
}

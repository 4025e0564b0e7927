import { addMonths, compareDates, isValidBusinessDate } from './financial-year.js';

// The reports' date ranges (shop-operations spec §5, §8), their texts, and how a recurring expense
// repeats inside them. Dates are ISO `YYYY-MM-DD`, which compare as text. Server and web share them.
export const reportMessages = {
  noSalesData: 'No Sales Data present yet',
  rangeExceeds: 'Range exceeds 12 months',
  mailSent: 'Mail sent to Registered Email address',
  noShopEmail: 'Add your e-mail address in My Profile to receive reports by e-mail',
  dateInvalid: 'Please enter a valid date',
  fromAfterTo: 'From Date must be on or before To Date',
  futureDate: 'Date can not be in the future',
  monthInvalid: 'Please choose a month',
} as const;

/** The spec's default: 1 January of the current year to today. */
export function defaultRange(today: string): { from: string; to: string } {
  return { from: `${today.slice(0, 4)}-01-01`, to: today };
}

const monthIndex = (date: string) => Number(date.slice(0, 4)) * 12 + Number(date.slice(5, 7)) - 1;

/** Calendar months between the two dates' months: 2026-01-31 and 2026-12-01 are 11 apart. */
export function monthsApart(from: string, to: string): number {
  return monthIndex(to) - monthIndex(from);
}

/**
 * Why a report range is refused, or null. The spec refuses ranges "over 11 months apart", so a
 * report shows at most twelve calendar months (one column each in the charts).
 */
export function reportRangeProblem(from: string, to: string, today: string): string | null {
  if (!isValidBusinessDate(from) || !isValidBusinessDate(to)) return reportMessages.dateInvalid;
  if (compareDates(from, to) > 0) return reportMessages.fromAfterTo;
  if (compareDates(to, today) > 0) return reportMessages.futureDate;
  if (monthsApart(from, to) > 11) return reportMessages.rangeExceeds;
  return null;
}

/** The `YYYY-MM` months the range touches, oldest first. */
export function monthsOf(from: string, to: string): string[] {
  const out: string[] = [];
  for (let i = monthIndex(from); i <= monthIndex(to); i++) {
    out.push(`${String(Math.floor(i / 12)).padStart(4, '0')}-${String((i % 12) + 1).padStart(2, '0')}`);
  }
  return out;
}

const MONTH_NAMES = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

/** `2026-04` → `Apr 2026`. */
export function monthLabel(month: string): string {
  return `${MONTH_NAMES[Number(month.slice(5, 7)) - 1]} ${month.slice(0, 4)}`;
}

/** The first and last dates of a `YYYY-MM` month. */
export function monthBounds(month: string): { from: string; to: string } {
  const year = Number(month.slice(0, 4));
  const m = Number(month.slice(5, 7));
  const last = new Date(Date.UTC(year, m, 0)).getUTCDate();
  return { from: `${month}-01`, to: `${month}-${String(last).padStart(2, '0')}` };
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
  const skip = Math.max(0, monthsApart(e.start, from) - 1);
  for (let n = skip; ; n++) {
    const day = addMonths(e.start, n);
    if (day > last) break;
    if (day >= from) days.push(day);
  }
  return days;
}

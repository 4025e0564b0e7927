import { compareDates, isValidBusinessDate } from './financial-year.js';

// The reports' date ranges (shop-operations spec §5, §8) and their texts. Server and web share them.
export const reportMessages = {
  noSalesData: 'No Sales Data present yet',
  rangeExceeds: 'Range exceeds 12 months',
  mailSent: 'Mail sent to Registered Email address',
  noShopEmail: 'Add your e-mail address in My Profile to receive reports by e-mail',
  dateInvalid: 'Please enter a valid date',
  fromAfterTo: 'From Date must be on or before To Date',
  futureDate: 'Dates in the future are not allowed',
  monthInvalid: 'Please choose a month',
} as const;

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

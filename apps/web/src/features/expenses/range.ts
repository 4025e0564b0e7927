import { istDate } from '@galla/domain/financial-year';
import { defaultRange, reportRangeProblem } from '@galla/domain/report-range';

export type ReportRange = { fromDate: string; toDate: string };

/** 1 January of this year to today (India time). */
export function initialRange(now = new Date()): ReportRange {
  const { from, to } = defaultRange(istDate(now));
  return { fromDate: from, toDate: to };
}

/** The same words the server answers ('Range exceeds 12 months'), shown before asking it. */
export function problemOf(range: ReportRange, now = new Date()): string | null {
  if (!range.fromDate || !range.toDate) return null;
  return reportRangeProblem(range.fromDate, range.toDate, istDate(now));
}

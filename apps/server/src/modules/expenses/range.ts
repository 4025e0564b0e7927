import { istDate } from '@galla/domain/financial-year';
import { defaultRange, reportRangeProblem } from '@galla/domain/report-range';
import type { Clock } from '../../platform/clock.js';
import { AppError } from '../../platform/envelope.js';

export type DateRange = { from: string; to: string };

/** A report's range from the request: each missing end takes the default; a bad range is a 400. */
export function resolveRange(clock: Clock, input: { fromDate?: string; toDate?: string }): DateRange {
  const today = istDate(clock.now());
  const fallback = defaultRange(today);
  const range = { from: input.fromDate ?? fallback.from, to: input.toDate ?? fallback.to };
  const problem = reportRangeProblem(range.from, range.to, today);
  if (problem) throw new AppError(400, problem);
  return range;
}

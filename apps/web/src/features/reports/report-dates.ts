import { addMonths, istDate } from '@galla/domain/financial-year';

/** Today in India, the latest date a report may reach. */
export const todayIst = () => istDate(new Date());

/** The default range: the first day of the month eleven months back, to today (twelve months). */
export function defaultRange(today = todayIst()) {
  return { fromDate: `${addMonths(today, -11).slice(0, 7)}-01`, toDate: today };
}

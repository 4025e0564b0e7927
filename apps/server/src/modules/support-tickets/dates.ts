import { istDate } from '@galla/domain/financial-year';
import { TICKET_FILTER_DEFAULT_DAYS } from '@galla/domain/support-tickets';

const DAY_MS = 86_400_000;

// Tickets carry UTC timestamps; staff filter by Asia/Kolkata calendar days. These turn an IST day
// range into the UTC instants that bound it.

/** The first instant of an IST day, as the ISO text the tables store. */
export function istDayStart(date: string): string {
  return new Date(`${date}T00:00:00+05:30`).toISOString();
}

/** The first instant after an IST day. */
export function istDayEnd(date: string): string {
  return new Date(Date.parse(`${date}T00:00:00+05:30`) + DAY_MS).toISOString();
}

/** The list's default window: the last 31 days, today (IST) included. */
export function defaultWindow(now: Date): { from: string; to: string } {
  const to = istDate(now);
  const from = new Date(Date.parse(`${to}T00:00:00Z`) - (TICKET_FILTER_DEFAULT_DAYS - 1) * DAY_MS)
    .toISOString()
    .slice(0, 10);
  return { from, to };
}

import { IST_OFFSET_MS } from '@galla/domain/financial-year';
import { type FormatInrOptions, formatInr, tryRupeesToPaise } from '@galla/domain/money';

// Indian formatting for the screen (ARCHITECTURE §6): dates dd/MM/yyyy in India time, whatever the
// device's own zone is. India keeps one offset all year (UTC+05:30, no daylight saving since 1945),
// so the clock is plain arithmetic: an `Intl.DateTimeFormat` with a time zone costs a phone ~150 ms
// of main thread to build, on the first screen that shows a date.
const two = (n: number) => String(n).padStart(2, '0');

/** The instant moved onto an Indian clock (read it with the getUTC… methods), or null for a non-date. */
function indianClock(value: Date | string): Date | null {
  const instant = typeof value === 'string' ? new Date(value) : value;
  const ms = instant.getTime();
  return Number.isNaN(ms) ? null : new Date(ms + IST_OFFSET_MS);
}

const day = (d: Date) => `${two(d.getUTCDate())}/${two(d.getUTCMonth() + 1)}/${d.getUTCFullYear()}`;

/** dd/MM/yyyy in India time; a value that is not a date is shown as sent. */
export function formatDate(value: Date | string): string {
  const d = indianClock(value);
  return d ? day(d) : String(value);
}

/** dd/MM/yyyy HH:mm:ss in India time, 24-hour. */
export function formatDateTime(value: Date | string): string {
  const d = indianClock(value);
  if (!d) return String(value);
  return `${day(d)} ${two(d.getUTCHours())}:${two(d.getUTCMinutes())}:${two(d.getUTCSeconds())}`;
}

/**
 * Rupees from an answer (a JSON number) as ₹1,23,456.50, read through its decimal text into paise,
 * never through float arithmetic. A value with more than 2 decimals is shown as sent, not hidden.
 */
export function formatRupees(value: number, options?: FormatInrOptions): string {
  const paise = tryRupeesToPaise(value);
  return paise === null ? String(value) : formatInr(paise, options);
}

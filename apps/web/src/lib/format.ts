import { type FormatInrOptions, formatInr, tryRupeesToPaise } from '@galla/domain/money';

// Indian formatting for the screen (ARCHITECTURE §6): dates dd/MM/yyyy in India time, whatever the
// device's own zone is.
const IST = 'Asia/Kolkata';

const dateParts = new Intl.DateTimeFormat('en-IN', {
  timeZone: IST,
  day: '2-digit',
  month: '2-digit',
  year: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
  second: '2-digit',
  hourCycle: 'h23',
});

function parts(value: Date | string): Record<string, string> {
  const date = typeof value === 'string' ? new Date(value) : value;
  return Object.fromEntries(dateParts.formatToParts(date).map((p) => [p.type, p.value]));
}

export function formatDate(value: Date | string): string {
  const p = parts(value);
  return `${p.day}/${p.month}/${p.year}`;
}

export function formatDateTime(value: Date | string): string {
  const p = parts(value);
  return `${p.day}/${p.month}/${p.year} ${p.hour}:${p.minute}:${p.second}`;
}

/**
 * Rupees from an answer (a JSON number) as ₹1,23,456.50, read through its decimal text into paise,
 * never through float arithmetic. A value with more than 2 decimals is shown as sent, not hidden.
 */
export function formatRupees(value: number, options?: FormatInrOptions): string {
  const paise = tryRupeesToPaise(value);
  return paise === null ? String(value) : formatInr(paise, options);
}

// Business dates are `YYYY-MM-DD` strings on the Asia/Kolkata calendar. India keeps UTC+05:30 all
// year with no daylight saving, so the conversion is plain arithmetic and needs no time-zone
// database (which small-icu runtimes lack).

export interface FinancialYear {
  /** `2026-27` */
  label: string;
  /** `26-27`, as used in invoice numbers such as `INV/26-27/0001` */
  short: string;
  /** `2026-04-01` */
  start: string;
  /** `2027-03-31` */
  end: string;
}

/** India's one offset from UTC, all year: +05:30. */
export const IST_OFFSET_MS = (5 * 60 + 30) * 60 * 1000;
const DATE_PATTERN = /^(\d{4})-(\d{2})-(\d{2})$/;

function isLeapYear(year: number): boolean {
  return (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0;
}

function daysInMonth(year: number, month: number): number {
  if (month === 2) return isLeapYear(year) ? 29 : 28;
  return month === 4 || month === 6 || month === 9 || month === 11 ? 30 : 31;
}

function pad(n: number, width: number): string {
  return String(n).padStart(width, '0');
}

function formatDate(year: number, month: number, day: number): string {
  if (year < 0 || year > 9999) throw new RangeError(`Year ${year} cannot be written as a business date`);
  return `${pad(year, 4)}-${pad(month, 2)}-${pad(day, 2)}`;
}

function parts(s: string): { year: number; month: number; day: number } | null {
  const match = DATE_PATTERN.exec(s);
  if (!match) return null;
  const year = Number(match[1]);
  const month = Number(match[2]);
  const day = Number(match[3]);
  if (month < 1 || month > 12 || day < 1 || day > daysInMonth(year, month)) return null;
  return { year, month, day };
}

function mustParse(s: string): { year: number; month: number; day: number } {
  const parsed = typeof s === 'string' ? parts(s) : null;
  if (!parsed)
    throw new RangeError(`Invalid business date ${JSON.stringify(s)}: expected a real YYYY-MM-DD date`);
  return parsed;
}

export function isValidBusinessDate(s: string): boolean {
  return typeof s === 'string' && parts(s) !== null;
}

/** The Asia/Kolkata calendar date of an instant. */
export function istDate(instant: Date): string {
  const time = instant instanceof Date ? instant.getTime() : Number.NaN;
  if (Number.isNaN(time)) throw new RangeError('istDate needs a valid Date');
  const shifted = new Date(time + IST_OFFSET_MS);
  return formatDate(shifted.getUTCFullYear(), shifted.getUTCMonth() + 1, shifted.getUTCDate());
}

/** A string is taken as an IST business date; a Date as an instant, converted to IST first. */
export function financialYearOf(dateOrInstant: string | Date): FinancialYear {
  const { year, month } = mustParse(dateOrInstant instanceof Date ? istDate(dateOrInstant) : dateOrInstant);
  const startYear = month >= 4 ? year : year - 1;
  const endYear = startYear + 1;
  return {
    label: `${pad(startYear, 4)}-${pad(endYear % 100, 2)}`,
    short: `${pad(startYear % 100, 2)}-${pad(endYear % 100, 2)}`,
    start: formatDate(startYear, 4, 1),
    end: formatDate(endYear, 3, 31),
  };
}

/** Adds calendar months, clamping to the end of a shorter month (2026-01-31 + 1 → 2026-02-28). */
export function addMonths(date: string, n: number): string {
  const { year, month, day } = mustParse(date);
  if (!Number.isSafeInteger(n)) throw new RangeError(`addMonths needs a whole number of months, got ${n}`);
  const index = year * 12 + (month - 1) + n;
  const newYear = Math.floor(index / 12);
  const newMonth = index - newYear * 12 + 1;
  return formatDate(newYear, newMonth, Math.min(day, daysInMonth(newYear, newMonth)));
}

/** Negative, zero or positive as a is before, the same as or after b; usable with Array.sort. */
export function compareDates(a: string, b: string): -1 | 0 | 1 {
  mustParse(a);
  mustParse(b);
  // The strict fixed-width format makes text order the same as calendar order.
  return a < b ? -1 : a > b ? 1 : 0;
}

const SCREEN_DATE = /^(\d{2})\/(\d{2})\/(\d{4})$/;

/**
 * A business date as India writes it on screens and paper: `2026-11-21` → `21/11/2026`. Re-ordered
 * as text, never through a Date (midnight UTC can be another day elsewhere); anything that is not
 * `YYYY-MM-DD` comes back unchanged.
 */
export function toScreenDate(date: string): string {
  const match = DATE_PATTERN.exec(date);
  return match ? `${match[3]}/${match[2]}/${match[1]}` : date;
}

/** `dd/MM/yyyy` as typed (spaces around it ignored) → `YYYY-MM-DD`; null when it is not that shape. */
export function fromScreenDate(text: string): string | null {
  const match = SCREEN_DATE.exec(text.trim());
  return match ? `${match[3]}-${match[2]}-${match[1]}` : null;
}

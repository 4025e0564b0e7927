// Invoice numbers (GST.md "The invoice", CGST Rule 46(b)): at most 16 characters of letters,
// digits, '-' and '/', consecutive and unique within the financial year. Galla's default is
// `<prefix>/<FY>/<serial>`, e.g. INV/26-27/0001, the serial restarting at 1 each April.

export const MAX_INVOICE_NUMBER_LENGTH = 16;
const SERIAL_WIDTH = 4;

const NUMBER_PATTERN = /^[A-Za-z0-9/-]{1,16}$/;
// No '/' in a prefix: it separates the parts, and parseSerial reads the serial after the last one.
const PREFIX_PATTERN = /^[A-Za-z0-9-]+$/;
const FY_SHORT_PATTERN = /^(\d{2})-(\d{2})$/;
const TRAILING_DIGITS = /(\d+)$/;

/** Room a 4-digit serial always leaves: 16 − '/26-27/0001'.length. */
export const MAX_INVOICE_PREFIX_LENGTH =
  MAX_INVOICE_NUMBER_LENGTH - '/'.length - '26-27'.length - '/'.length - SERIAL_WIDTH;

/** Letters, digits and '-', short enough that serials up to 9999 fit in 16 characters. */
export function isValidInvoicePrefix(prefix: string): boolean {
  return PREFIX_PATTERN.test(prefix) && prefix.length <= MAX_INVOICE_PREFIX_LENGTH;
}

/**
 * Rule 46(b)'s character set and length. A number must also carry at least one digit: it is a
 * serial, and '/' or '---' alone would pass the character rule but number nothing.
 */
export function isValidInvoiceNumber(s: string): boolean {
  return typeof s === 'string' && NUMBER_PATTERN.test(s) && /\d/.test(s);
}

function isFyShort(fyShort: string): boolean {
  const match = FY_SHORT_PATTERN.exec(fyShort);
  return match !== null && (Number(match[1]) + 1) % 100 === Number(match[2]);
}

/**
 * `INV/26-27/0001`. The serial is zero-padded to 4 digits and grows past 9999 as needed; a result
 * over 16 characters throws, since the law allows no longer number (a shop with a 5-character
 * prefix can issue up to 9999 invoices a year, one with 3 characters up to 999999).
 */
export function formatInvoiceNumber(input: { prefix: string; fyShort: string; serial: number }): string {
  const { prefix, fyShort, serial } = input;
  if (!PREFIX_PATTERN.test(prefix)) {
    throw new RangeError(`Invoice prefix ${JSON.stringify(prefix)} must be letters, digits and '-'`);
  }
  if (!isFyShort(fyShort))
    throw new RangeError(`Financial year ${JSON.stringify(fyShort)} must look like 26-27`);
  if (!Number.isSafeInteger(serial) || serial < 1) {
    throw new RangeError(`Invoice serial must be a whole number from 1, got ${serial}`);
  }
  const number = `${prefix}/${fyShort}/${String(serial).padStart(SERIAL_WIDTH, '0')}`;
  if (number.length > MAX_INVOICE_NUMBER_LENGTH) {
    throw new RangeError(`Invoice number ${number} is longer than ${MAX_INVOICE_NUMBER_LENGTH} characters`);
  }
  return number;
}

/** The serial: the digits the number ends with ('INV/26-27/0042' → 42), or null if there are none. */
export function parseSerial(s: string): number | null {
  if (!isValidInvoiceNumber(s)) return null;
  const digits = TRAILING_DIGITS.exec(s)?.[1];
  if (digits === undefined) return null;
  const serial = Number(digits);
  return Number.isSafeInteger(serial) ? serial : null;
}

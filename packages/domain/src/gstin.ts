import { isActiveStateCode, isLegacyStateCode } from './gst-states.js';

export type GstinResult =
  | { ok: true; gstin: string; stateCode: string; pan: string }
  | { ok: false; reason: 'format' | 'state' | 'checksum' };

export interface ValidateGstinOptions {
  /** Accept the legacy state codes 25 and 28 — for records made before they were retired only. */
  allowLegacyState?: boolean;
}

const ALPHABET = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ';
// State, PAN (5 letters, 4 digits, 1 letter), entity number, the fixed 'Z', check character.
const GSTIN_PATTERN = /^[0-9]{2}[A-Z]{5}[0-9]{4}[A-Z][1-9A-Z]Z[0-9A-Z]$/;
const FIRST_14_PATTERN = /^[0-9A-Z]{14}$/;

export function normaliseGstin(s: string): string {
  return s.trim().toUpperCase();
}

/** The 15th character of a GSTIN, by GSTN's mod-36 checksum over the first 14. */
export function gstinCheckChar(first14: string): string {
  if (!FIRST_14_PATTERN.test(first14)) {
    throw new RangeError(
      `GSTIN check character needs 14 characters of 0-9 and A-Z, got ${JSON.stringify(first14)}`,
    );
  }
  let sum = 0;
  for (let i = 0; i < 14; i++) {
    const product = ALPHABET.indexOf(first14.charAt(i)) * (i % 2 === 0 ? 1 : 2);
    sum += Math.floor(product / 36) + (product % 36);
  }
  return ALPHABET.charAt((36 - (sum % 36)) % 36);
}

/** Validates after normalising, so ' 27aapfu0939f1zv ' passes and comes back upper-case. */
export function validateGstin(s: string, opts: ValidateGstinOptions = {}): GstinResult {
  const gstin = typeof s === 'string' ? normaliseGstin(s) : '';
  if (!GSTIN_PATTERN.test(gstin)) return { ok: false, reason: 'format' };
  const stateCode = gstin.slice(0, 2);
  if (!isActiveStateCode(stateCode) && !(opts.allowLegacyState && isLegacyStateCode(stateCode))) {
    return { ok: false, reason: 'state' };
  }
  if (gstinCheckChar(gstin.slice(0, 14)) !== gstin.charAt(14)) return { ok: false, reason: 'checksum' };
  return { ok: true, gstin, stateCode, pan: gstin.slice(2, 12) };
}

import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  formatInvoiceNumber,
  isValidInvoiceNumber,
  isValidInvoicePrefix,
  MAX_INVOICE_PREFIX_LENGTH,
  parseSerial,
} from './invoice-number.js';

describe('formatInvoiceNumber', () => {
  it.each([
    ['INV', '26-27', 1, 'INV/26-27/0001'],
    ['INV', '26-27', 42, 'INV/26-27/0042'],
    ['INV', '26-27', 9999, 'INV/26-27/9999'],
    ['INV', '26-27', 10_000, 'INV/26-27/10000'],
    ['INV', '26-27', 999_999, 'INV/26-27/999999'],
    ['GS-1', '99-00', 7, 'GS-1/99-00/0007'],
    ['SHOP1', '25-26', 9999, 'SHOP1/25-26/9999'],
  ])('%s %s %d → %s', (prefix, fyShort, serial, expected) => {
    expect(formatInvoiceNumber({ prefix, fyShort, serial })).toBe(expected);
  });

  it.each([
    ['', '26-27', 1],
    ['IN/V', '26-27', 1],
    ['INV ', '26-27', 1],
    ['INV', '2026-27', 1],
    ['INV', '26-28', 1],
    ['INV', '26/27', 1],
    ['INV', '26-27', 0],
    ['INV', '26-27', -1],
    ['INV', '26-27', 1.5],
    ['INV', '26-27', 1_000_000], // 17 characters
    ['SHOP1', '26-27', 10_000],
  ])('refuses %j %j %d', (prefix, fyShort, serial) => {
    expect(() => formatInvoiceNumber({ prefix, fyShort, serial })).toThrow(RangeError);
  });

  it('always gives a valid number whose serial reads back', () => {
    fc.assert(
      fc.property(
        fc.stringMatching(/^[A-Za-z0-9-]{1,5}$/),
        fc.integer({ min: 0, max: 99 }),
        fc.integer({ min: 1, max: 9999 }),
        (prefix, start, serial) => {
          const fyShort = `${String(start).padStart(2, '0')}-${String((start + 1) % 100).padStart(2, '0')}`;
          const number = formatInvoiceNumber({ prefix, fyShort, serial });
          expect(isValidInvoicePrefix(prefix)).toBe(true);
          expect(isValidInvoiceNumber(number)).toBe(true);
          expect(parseSerial(number)).toBe(serial);
        },
      ),
    );
  });

  it('keeps text order the same as serial order within a year, up to 9999', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 9999 }), fc.integer({ min: 1, max: 9999 }), (a, b) => {
        const fa = formatInvoiceNumber({ prefix: 'INV', fyShort: '26-27', serial: a });
        const fb = formatInvoiceNumber({ prefix: 'INV', fyShort: '26-27', serial: b });
        expect(fa < fb).toBe(a < b);
      }),
    );
  });
});

describe('isValidInvoiceNumber', () => {
  it.each([
    ['INV/26-27/0001', true],
    ['1', true],
    ['A-17', true],
    ['ABCDEFGHIJKLMNO1', true],
    ['ABCDEFGHIJKLMNOP1', false],
    ['', false],
    ['INV', false],
    ['///', false],
    ['INV 26 0001', false],
    ['INV_0001', false],
    ['INV#1', false],
    ['बिल1', false],
  ])('%j → %s', (s, expected) => {
    expect(isValidInvoiceNumber(s)).toBe(expected);
  });

  it('accepts exactly the 1-16 character strings of the allowed set with a digit', () => {
    fc.assert(
      fc.property(fc.string({ unit: fc.constantFrom(...'aZ09-/ _#'), maxLength: 20 }), (s) => {
        const expected = s.length >= 1 && s.length <= 16 && /^[aZ09/-]+$/.test(s) && /\d/.test(s);
        expect(isValidInvoiceNumber(s)).toBe(expected);
      }),
    );
  });
});

describe('isValidInvoicePrefix', () => {
  it.each([
    ['INV', true],
    ['GS-1', true],
    ['SHOP1', true],
    ['SHOPS1', false],
    ['', false],
    ['A/B', false],
  ])('%j → %s', (prefix, expected) => {
    expect(isValidInvoicePrefix(prefix)).toBe(expected);
  });

  it('leaves room for a 4-digit serial', () => {
    expect(MAX_INVOICE_PREFIX_LENGTH).toBe(5);
  });
});

describe('parseSerial', () => {
  it.each([
    ['INV/26-27/0042', 42],
    ['INV/26-27/10000', 10_000],
    ['A-17', 17],
    ['0000', 0],
    ['17-A', null],
    ['INV/26-27/', null],
    ['not valid!', null],
    ['9999999999999999', null], // beyond the safe integers
  ])('%j → %s', (s, expected) => {
    expect(parseSerial(s)).toBe(expected);
  });
});

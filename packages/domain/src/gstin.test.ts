import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { activeStates } from './gst-states.js';
import { gstinCheckChar, normaliseGstin, validateGstin } from './gstin.js';

const ALPHABET = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ';
const chars = (set: string, n: number) =>
  fc.array(fc.constantFrom(...set), { minLength: n, maxLength: n }).map((xs) => xs.join(''));
const LETTERS = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ';
const DIGITS = '0123456789';

// Everything the format allows in the first 14 characters, with an active state code.
const first14Arb = fc
  .tuple(
    fc.constantFrom(...activeStates.map((s) => s.code)),
    chars(LETTERS, 5),
    chars(DIGITS, 4),
    chars(LETTERS, 1),
    chars(ALPHABET.slice(1), 1),
  )
  .map((parts) => `${parts.join('')}Z`);

describe('normaliseGstin', () => {
  it('trims and upper-cases', () => {
    expect(normaliseGstin('  27aapfu0939f1zv\n')).toBe('27AAPFU0939F1ZV');
  });
});

describe('gstinCheckChar', () => {
  it('computes the check character of the GST.md example', () => {
    expect(gstinCheckChar('27AAPFU0939F1Z')).toBe('V');
  });

  it.each(['27AAPFU0939F1', '27AAPFU0939F1ZV', '27aapfu0939f1z', '27AAPFU0939F1-'])('rejects %j', (s) => {
    expect(() => gstinCheckChar(s)).toThrow(RangeError);
  });
});

describe('validateGstin', () => {
  it('accepts the GST.md example and splits out state and PAN', () => {
    expect(validateGstin('27AAPFU0939F1ZV')).toEqual({
      ok: true,
      gstin: '27AAPFU0939F1ZV',
      stateCode: '27',
      pan: 'AAPFU0939F',
    });
  });

  it('normalises lower-case and padded input', () => {
    expect(validateGstin(' 27aapfu0939f1zv ')).toMatchObject({ ok: true, gstin: '27AAPFU0939F1ZV' });
  });

  it('rejects a wrong check character', () => {
    expect(validateGstin('27AAPFU0939F1ZO')).toEqual({ ok: false, reason: 'checksum' });
  });

  it.each([
    '',
    '27AAPFU0939F1Z',
    '27AAPFU0939F1ZVX',
    '27AAPFU0939F0ZV', // entity number 0
    '27AAPFU0939F1YV', // 14th character must be Z
    '2AAAPFU0939F1ZV',
    '27AAP1U0939F1ZV',
    '27AAPFU093XF1ZV',
    '27AAPFU0939F1Z-',
    '27 APFU0939F1ZV',
  ])('rejects the format of %j', (s) => {
    expect(validateGstin(s)).toEqual({ ok: false, reason: 'format' });
  });

  it('rejects non-strings at run time', () => {
    expect(validateGstin(undefined as unknown as string)).toEqual({ ok: false, reason: 'format' });
  });

  it.each(['99', '00', '39', '96'])('rejects state code %s', (code) => {
    const first14 = `${code}AAPFU0939F1Z`;
    expect(validateGstin(first14 + gstinCheckChar(first14))).toEqual({ ok: false, reason: 'state' });
  });

  it('accepts legacy state codes only when asked to', () => {
    for (const code of ['25', '28']) {
      const first14 = `${code}AAPFU0939F1Z`;
      const gstin = first14 + gstinCheckChar(first14);
      expect(validateGstin(gstin)).toEqual({ ok: false, reason: 'state' });
      expect(validateGstin(gstin, { allowLegacyState: true })).toMatchObject({ ok: true, stateCode: code });
    }
  });

  it('accepts exactly one final character for any well-formed first 14', () => {
    fc.assert(
      fc.property(first14Arb, fc.constantFrom(...ALPHABET), (first14, other) => {
        const check = gstinCheckChar(first14);
        expect(validateGstin(first14 + check)).toMatchObject({ ok: true, stateCode: first14.slice(0, 2) });
        if (other !== check)
          expect(validateGstin(first14 + other)).toEqual({ ok: false, reason: 'checksum' });
      }),
    );
  });

  it('catches any single changed character after the state code', () => {
    fc.assert(
      fc.property(
        first14Arb,
        fc.integer({ min: 2, max: 14 }),
        fc.constantFrom(...ALPHABET),
        (first14, i, c) => {
          const gstin = first14 + gstinCheckChar(first14);
          const changed = gstin.slice(0, i) + c + gstin.slice(i + 1);
          const result = validateGstin(changed);
          expect(result.ok).toBe(changed === gstin);
        },
      ),
    );
  });
});

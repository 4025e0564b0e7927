import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { amountInWords } from './amount-in-words.js';
import { MoneyError } from './money.js';

const VALUES: Record<string, number> = {
  Zero: 0,
  One: 1,
  Two: 2,
  Three: 3,
  Four: 4,
  Five: 5,
  Six: 6,
  Seven: 7,
  Eight: 8,
  Nine: 9,
  Ten: 10,
  Eleven: 11,
  Twelve: 12,
  Thirteen: 13,
  Fourteen: 14,
  Fifteen: 15,
  Sixteen: 16,
  Seventeen: 17,
  Eighteen: 18,
  Nineteen: 19,
  Twenty: 20,
  Thirty: 30,
  Forty: 40,
  Fifty: 50,
  Sixty: 60,
  Seventy: 70,
  Eighty: 80,
  Ninety: 90,
};

// An independent reader of the words, so the property test can check the meaning, not just the shape.
function readWords(words: string): number {
  let total = 0;
  let small = 0;
  for (const word of words.split(' ')) {
    if (word === 'Hundred') small *= 100;
    else if (word === 'Thousand') [total, small] = [total + small * 1000, 0];
    else if (word === 'Lakh') [total, small] = [total + small * 100_000, 0];
    else if (word === 'Crore') [total, small] = [(total + small) * 10_000_000, 0];
    else if (word in VALUES) small += VALUES[word] ?? 0;
    else throw new Error(`unexpected word ${word}`);
  }
  return total + small;
}

function readAmount(text: string): number {
  const match = /^Rupees (.+?)(?: and (.+) Paise)? Only$/.exec(text);
  if (!match) throw new Error(`unexpected shape: ${text}`);
  return readWords(match[1] ?? '') * 100 + (match[2] ? readWords(match[2]) : 0);
}

describe('amountInWords', () => {
  it.each([
    [0, 'Rupees Zero Only'],
    [100, 'Rupees One Only'],
    [1, 'Rupees Zero and One Paise Only'],
    [1500, 'Rupees Fifteen Only'],
    [1250, 'Rupees Twelve and Fifty Paise Only'],
    [2100, 'Rupees Twenty One Only'],
    [9900, 'Rupees Ninety Nine Only'],
    [10000, 'Rupees One Hundred Only'],
    [10100, 'Rupees One Hundred One Only'],
    [100000, 'Rupees One Thousand Only'],
    [1100000, 'Rupees Eleven Thousand Only'],
    [9999900, 'Rupees Ninety Nine Thousand Nine Hundred Ninety Nine Only'],
    [10000000, 'Rupees One Lakh Only'],
    [10000099, 'Rupees One Lakh and Ninety Nine Paise Only'],
    [100000500, 'Rupees Ten Lakh Five Only'],
    [123456700, 'Rupees Twelve Lakh Thirty Four Thousand Five Hundred Sixty Seven Only'],
    [1000000000, 'Rupees One Crore Only'],
    [100000000000, 'Rupees One Hundred Crore Only'],
    [
      123456789012,
      'Rupees One Hundred Twenty Three Crore Forty Five Lakh Sixty Seven Thousand Eight Hundred Ninety and Twelve Paise Only',
    ],
    [1000000000000, 'Rupees One Thousand Crore Only'],
    [100000000000000, 'Rupees One Lakh Crore Only'],
    [
      Number.MAX_SAFE_INTEGER,
      'Rupees Ninety Lakh Seven Thousand One Hundred Ninety Nine Crore Twenty Five Lakh Forty Seven Thousand Four Hundred Nine and Ninety One Paise Only',
    ],
  ])('%d paise → %s', (paise, expected) => {
    expect(amountInWords(paise)).toBe(expected);
  });

  it('refuses negative or fractional amounts', () => {
    expect(() => amountInWords(-1)).toThrow(MoneyError);
    expect(() => amountInWords(1.5)).toThrow(MoneyError);
    expect(() => amountInWords(Number.NaN)).toThrow(MoneyError);
  });

  it('always has the invoice shape: title case, single spaces, no hyphens, commas or inner "and"', () => {
    fc.assert(
      fc.property(fc.maxSafeNat(), (p) => {
        const text = amountInWords(p);
        expect(text.startsWith('Rupees ')).toBe(true);
        expect(text.endsWith(' Only')).toBe(true);
        expect(text).not.toMatch(/ {2}/);
        expect(text).not.toMatch(/[-,]/);
        expect(text).toMatch(/^[A-Z][a-z]*( [A-Z][a-z]*| and)*$/);
        expect(text.split(' and ').length).toBeLessThanOrEqual(p % 100 === 0 ? 1 : 2);
      }),
    );
  });

  it('reads back to the same amount', () => {
    fc.assert(
      fc.property(
        fc.oneof(
          fc.integer({ min: 0, max: 10_000_000 }),
          fc.integer({ min: 0, max: 100_000_000_000 }),
          fc.maxSafeNat(),
        ),
        (p) => {
          expect(readAmount(amountInWords(p))).toBe(p);
        },
      ),
    );
  });
});

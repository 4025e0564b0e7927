import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { isGsmText, smsCount, smsPricePaise } from './sms-count.js';

describe('smsCount', () => {
  it.each([
    ['', 'gsm', 0, 0],
    ['a', 'gsm', 1, 1],
    ['a'.repeat(160), 'gsm', 160, 1],
    ['a'.repeat(161), 'gsm', 161, 2],
    ['a'.repeat(306), 'gsm', 306, 2],
    ['a'.repeat(307), 'gsm', 307, 3],
    ['€'.repeat(80), 'gsm', 160, 1],
    ['{'.repeat(81), 'gsm', 162, 2],
    ['नमस्ते', 'unicode', 6, 1],
    ['क'.repeat(70), 'unicode', 70, 1],
    ['क'.repeat(71), 'unicode', 71, 2],
    [`${'a'.repeat(133)}क`, 'unicode', 134, 2],
    ['क'.repeat(135), 'unicode', 135, 3],
    ['Diwali sale “50% off”', 'unicode', 21, 1],
  ])('%j is %s, %i long, %i SMS', (text, encoding, length, parts) => {
    expect(smsCount(text)).toMatchObject({ encoding, length, parts });
  });

  it('takes the one-part sizes from the server', () => {
    expect(smsCount('a'.repeat(100), { gsm: 90, unicode: 70 })).toEqual({
      encoding: 'gsm',
      length: 100,
      perSms: 83,
      parts: 2,
    });
  });

  it('knows the GSM alphabet', () => {
    expect(isGsmText('Hello @ ₹')).toBe(false);
    expect(isGsmText('Rs 500 off! Visit us @ MG Road, 10am-9pm.')).toBe(true);
  });

  it('bills every character: parts × part size covers the message, one part fewer would not', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 2000 }), (text) => {
        const { length, parts, perSms } = smsCount(text);
        expect(parts * perSms).toBeGreaterThanOrEqual(length);
        if (parts > 0) expect((parts - 1) * perSms).toBeLessThan(length);
      }),
    );
  });

  it('never costs less for a longer message of the same alphabet', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 600 }), fc.string({ maxLength: 600 }), (a, b) => {
        fc.pre(isGsmText(a) === isGsmText(b));
        expect(smsCount(a + b).parts).toBeGreaterThanOrEqual(smsCount(a).parts);
      }),
    );
  });
});

describe('smsPricePaise', () => {
  it('is count × rate', () => {
    expect(smsPricePaise(200, 10_00)).toBe(2_000_00);
    expect(smsPricePaise(0, 10_00)).toBe(0);
  });
  it('refuses fractions and negatives', () => {
    expect(() => smsPricePaise(1.5, 10_00)).toThrow(RangeError);
    expect(() => smsPricePaise(-1, 10_00)).toThrow(RangeError);
  });
});

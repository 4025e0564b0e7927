import { describe, expect, it } from 'vitest';
import { upiPayLink } from './upi-link.js';

describe('upiPayLink', () => {
  it('fills payee, amount with two decimals, currency and the invoice number', () => {
    expect(
      upiPayLink({
        vpa: 'ramtraders@okaxis',
        payeeName: 'Ram Traders',
        amountPaise: 123_450,
        note: 'INV/26-27/0007',
      }),
    ).toBe('upi://pay?pa=ramtraders@okaxis&pn=Ram%20Traders&am=1234.50&cu=INR&tn=INV%2F26-27%2F0007');
  });

  it('writes whole rupees and single paise with two decimals', () => {
    const am = (amountPaise: number) =>
      new URL(upiPayLink({ vpa: 'a@b', payeeName: 'A', amountPaise, note: 'X' })).searchParams.get('am');
    expect(am(100)).toBe('1.00');
    expect(am(1)).toBe('0.01');
    expect(am(10_000_000_05)).toBe('10000000.05');
  });

  it('percent-encodes names that would break the query, and Devanagari', () => {
    const link = upiPayLink({ vpa: ' shop@upi ', payeeName: 'A&B = राम', amountPaise: 500, note: 'INV 1?x' });
    const params = new URL(link).searchParams;
    expect(params.get('pa')).toBe('shop@upi');
    expect(params.get('pn')).toBe('A&B = राम');
    expect(params.get('tn')).toBe('INV 1?x');
    expect(link).not.toMatch(/[ &=?]B|राम/);
  });

  it('refuses a zero, negative or fractional amount', () => {
    for (const amountPaise of [0, -100, 12.5]) {
      expect(() => upiPayLink({ vpa: 'a@b', payeeName: 'A', amountPaise, note: 'X' })).toThrow(RangeError);
    }
  });
});

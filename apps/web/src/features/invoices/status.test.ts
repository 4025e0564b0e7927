import { describe, expect, it } from 'vitest';
import { invoiceDate } from './dates';
import { rupees } from './money';
import { whatsappNumber, whatsappUrl } from './share-links';
import { canOpen, canShare, statusKey } from './status';

describe('invoice status rules', () => {
  it.each([
    [1, 'completed', true, true],
    [12, 'completed', true, false],
    [2, 'cancelled', true, false],
    [0, 'cancelled', false, false],
  ])('status %i reads %s, opens %s, shares %s', (status, key, opens, shares) => {
    expect(statusKey(status)).toBe(key);
    expect(canOpen(status)).toBe(opens);
    expect(canShare(status)).toBe(shares);
  });
});

describe('WhatsApp links', () => {
  it('puts 91 before a 10-digit Indian mobile and refuses anything else', () => {
    expect(whatsappNumber('98123 45678')).toBe('919812345678');
    expect(whatsappNumber('+91 98123 45678')).toBe('919812345678');
    expect(whatsappNumber('12345')).toBeNull();
    expect(whatsappNumber(null)).toBeNull();
  });

  it('encodes the message', () => {
    expect(whatsappUrl('Invoice A/1 & more', '9812345678')).toBe(
      'https://wa.me/919812345678?text=Invoice%20A%2F1%20%26%20more',
    );
    expect(whatsappUrl('hi')).toBe('https://wa.me/?text=hi');
  });
});

describe('display formats', () => {
  it('shows rupees with Indian grouping and business dates as dd/MM/yyyy', () => {
    expect(rupees(1234567.8)).toBe('₹12,34,567.80');
    expect(rupees(-0.5)).toBe('-₹0.50');
    expect(invoiceDate('2026-03-31')).toBe('31/03/2026');
    expect(invoiceDate('2026-03-31T18:30:00.000Z')).toBe('01/04/2026');
  });
});

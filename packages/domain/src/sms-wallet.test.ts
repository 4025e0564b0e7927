import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { campaignText, promotionalSendTime } from './sms-wallet.js';

describe('promotionalSendTime', () => {
  it.each([
    ['2026-11-25T04:30:00.000Z', '2026-11-25T04:30:00.000Z'], // 10:00 IST: open
    ['2026-11-25T15:29:59.000Z', '2026-11-25T15:29:59.000Z'], // 20:59:59 IST: open
    ['2026-11-25T15:30:00.000Z', '2026-11-26T04:30:00.000Z'], // 21:00 IST: next morning
    ['2026-11-25T20:00:00.000Z', '2026-11-26T04:30:00.000Z'], // 01:30 IST on the 26th: that morning
    ['2026-11-25T04:29:00.000Z', '2026-11-25T04:30:00.000Z'], // 09:59 IST: at 10:00
    ['2026-12-31T18:40:00.000Z', '2027-01-01T04:30:00.000Z'], // 00:10 IST on new year's day
  ])('at %s sends at %s', (now, at) => {
    expect(promotionalSendTime(new Date(now)).toISOString()).toBe(at);
  });

  it('is never earlier than now, never more than 13 hours later, and always inside the window', () => {
    fc.assert(
      fc.property(
        fc.date({ min: new Date('2020-01-01'), max: new Date('2040-01-01'), noInvalidDate: true }),
        (now) => {
          const at = promotionalSendTime(now);
          expect(at.getTime()).toBeGreaterThanOrEqual(now.getTime());
          expect(at.getTime() - now.getTime()).toBeLessThanOrEqual(13 * 3_600_000);
          const istMinutes = (at.getUTCHours() * 60 + at.getUTCMinutes() + 330) % 1440;
          expect(istMinutes).toBeGreaterThanOrEqual(600);
          expect(istMinutes).toBeLessThan(1260);
        },
      ),
    );
  });
});

it('ends a campaign message with the opt-out', () => {
  expect(campaignText('Diwali sale: 20% off')).toBe('Diwali sale: 20% off\nReply STOP to opt out');
});

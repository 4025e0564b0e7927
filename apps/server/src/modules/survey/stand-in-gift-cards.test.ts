import { describe, expect, it } from 'vitest';
import { createSurveyStandInGiftCards } from './stand-in-gift-cards.js';

describe('the survey stand-in gift-card provider', () => {
  it('issues one voucher per unit and answers a repeated reference with the same vouchers', async () => {
    const provider = createSurveyStandInGiftCards();
    const [card] = await provider.catalogue();
    const order = {
      reference: 'galla-survey-7',
      lines: [{ sku: card!.sku, pricePaise: 5000, qty: 2 }],
      deliveryMode: 'EMAIL' as const,
      recipient: { name: 'Meera', email: 'meera@example.in', mobile: null },
    };
    const first = await provider.order(order);
    expect(first).toHaveLength(2);
    expect(first[0]).toMatchObject({ sku: card!.sku, pricePaise: 5000, validTill: null });
    expect(first[0]!.cardNumber).toMatch(/^\d{16}$/);
    expect(first[0]!.cardNumber).not.toBe(first[1]!.cardNumber);
    expect(await provider.order(order)).toEqual(first);
    expect(await provider.order({ ...order, reference: 'galla-survey-8' })).not.toEqual(first);
  });
});

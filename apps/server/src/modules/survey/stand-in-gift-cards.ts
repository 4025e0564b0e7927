import { randomInt } from 'node:crypto';
import type { GiftCardProvider, IssuedVoucher } from '../../providers/gift-cards/gift-card-provider.js';

// A stand-in for the gift-card provider's development implementation, which is being written beside
// this module (providers/gift-cards): one card, codes made up, in memory. Outside production only,
// so survey rewards can be confirmed in development and end-to-end runs until that one is wired in
// app.ts in its place. Idempotent by reference, as the interface demands.
export function createSurveyStandInGiftCards(): GiftCardProvider {
  const orders = new Map<string, IssuedVoucher[]>();
  const card = { sku: 'GALLA-SURVEY-VOUCHER', name: 'Galla Gift Voucher', pricePaise: 5000, imageUrl: null };
  return {
    name: 'survey-stand-in',
    async catalogue() {
      return [card];
    },
    async order(order) {
      const known = orders.get(order.reference);
      if (known) return known;
      const vouchers = order.lines.flatMap((line) =>
        Array.from({ length: line.qty }, () => ({
          sku: line.sku,
          name: card.name,
          pricePaise: line.pricePaise,
          cardNumber: String(randomInt(10 ** 11, 10 ** 12)).padStart(16, '4000'),
          pin: String(randomInt(100_000, 1_000_000)),
          validTill: null,
        })),
      );
      orders.set(order.reference, vouchers);
      return vouchers;
    },
  };
}

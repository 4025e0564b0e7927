import type { Paise } from './money.js';

// Reward points a shop earns for a bill. The staff settings will own the rule; until they do, the
// default is 1 point for every full ₹100 of the bill's grand total (documented in docs/decisions.md).

export type PointsRule = { paisePerPoint: number };

export const DEFAULT_POINTS_RULE: PointsRule = { paisePerPoint: 100_00 };

/** Whole points only: ₹199.99 earns 1 point, a zero or negative total none. */
export function pointsForBill(grandTotalPaise: Paise, rule: PointsRule = DEFAULT_POINTS_RULE): number {
  if (!Number.isSafeInteger(rule.paisePerPoint) || rule.paisePerPoint <= 0) {
    throw new RangeError(`paisePerPoint must be a positive whole number, got ${rule.paisePerPoint}`);
  }
  if (grandTotalPaise <= 0) return 0;
  return Math.floor(grandTotalPaise / rule.paisePerPoint);
}

// Redeeming (shop-operations §9): points required = rupee value × quantity × conversion rate, and
// the provider is paid points ÷ rate, i.e. the vouchers' rupee value.

/** Points per rupee of voucher value, until the staff settings say otherwise. */
export const DEFAULT_CONVERSION_RATE = 10;
export const MAX_GIFT_CARDS = 4;
export const REWARD_HISTORY_PAGE_SIZE = 10;
/** INR in ISO 4217 numbers, as the gift-card API wants it. */
export const INR_CURRENCY_CODE = 356;

export const rewardMessages = {
  selectGiftCard: 'Select atleast 1 Gift Card !',
  insufficientPoints: 'Insufficient Points',
  maxGiftCards: 'Max 4 Gift Cards allowed',
  redeemed: 'Your redemption request is placed. The vouchers will be sent once it is approved.',
  pointsMismatch: 'Points do not match the gift cards selected',
  noSuchGiftCard: 'No such Gift Card',
  alreadyDecided: 'This redemption has already been decided',
  noSuchRedemption: 'No such redemption',
} as const;

/** The wire's conversion rate is a string whose number comes before an underscore ('10_points'). */
export function conversionRateText(rate: number): string {
  return `${rate}_points_per_rupee`;
}
export function parseConversionRate(text: string | number | null | undefined): number {
  const n = Number(String(text ?? '').split('_')[0]);
  return Number.isSafeInteger(n) && n > 0 ? n : DEFAULT_CONVERSION_RATE;
}

/** Whole points, rounded up so a fractional-rupee card never costs less than its value. */
export function pointsForCards(
  cards: readonly { pricePaise: number; qty: number }[],
  rate: number = DEFAULT_CONVERSION_RATE,
): number {
  const paise = cards.reduce((sum, c) => sum + c.pricePaise * c.qty, 0);
  return Math.ceil((paise * rate) / 100);
}

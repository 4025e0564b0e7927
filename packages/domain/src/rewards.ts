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

import { z } from 'zod';
import { ZConsolePaging } from './staff-console.js';
import { ZSettingsUpdate } from './staff-settings.js';

// The staff console's Rewards (/dashboard/rewards) and Rewards approval (/dashboard/rewardsApproval)
// sections, Admin only. Money travels in rupees; paise inside.

export const consoleRewardsMessages = {
  saved: 'Reward settings saved',
  noSuchCard: 'No such gift card in the provider’s catalogue. Reload the list.',
  cardEnabled: 'The card is offered to retailers again',
  cardDisabled: 'The card is no longer offered to retailers',
  approved: 'Approved: the vouchers were ordered and sent to the retailer',
  rejected: 'Rejected: the points were returned to the retailer',
  retried: 'The vouchers were ordered and sent to the retailer',
  reason: 'Write why the redemption is rejected (3 to 300 characters); the retailer is told',
  redemptionId: 'No such redemption',
  dateRange: 'Enter dates as YYYY-MM-DD, the first not after the last',
  notFailed: 'Only an approved redemption whose vouchers failed can be tried again',
} as const;

/** 409 when another staff member decided first: the screen shows who and how. */
export function alreadyDecidedBy(outcome: 'approved' | 'rejected', by: string | null): string {
  return `Already ${outcome} by ${by ?? 'another staff member'}. The list has been refreshed.`;
}

// --- Rewards: the points rule, the conversion rate and the survey's card ---

export const ZRewardSettingsUpdate = ZSettingsUpdate.pick({
  pointsRupeesPerPoint: true,
  pointsConversionRate: true,
}).extend({
  /** The card a filled customer survey wins; null for the cheapest card. */
  surveyRewardSku: z.string().trim().min(1).max(100).nullable(),
});
export type RewardSettingsUpdate = z.input<typeof ZRewardSettingsUpdate>;

export const ZRewardSettings = z.object({
  pointsRupeesPerPoint: z.number(),
  pointsConversionRate: z.number().int(),
  surveyRewardSku: z.string().nullable(),
  /** Every card of the provider's catalogue, for the survey card's choice. */
  cards: z.array(z.object({ sku: z.string(), name: z.string(), value: z.number() })),
});
export type RewardSettings = z.infer<typeof ZRewardSettings>;

// --- Rewards: the gift-card catalogue and which cards retailers may redeem ---

export const ZGiftCardListQuery = ZConsolePaging.extend({
  search: z.string().trim().max(60).optional(),
  enabled: z.enum(['yes', 'no']).optional(),
  sortBy: z.enum(['name', 'sku', 'value']).default('name'),
  sortDirection: z.enum(['asc', 'desc']).default('asc'),
});
export type GiftCardListQuery = z.input<typeof ZGiftCardListQuery>;

export const ZConsoleGiftCard = z.object({
  sku: z.string(),
  name: z.string(),
  /** The card's value in rupees. */
  value: z.number(),
  imageUrl: z.string().nullable(),
  /** Offered to retailers for redemption. */
  enabled: z.boolean(),
  /** The card a filled customer survey wins. */
  surveyReward: z.boolean(),
});
export type ConsoleGiftCard = z.infer<typeof ZConsoleGiftCard>;
export const ZGiftCardList = z.object({ total: z.number().int(), rows: z.array(ZConsoleGiftCard) });

export const ZSetGiftCardRequest = z.object({
  sku: z.string({ error: consoleRewardsMessages.noSuchCard }).trim().min(1).max(100),
  enabled: z.boolean(),
});

// --- Rewards approval: the queue of redemptions ---

export const redemptionStates = ['pending', 'approved', 'rejected', 'failed'] as const;
export type RedemptionState = (typeof redemptionStates)[number];

const ZIsoDate = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, consoleRewardsMessages.dateRange);

export const ZRedemptionListQuery = ZConsolePaging.extend({
  status: z.enum(redemptionStates).optional(),
  /** Requested on or after this IST date. */
  from: ZIsoDate.optional(),
  /** Requested on or before this IST date. */
  to: ZIsoDate.optional(),
  /** The shop's name or phone. */
  search: z.string().trim().max(60).optional(),
  sortBy: z.enum(['requestedAt', 'points', 'shop']).default('requestedAt'),
  sortDirection: z.enum(['asc', 'desc']).default('asc'),
}).refine((q) => !q.from || !q.to || q.from <= q.to, consoleRewardsMessages.dateRange);
export type RedemptionListQuery = z.input<typeof ZRedemptionListQuery>;

export const ZRedemptionRow = z.object({
  redemptionId: z.number().int(),
  shopId: z.number().int(),
  shopName: z.string().nullable(),
  phone: z.string().nullable(),
  points: z.number().int(),
  /** The vouchers' value in rupees. */
  value: z.number(),
  cards: z.array(z.object({ sku: z.string(), name: z.string(), value: z.number(), qty: z.number().int() })),
  deliveryMode: z.enum(['EMAIL', 'SMS']),
  requestedAt: z.string(),
  status: z.enum(redemptionStates),
  decidedAt: z.string().nullable(),
  decidedBy: z.string().nullable(),
  reason: z.string().nullable(),
  lastError: z.string().nullable(),
});
export type RedemptionRow = z.infer<typeof ZRedemptionRow>;
export const ZRedemptionList = z.object({ total: z.number().int(), rows: z.array(ZRedemptionRow) });

const ZRedemptionId = z.coerce
  .number({ error: consoleRewardsMessages.redemptionId })
  .int(consoleRewardsMessages.redemptionId)
  .min(1, consoleRewardsMessages.redemptionId)
  .max(2_147_483_647, consoleRewardsMessages.redemptionId);

export const ZApproveRedemption = z.object({ redemptionId: ZRedemptionId });
export const ZRejectRedemption = z.object({
  redemptionId: ZRedemptionId,
  reason: z
    .string({ error: consoleRewardsMessages.reason })
    .trim()
    .min(3, consoleRewardsMessages.reason)
    .max(300, consoleRewardsMessages.reason),
});
export const ZDecisionAnswer = z.object({ vouchers: z.number().int() });

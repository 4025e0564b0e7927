import { INR_CURRENCY_CODE, MAX_GIFT_CARDS, rewardMessages } from '@galla/domain/rewards';
import { z } from 'zod';
import { ZRupees } from './money.js';

// rewardPoints/*: the shop's reward points and their redemption for gift vouchers. Field names are
// the spec's (shop-operations.md §3, §7); rupees on the wire, paise inside.

export const ZRewardData = z.object({
  retailerData: z.object({
    totalpointsAvailable: z.number().int(),
    totalPointsEarned: z.number().int(),
  }),
  /** The number before the underscore is the points per rupee ('10_points_per_rupee'). */
  conversionRate: z.string(),
});
export type RewardData = z.infer<typeof ZRewardData>;

export const ZRewardHistoryQuery = z.object({
  page: z.coerce.number().int().min(1).max(100_000).default(1),
});

export const ZRewardHistoryEntry = z.object({
  id: z.number().int(),
  transactionType: z.enum(['credit', 'debit']),
  /** Always positive; transactionType gives the sign. */
  points: z.number().int(),
  /** 0 Pending, 1 Approved, 2 Rejected. */
  status: z.number().int(),
  rewardService: z.string().nullable(),
  rewardServiceId: z.string().nullable(),
  createdAt: z.string(),
});
export type RewardHistoryEntry = z.infer<typeof ZRewardHistoryEntry>;

export const ZRewardHistory = z.object({
  history: z.array(ZRewardHistoryEntry),
  totalRecords: z.number().int(),
});
export type RewardHistory = z.infer<typeof ZRewardHistory>;

export const ZGetCategoriesRequest = z.object({
  type: z.string().max(50).optional(),
  id: z.union([z.string().max(50), z.number()]).optional(),
  limit: z.coerce.number().int().min(1).max(100).default(100),
  offset: z.coerce.number().int().min(0).max(100_000).default(0),
});
export type GetCategoriesRequest = z.output<typeof ZGetCategoriesRequest>;

export const ZGiftCardWire = z.object({
  id: z.number().int(),
  sku: z.string(),
  name: z.string(),
  /** The card's rupee value. */
  custom_denominations: z.string(),
  images: z.object({ image: z.string().nullable() }),
});
export type GiftCardWire = z.infer<typeof ZGiftCardWire>;

export const ZGiftCardCatalogue = z.object({
  _embedded: z.object({ product: z.array(ZGiftCardWire) }),
});

const ZSelectedCard = z.object({
  id: z.number().int().optional(),
  sku: z.string().min(1).max(100),
  price: ZRupees(rewardMessages.noSuchGiftCard),
  qty: z
    .number()
    .int()
    .min(1, rewardMessages.selectGiftCard)
    .max(MAX_GIFT_CARDS, rewardMessages.maxGiftCards),
  currency: z.literal(INR_CURRENCY_CODE).default(INR_CURRENCY_CODE),
});

export const ZRedeemRequest = z.object({
  address: z
    .object({ billToThis: z.boolean().default(false), country: z.literal('IN').default('IN') })
    .default({ billToThis: false, country: 'IN' }),
  deliveryMode: z.enum(['EMAIL', 'SMS']).default('SMS'),
  syncOnly: z.boolean().default(true),
  payments: z
    .array(z.object({ code: z.literal('svc'), amount: ZRupees(rewardMessages.pointsMismatch) }))
    .length(1, rewardMessages.pointsMismatch),
  points: z.union([z.string().regex(/^[0-9]{1,9}$/, rewardMessages.pointsMismatch), z.number().int().min(0)]),
  products: z
    .array(ZSelectedCard)
    .min(1, rewardMessages.selectGiftCard)
    .max(MAX_GIFT_CARDS, rewardMessages.maxGiftCards)
    .refine((cards) => cards.reduce((n, c) => n + c.qty, 0) <= MAX_GIFT_CARDS, rewardMessages.maxGiftCards),
  names: z.union([z.array(z.string().max(200)).max(MAX_GIFT_CARDS), z.string().max(1000)]).optional(),
});
export type RedeemRequest = z.output<typeof ZRedeemRequest>;
export type RedeemInput = z.input<typeof ZRedeemRequest>;

export const ZRedeemAnswer = z.object({ redemptionId: z.number().int() });

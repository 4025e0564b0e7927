import type { Generated } from 'kysely';

declare module '../../db/schema.js' {
  interface Database {
    reward_points: RewardPointsTable;
    reward_redemptions: RewardRedemptionsTable;
    gift_cards: GiftCardsTable;
    gift_card_orders: GiftCardOrdersTable;
    gift_card_codes: GiftCardCodesTable;
  }
}

/** invoice: earned on a bill or its adjustment; redeem: a redemption's hold; refund: a rejection's return. */
export type PointsKind = 'invoice' | 'redeem' | 'refund';

export interface RewardPointsTable {
  id: Generated<number>;
  shop_id: number;
  points: number;
  kind: PointsKind;
  status: number;
  reward_service: string | null;
  reward_service_id: string | null;
  invoice_id: number | null;
  redemption_id: number | null;
  created_at: string;
}

export interface RewardRedemptionsTable {
  id: Generated<number>;
  shop_id: number;
  user_id: number;
  points: number;
  status: number;
  lines: string;
  delivery_mode: 'EMAIL' | 'SMS';
  recipient: string;
  created_at: string;
  decided_at: string | null;
  decided_by: string | null;
  fulfilled_at: string | null;
  last_error: string | null;
}

export interface GiftCardsTable {
  id: Generated<number>;
  sku: string;
  name: string;
  price_paise: number;
  image_url: string | null;
  active: number;
  sort_order: number;
  created_at: string;
}

export interface GiftCardOrdersTable {
  id: Generated<number>;
  reference: string;
  delivery_mode: string;
  created_at: string;
}

export interface GiftCardCodesTable {
  id: Generated<number>;
  order_id: number;
  sku: string;
  name: string;
  price_paise: number;
  card_number_enc: string;
  pin_enc: string;
  valid_till: string | null;
}

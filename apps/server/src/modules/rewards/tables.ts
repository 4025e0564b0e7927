import type { Generated } from 'kysely';

declare module '../../db/schema.js' {
  interface Database {
    reward_points: RewardPointsTable;
    reward_redemptions: RewardRedemptionsTable;
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
  /** The deciding staff member's name, as the 409 of a late second decision names them. */
  decided_by: string | null;
  /** Why it was rejected (the staff console's Rewards approval). */
  decision_reason: string | null;
  fulfilled_at: string | null;
  last_error: string | null;
}

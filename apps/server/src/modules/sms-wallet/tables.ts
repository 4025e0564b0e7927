import type { Generated } from 'kysely';

// The SMS wallet, its purchase orders and the campaigns it pays for (migration 2026112601).
declare module '../../db/schema.js' {
  interface Database {
    sms_wallets: SmsWalletsTable;
    sms_wallet_ledger: SmsWalletLedgerTable;
    sms_orders: SmsOrdersTable;
    sms_payment_events: SmsPaymentEventsTable;
    sms_campaigns: SmsCampaignsTable;
    sms_campaign_recipients: SmsCampaignRecipientsTable;
    sms_opt_outs: { mobile: string; created_at: string };
    shop_sms_senders: ShopSmsSendersTable;
  }
}

/** A shop's balance in SMS: always the sum of its ledger rows, never below zero (CHECK). */
export interface SmsWalletsTable {
  shop_id: number;
  final_msgs: number;
  updated_at: string;
}

export interface SmsWalletLedgerTable {
  id: Generated<number>;
  shop_id: number;
  /** + SMS bought, − SMS a campaign used. */
  change: number;
  reason: 'purchase' | 'campaign';
  /** The sms_orders or sms_campaigns row. */
  ref_id: number;
  created_at: string;
}

export interface SmsOrdersTable {
  id: Generated<number>;
  shop_id: number;
  provider: 'dev' | 'razorpay';
  provider_order_id: string;
  sms: number;
  rate_paise: number;
  amount_paise: number;
  /** created → paid, never back. */
  status: 'created' | 'paid';
  payment_id: string | null;
  paid_via: 'checkout' | 'webhook' | null;
  created_by: number;
  created_at: string;
  paid_at: string | null;
}

export interface SmsPaymentEventsTable {
  event_id: string;
  event: string;
  provider_order_id: string | null;
  received_at: string;
}

export interface SmsCampaignsTable {
  id: Generated<number>;
  shop_id: number;
  message: string;
  /** SMS per recipient. */
  parts: number;
  recipients: number;
  sms_total: number;
  /** DLT registration the messages went under (TRAI's rules for business SMS). */
  entity_id: string;
  sender_id: string;
  template_id: string;
  /** JSON list of the template's variable values, in order. */
  template_vars: string;
  send_after: string;
  created_by: number;
  created_at: string;
}

export interface SmsCampaignRecipientsTable {
  id: Generated<number>;
  campaign_id: number;
  shop_id: number;
  customer_id: number;
  mobile: string;
  outbox_id: number;
}

/** A shop's own DLT registration; a null field takes the platform's. */
export interface ShopSmsSendersTable {
  shop_id: number;
  entity_id: string | null;
  sender_id: string | null;
  template_id: string | null;
  updated_at: string;
}

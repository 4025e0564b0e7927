import type { Generated } from 'kysely';

// The dev gift-card provider's tables (created by the rewards migration): its catalogue, which the
// staff console will manage, and the vouchers it issued, their codes encrypted (code-cipher.ts).
declare module '../../db/schema.js' {
  interface Database {
    gift_cards: GiftCardsTable;
    gift_card_orders: GiftCardOrdersTable;
    gift_card_codes: GiftCardCodesTable;
  }
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

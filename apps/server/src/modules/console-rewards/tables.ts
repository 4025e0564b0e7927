declare module '../../db/schema.js' {
  interface Database {
    gift_card_offers: GiftCardOffersTable;
  }
}

/** A card the Admin switched on or off for redemption; a card without a row is offered. */
export interface GiftCardOffersTable {
  sku: string;
  enabled: number;
  changed_at: string;
  changed_by: number | null;
}

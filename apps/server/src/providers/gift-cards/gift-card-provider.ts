// Gift vouchers (reward-point redemptions and survey rewards) come from a gift-card provider: a
// catalogue of cards and an order that returns the vouchers. The dev implementation keeps its
// catalogue in the database (managed in the staff console) and generates codes; the real adapter
// speaks the provider's HTTP API (catalogue under `_embedded.product`, orders paid with
// `payments: [{ code: 'svc' }]`, `syncOnly`).

export type GiftCard = {
  sku: string;
  name: string;
  /** The card's rupee value (the API's custom_denominations), in paise. */
  pricePaise: number;
  imageUrl: string | null;
};

export type GiftCardOrderLine = { sku: string; pricePaise: number; qty: number };

export type GiftCardOrder = {
  /** Our unique reference for the order: the provider refuses a second order with the same one,
   * so a retried order never buys the vouchers twice. */
  reference: string;
  lines: GiftCardOrderLine[];
  /** EMAIL when the recipient has an e-mail, else SMS (the spec's deliveryMode). */
  deliveryMode: 'EMAIL' | 'SMS';
  recipient: { name: string; email: string | null; mobile: string | null };
};

export type IssuedVoucher = {
  sku: string;
  name: string;
  pricePaise: number;
  cardNumber: string;
  pin: string | null;
  /** yyyy-MM-dd, or null when the card does not expire. */
  validTill: string | null;
};

export interface GiftCardProvider {
  readonly name: string;
  catalogue(): Promise<GiftCard[]>;
  /** Places the order and answers with one voucher per unit ordered. Throws when the provider
   * refuses or cannot be reached; the caller retries with the same reference. */
  order(order: GiftCardOrder): Promise<IssuedVoucher[]>;
}

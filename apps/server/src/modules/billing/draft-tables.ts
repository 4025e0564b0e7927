import type { Generated } from 'kysely';

// The step variant's open bills (migration 2026112106), added to the Database interface.
declare module '../../db/schema.js' {
  interface Database {
    bill_drafts: BillDraftsTable;
  }
}

export type DraftStatus = 'open' | 'completed' | 'cancelled';

export interface BillDraftsTable {
  id: Generated<number>;
  shop_id: number;
  customer_id: number;
  /** `YYYY-MM-DD` (IST), held from the customer step. */
  invoice_date: string;
  /** 'IGST' or 'CGST and SGST'; null follows the place of supply. */
  gst_type: string | null;
  place_of_supply: string | null;
  /** JSON of the customer step's shipping block, as sent. */
  shipping: string | null;
  /** JSON list of DraftLine: the lines as sent, parsed (paise, thousandths). */
  lines: string;
  /** JSON of the payment step as sent, parsed, once the bill is paid. */
  payment: string | null;
  status: DraftStatus;
  invoice_id: number | null;
  revision: Generated<number>;
  created_by: number | null;
  created_at: string;
  updated_at: string;
}

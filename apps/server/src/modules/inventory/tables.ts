import type { Generated } from 'kysely';

// A shop's products, the stock ledger and per-unit serial numbers, added to the Database interface.
declare module '../../db/schema.js' {
  interface Database {
    products: ProductsTable;
    stock_ledger: StockLedgerTable;
    product_serials: ProductSerialsTable;
  }
}

export interface ProductsTable {
  id: Generated<number>;
  shop_id: number;
  /** The catalogue model this product is, or null for a product the shop created itself. */
  model_id: number | null;
  name: string;
  description: string | null;
  category_id: number;
  brand_id: number;
  unit_id: number;
  hsn: string | null;
  gst_rate_bps: number | null;
  mrp_paise: number | null;
  purchase_price_paise: number;
  selling_price_paise: number;
  scan_id: string | null;
  distributor_id: number | null;
  /** Stock in thousandths of the unit; always the sum of the product's ledger rows. */
  stock_milli: number;
  image_file_id: string | null;
  is_active: number;
  created_at: string;
  updated_at: string;
}

export type StockReason =
  | 'opening'
  | 'purchase'
  | 'sale'
  | 'sale_edit'
  | 'sale_cancel'
  | 'returned_to_distributor'
  | 'stock_loss'
  | 'other'
  | 'correction';

export interface StockLedgerTable {
  id: Generated<number>;
  shop_id: number;
  product_id: number;
  qty_milli: number;
  reason: StockReason;
  note: string | null;
  /** For stock that came in: what one unit cost, so ageing can value what is left. */
  unit_cost_paise: number | null;
  ref_type: string | null;
  ref_id: string | null;
  actor_user_id: number | null;
  created_at: string;
}

export interface ProductSerialsTable {
  id: Generated<number>;
  shop_id: number;
  product_id: number;
  serial: string;
  status: 'in_stock' | 'sold' | 'returned' | 'lost';
  invoice_id: number | null;
  created_at: string;
}

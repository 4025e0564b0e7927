import type { Generated } from 'kysely';

// Customers, invoice counters, invoices (a row per version), lines, payments, the credit book and
// idempotency keys, added to the Database interface.
declare module '../../db/schema.js' {
  interface Database {
    customers: CustomersTable;
    invoice_counters: InvoiceCountersTable;
    invoices: InvoicesTable;
    invoice_lines: InvoiceLinesTable;
    invoice_payments: InvoicePaymentsTable;
    credit_book: CreditBookTable;
    credit_book_emis: CreditBookEmisTable;
    idempotency_keys: IdempotencyKeysTable;
  }
}

export interface CustomersTable {
  id: Generated<number>;
  shop_id: number;
  name: string;
  mobile: string;
  email: string | null;
  address: string | null;
  gst_number: string | null;
  company_name: string | null;
  state_id: number | null;
  city_id: number | null;
  pincode: string | null;
  is_default: number;
  created_at: string;
  updated_at: string;
}

export interface InvoiceCountersTable {
  shop_id: number;
  financial_year: string;
  next_serial: number;
  issued: Generated<number>;
  updated_at: string;
}

export type InvoiceStatus = 0 | 1 | 2 | 12;

export interface InvoicesTable {
  id: Generated<number>;
  shop_id: number;
  bill_id: number;
  version: number;
  status: InvoiceStatus;
  financial_year: string;
  serial: number | null;
  number: string | null;
  invoice_date: string;
  bill_type: 'GST' | 'NOGST';
  tax_mode: 'intra' | 'inter';
  utgst: number;
  place_of_supply: string;
  customer_id: number;
  /** JSON of CustomerSnapshot. */
  customer_snapshot: string;
  /** JSON of Seller (seller.ts); null on bills written before it was kept. */
  seller_snapshot: string | null;
  gross_paise: number;
  discount_paise: number;
  invoice_discount_paise: number;
  taxable_paise: number;
  cgst_paise: number;
  sgst_paise: number;
  igst_paise: number;
  tax_paise: number;
  round_off_paise: number;
  total_paise: number;
  /** Cost of the goods on this version: its lines' quantity × purchase price at sale (profit and loss). */
  cost_paise: number;
  remark: string | null;
  points: number;
  token: string;
  created_by: number | null;
  created_at: string;
  updated_at: string;
  cancelled_at: string | null;
}

export interface InvoiceLinesTable {
  id: Generated<number>;
  invoice_id: number;
  shop_id: number;
  line_no: number;
  product_id: number;
  name: string;
  hsn: string | null;
  unit: string;
  qty_milli: number;
  unit_price_paise: number;
  price_includes_tax: number;
  rate_bps: number | null;
  discount_paise: number;
  invoice_discount_paise: number;
  amount_paise: number;
  taxable_paise: number;
  cgst_paise: number;
  sgst_paise: number;
  igst_paise: number;
  total_paise: number;
  purchase_price_paise: number;
  /** JSON list of the IMEI / serial numbers sold on this line. */
  imeis: string | null;
  brand_offer_id: number | null;
}

export interface InvoicePaymentsTable {
  id: Generated<number>;
  invoice_id: number;
  shop_id: number;
  seq: number;
  mode: string;
  amount_paise: number;
}

export interface CreditBookTable {
  id: Generated<number>;
  shop_id: number;
  invoice_id: number;
  bill_id: number;
  customer_id: number;
  total_paise: number;
  down_payment_paise: number;
  finance_paise: number;
  emi_paise: number;
  months: number;
  start_date: string;
  end_date: string;
  due_paise: number;
  status: 'open' | 'cancelled';
  created_at: string;
}

export interface CreditBookEmisTable {
  id: Generated<number>;
  credit_id: number;
  shop_id: number;
  instalment: number;
  due_date: string;
  amount_paise: number;
  status: number;
  paid_paise: number | null;
  paid_on: string | null;
}

export interface IdempotencyKeysTable {
  shop_id: number;
  key: string;
  request_hash: string;
  response: string;
  created_at: string;
}

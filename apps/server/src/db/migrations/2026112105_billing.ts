import { type Kysely, sql } from 'kysely';
import { idType, isPostgres } from './support.js';

// Billing: the shop's customers, per-shop per-financial-year invoice counters, invoices (one row per
// version), their lines and payments, the credit book with its EMI rows, and idempotency keys.
// Money is integer paise (bigint), quantities integer thousandths, GST rates basis points.
export async function up(db: Kysely<any>): Promise<void> {
  const pg = isPostgres(db);
  const autoId = (c: any) => (pg ? c.primaryKey() : c.primaryKey().autoIncrement());

  // Shop settings the bill needs: the UPI id for the QR code, GST.md's round-off switch, the prefix.
  await db.schema.alterTable('shops').addColumn('upi_id', 'text').execute();
  await db.schema
    .alterTable('shops')
    .addColumn('round_off', 'integer', (c) => c.notNull().defaultTo(1))
    .execute();
  await db.schema
    .alterTable('shops')
    .addColumn('invoice_prefix', 'text', (c) => c.notNull().defaultTo('INV'))
    .execute();

  await db.schema
    .createTable('customers')
    .addColumn('id', idType(db), autoId)
    .addColumn('shop_id', 'integer', (c) => c.notNull().references('shops.id'))
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('mobile', 'text', (c) => c.notNull())
    .addColumn('email', 'text')
    .addColumn('address', 'text')
    .addColumn('gst_number', 'text')
    .addColumn('company_name', 'text')
    .addColumn('state_id', 'integer', (c) => c.references('states.id'))
    .addColumn('city_id', 'integer', (c) => c.references('cities.id'))
    .addColumn('pincode', 'text')
    .addColumn('is_default', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .execute();
  // One customer per mobile number in a shop; the walk-in customer has its own row.
  await sql`create unique index customers_shop_mobile_uq on customers (shop_id, mobile) where is_default = 0`.execute(
    db,
  );
  await sql`create unique index customers_shop_default_uq on customers (shop_id) where is_default = 1`.execute(
    db,
  );
  await sql`create index customers_shop_name_idx on customers (shop_id, lower(name))`.execute(db);

  // next_serial is taken and incremented in the transaction that writes the bill (never MAX()+1).
  await db.schema
    .createTable('invoice_counters')
    .addColumn('shop_id', 'integer', (c) => c.notNull().references('shops.id'))
    .addColumn('financial_year', 'text', (c) => c.notNull())
    .addColumn('next_serial', 'integer', (c) => c.notNull())
    // Bills numbered so far this year: while 0, the starting serial may still change (Change BillId).
    .addColumn('issued', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('invoice_counters_pk', ['shop_id', 'financial_year'])
    .execute();

  await db.schema
    .createTable('invoices')
    .addColumn('id', idType(db), autoId)
    .addColumn('shop_id', 'integer', (c) => c.notNull().references('shops.id'))
    // The bill across its versions: the id of its first version.
    .addColumn('bill_id', 'integer', (c) => c.notNull())
    .addColumn('version', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('status', 'integer', (c) => c.notNull())
    .addColumn('financial_year', 'text', (c) => c.notNull())
    .addColumn('serial', 'integer')
    .addColumn('number', 'text')
    .addColumn('invoice_date', 'text', (c) => c.notNull())
    .addColumn('bill_type', 'text', (c) => c.notNull())
    .addColumn('tax_mode', 'text', (c) => c.notNull())
    .addColumn('utgst', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('place_of_supply', 'text', (c) => c.notNull())
    .addColumn('customer_id', 'integer', (c) => c.notNull().references('customers.id'))
    // The buyer as printed on this version (a later change to the customer does not rewrite a bill).
    .addColumn('customer_snapshot', 'text', (c) => c.notNull())
    .addColumn('gross_paise', 'bigint', (c) => c.notNull())
    .addColumn('discount_paise', 'bigint', (c) => c.notNull())
    .addColumn('invoice_discount_paise', 'bigint', (c) => c.notNull())
    .addColumn('taxable_paise', 'bigint', (c) => c.notNull())
    .addColumn('cgst_paise', 'bigint', (c) => c.notNull())
    .addColumn('sgst_paise', 'bigint', (c) => c.notNull())
    .addColumn('igst_paise', 'bigint', (c) => c.notNull())
    .addColumn('tax_paise', 'bigint', (c) => c.notNull())
    .addColumn('round_off_paise', 'bigint', (c) => c.notNull())
    .addColumn('total_paise', 'bigint', (c) => c.notNull())
    .addColumn('remark', 'text')
    .addColumn('points', 'integer', (c) => c.notNull().defaultTo(0))
    // Opens the public PDF without a login; random, never derived from the id.
    .addColumn('token', 'text', (c) => c.notNull().unique())
    .addColumn('created_by', 'integer', (c) => c.references('users.id'))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .addColumn('cancelled_at', 'text')
    .execute();
  // A number belongs to one live bill: older versions (12) share it, drafts have none yet.
  await sql`create unique index invoices_number_uq on invoices (shop_id, financial_year, serial) where status <> 12 and serial is not null`.execute(
    db,
  );
  await db.schema.createIndex('invoices_bill_idx').on('invoices').columns(['bill_id', 'version']).execute();
  await db.schema
    .createIndex('invoices_shop_list_idx')
    .on('invoices')
    .columns(['shop_id', 'status', 'id'])
    .execute();

  await db.schema
    .createTable('invoice_lines')
    .addColumn('id', idType(db), autoId)
    .addColumn('invoice_id', 'integer', (c) => c.notNull().references('invoices.id'))
    .addColumn('shop_id', 'integer', (c) => c.notNull().references('shops.id'))
    .addColumn('line_no', 'integer', (c) => c.notNull())
    .addColumn('product_id', 'integer', (c) => c.notNull().references('products.id'))
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('hsn', 'text')
    .addColumn('unit', 'text', (c) => c.notNull())
    .addColumn('qty_milli', 'bigint', (c) => c.notNull())
    .addColumn('unit_price_paise', 'bigint', (c) => c.notNull())
    .addColumn('price_includes_tax', 'integer', (c) => c.notNull())
    .addColumn('rate_bps', 'integer')
    .addColumn('discount_paise', 'bigint', (c) => c.notNull())
    .addColumn('invoice_discount_paise', 'bigint', (c) => c.notNull())
    .addColumn('amount_paise', 'bigint', (c) => c.notNull())
    .addColumn('taxable_paise', 'bigint', (c) => c.notNull())
    .addColumn('cgst_paise', 'bigint', (c) => c.notNull())
    .addColumn('sgst_paise', 'bigint', (c) => c.notNull())
    .addColumn('igst_paise', 'bigint', (c) => c.notNull())
    .addColumn('total_paise', 'bigint', (c) => c.notNull())
    // For profit and loss: what the goods cost the shop when sold.
    .addColumn('purchase_price_paise', 'bigint', (c) => c.notNull())
    .addColumn('imeis', 'text')
    .addColumn('brand_offer_id', 'integer')
    .execute();
  await db.schema
    .createIndex('invoice_lines_invoice_idx')
    .on('invoice_lines')
    .columns(['invoice_id', 'line_no'])
    .execute();

  await db.schema
    .createTable('invoice_payments')
    .addColumn('id', idType(db), autoId)
    .addColumn('invoice_id', 'integer', (c) => c.notNull().references('invoices.id'))
    .addColumn('shop_id', 'integer', (c) => c.notNull().references('shops.id'))
    .addColumn('seq', 'integer', (c) => c.notNull())
    .addColumn('mode', 'text', (c) => c.notNull())
    .addColumn('amount_paise', 'bigint', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('invoice_payments_invoice_idx')
    .on('invoice_payments')
    .column('invoice_id')
    .execute();

  await db.schema
    .createTable('credit_book')
    .addColumn('id', idType(db), autoId)
    .addColumn('shop_id', 'integer', (c) => c.notNull().references('shops.id'))
    .addColumn('invoice_id', 'integer', (c) => c.notNull().references('invoices.id'))
    .addColumn('bill_id', 'integer', (c) => c.notNull())
    .addColumn('customer_id', 'integer', (c) => c.notNull().references('customers.id'))
    .addColumn('total_paise', 'bigint', (c) => c.notNull())
    .addColumn('down_payment_paise', 'bigint', (c) => c.notNull())
    .addColumn('finance_paise', 'bigint', (c) => c.notNull())
    .addColumn('emi_paise', 'bigint', (c) => c.notNull())
    .addColumn('months', 'integer', (c) => c.notNull())
    .addColumn('start_date', 'text', (c) => c.notNull())
    .addColumn('end_date', 'text', (c) => c.notNull())
    .addColumn('due_paise', 'bigint', (c) => c.notNull())
    // 'open', or 'cancelled' when its bill was edited or cancelled.
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('credit_book_shop_idx').on('credit_book').columns(['shop_id', 'id']).execute();
  await db.schema.createIndex('credit_book_invoice_idx').on('credit_book').column('invoice_id').execute();

  await db.schema
    .createTable('credit_book_emis')
    .addColumn('id', idType(db), autoId)
    .addColumn('credit_id', 'integer', (c) => c.notNull().references('credit_book.id'))
    .addColumn('shop_id', 'integer', (c) => c.notNull().references('shops.id'))
    .addColumn('instalment', 'integer', (c) => c.notNull())
    .addColumn('due_date', 'text', (c) => c.notNull())
    .addColumn('amount_paise', 'bigint', (c) => c.notNull())
    .addColumn('status', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('paid_paise', 'bigint')
    .addColumn('paid_on', 'text')
    .execute();
  await db.schema
    .createIndex('credit_book_emis_credit_idx')
    .on('credit_book_emis')
    .column('credit_id')
    .execute();

  // A retried save returns the first answer (ARCHITECTURE.md §4). Written in the bill's transaction.
  await db.schema
    .createTable('idempotency_keys')
    .addColumn('shop_id', 'integer', (c) => c.notNull().references('shops.id'))
    .addColumn('key', 'text', (c) => c.notNull())
    .addColumn('request_hash', 'text', (c) => c.notNull())
    .addColumn('response', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('idempotency_keys_pk', ['shop_id', 'key'])
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  for (const table of [
    'idempotency_keys',
    'credit_book_emis',
    'credit_book',
    'invoice_payments',
    'invoice_lines',
    'invoices',
    'invoice_counters',
    'customers',
  ]) {
    await db.schema.dropTable(table).execute();
  }
}

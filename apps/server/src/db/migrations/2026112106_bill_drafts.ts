import { type Kysely, sql } from 'kysely';
import { idType, isPostgres } from './support.js';

/**
 * Open bills of the billing wizard's step variant are numbered from here. The spec's clients send
 * an open bill's id as billId and invoiceId, and also call billing/cancelInvoice with it: keeping
 * draft ids apart from invoice ids means one id never names both a draft and an invoice of a shop.
 */
const FIRST_DRAFT_ID = 1_000_000_001;

// Open bills of the step variant (customer step → lines → payment). Lines and payment are JSON as
// the client sent them, parsed: money in integer paise, quantities in thousandths. A bill becomes a
// real invoice only when paid (then invoice_id is set); until then nothing is numbered or stocked.
export async function up(db: Kysely<any>): Promise<void> {
  const pg = isPostgres(db);
  await db.schema
    .createTable('bill_drafts')
    .addColumn('id', idType(db), (c) => (pg ? c.primaryKey() : c.primaryKey().autoIncrement()))
    .addColumn('shop_id', 'integer', (c) => c.notNull().references('shops.id'))
    .addColumn('customer_id', 'integer', (c) => c.notNull().references('customers.id'))
    .addColumn('invoice_date', 'text', (c) => c.notNull())
    // 'IGST' or 'CGST and SGST'; null follows the place of supply.
    .addColumn('gst_type', 'text')
    // GST state code of the shipping address when it differs from the billing one.
    .addColumn('place_of_supply', 'text')
    // The customer step's shipping block, kept as sent: the invoice has no shipping columns yet.
    .addColumn('shipping', 'text')
    .addColumn('lines', 'text', (c) => c.notNull())
    .addColumn('payment', 'text')
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn('invoice_id', 'integer', (c) => c.references('invoices.id'))
    // Bumped by every change: a change made from a stale read is retried, never lost.
    .addColumn('revision', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('created_by', 'integer', (c) => c.references('users.id'))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('bill_drafts_shop_idx')
    .on('bill_drafts')
    .columns(['shop_id', 'status', 'id'])
    .execute();
  if (pg) {
    await sql`alter sequence bill_drafts_id_seq restart with ${sql.lit(FIRST_DRAFT_ID)}`.execute(db);
  } else {
    await sql`insert into sqlite_sequence (name, seq) values ('bill_drafts', ${sql.lit(FIRST_DRAFT_ID - 1)})`.execute(
      db,
    );
  }
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('bill_drafts').execute();
}

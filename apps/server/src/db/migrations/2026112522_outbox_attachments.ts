import type { Kysely } from 'kysely';
import { idType, isPostgres } from './support.js';

// An e-mail's attachments (a report's spreadsheet and PDF), written in the same transaction as the
// outbox row they belong to, so the worker never sends a mail without its files.
// A report mail also carries an HTML body beside its plain text.
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('outbox').addColumn('html', 'text').execute();
  await db.schema
    .createTable('outbox_attachments')
    .addColumn('id', idType(db), (c) => c.primaryKey())
    .addColumn('outbox_id', 'integer', (c) => c.notNull().references('outbox.id'))
    .addColumn('filename', 'text', (c) => c.notNull())
    .addColumn('content_type', 'text', (c) => c.notNull())
    .addColumn('bytes', isPostgres(db) ? 'bytea' : 'blob', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('outbox_attachments_outbox_idx')
    .on('outbox_attachments')
    .columns(['outbox_id', 'id'])
    .execute();
  // The reports read a shop's completed bills by date range (sales analysis, GSTR-1, sales register).
  await db.schema
    .createIndex('invoices_shop_date_idx')
    .on('invoices')
    .columns(['shop_id', 'invoice_date', 'status'])
    .execute();
  // A finished month's report figures, kept with the fingerprint of the bills they were summed from
  // (modules/reports/month-cache.ts): used only while the fingerprint still matches.
  await db.schema
    .createTable('report_month_cache')
    .addColumn('shop_id', 'integer', (c) => c.notNull().references('shops.id'))
    .addColumn('kind', 'text', (c) => c.notNull())
    .addColumn('month', 'text', (c) => c.notNull())
    .addColumn('stamp', 'text', (c) => c.notNull())
    .addColumn('payload', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('report_month_cache_pk', ['shop_id', 'kind', 'month'])
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('report_month_cache').execute();
  await db.schema.dropIndex('invoices_shop_date_idx').execute();
  await db.schema.dropTable('outbox_attachments').execute();
  await db.schema.alterTable('outbox').dropColumn('html').execute();
}

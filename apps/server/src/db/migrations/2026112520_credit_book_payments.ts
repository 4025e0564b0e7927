import type { Kysely } from 'kysely';
import { idType, isPostgres } from './support.js';

// The credit book's own records (issue 20): every amount received against an EMI, every reminder sent
// (one automatic reminder per EMI, by a unique key, so several servers never send it twice), and the
// shop's automatic reminder setting (off by default).
export async function up(db: Kysely<any>): Promise<void> {
  const autoId = (c: any) => (isPostgres(db) ? c.primaryKey() : c.primaryKey().autoIncrement());
  await db.schema
    .createTable('credit_payments')
    .addColumn('id', idType(db), autoId)
    .addColumn('shop_id', 'integer', (c) => c.notNull().references('shops.id'))
    .addColumn('credit_id', 'integer', (c) => c.notNull().references('credit_book.id'))
    // The EMI row the shop marked; the amount may also cover later rows (docs/decisions.md).
    .addColumn('emi_id', 'integer', (c) => c.notNull().references('credit_book_emis.id'))
    .addColumn('amount_paise', 'bigint', (c) => c.notNull())
    .addColumn('received_on', 'text', (c) => c.notNull())
    .addColumn('user_id', 'integer', (c) => c.notNull())
    // Set on a payment carried to the credit of an edited bill from the one it replaced: the money
    // was received once, on received_on, and is counted there (a report of receipts skips these).
    .addColumn('carried_from', 'integer')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('credit_payments_credit_idx')
    .on('credit_payments')
    .columns(['credit_id', 'id'])
    .execute();

  await db.schema
    .createTable('credit_reminders')
    .addColumn('id', idType(db), autoId)
    .addColumn('shop_id', 'integer', (c) => c.notNull().references('shops.id'))
    .addColumn('emi_id', 'integer', (c) => c.notNull().references('credit_book_emis.id'))
    // 'auto' (at most one per EMI) or 'manual:<id of the request>'.
    .addColumn('kind', 'text', (c) => c.notNull())
    .addColumn('sent_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('credit_reminders_emi_kind_uq')
    .on('credit_reminders')
    .columns(['emi_id', 'kind'])
    .unique()
    .execute();

  await db.schema
    .createTable('credit_reminder_settings')
    .addColumn('shop_id', 'integer', (c) => c.primaryKey().references('shops.id'))
    // Days before a due date to remind; null is off.
    .addColumn('days_before', 'integer')
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .execute();

  await db.schema
    .createIndex('credit_book_emis_due_idx')
    .on('credit_book_emis')
    .columns(['status', 'due_date'])
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropIndex('credit_book_emis_due_idx').execute();
  for (const table of ['credit_reminder_settings', 'credit_reminders', 'credit_payments']) {
    await db.schema.dropTable(table).execute();
  }
}

import type { Kysely } from 'kysely';
import { idType, isPostgres } from './support.js';

// The staff console's Message users, FAQ and Survey sections (issue 22).
// - console_messages: one row per message sent to retailers, with its audience and counts. The
//   client's message id is unique, so a double click or a resubmitted form sends once.
// - faqs: staff may hide an entry, and an entry staff have touched (edited_at) is theirs: the start-up
//   sync of datasets/faqs.ts no longer overwrites it (docs/decisions.md).
export async function up(db: Kysely<any>): Promise<void> {
  const autoId = (c: any) => (isPostgres(db) ? c.primaryKey() : c.primaryKey().autoIncrement());
  await db.schema
    .createTable('console_messages')
    .addColumn('id', idType(db), autoId)
    .addColumn('client_key', 'text', (c) => c.notNull().unique())
    .addColumn('staff_id', 'integer', (c) => c.notNull().references('staff_users.id'))
    .addColumn('text', 'text', (c) => c.notNull())
    .addColumn('email_subject', 'text')
    .addColumn('send_sms', 'integer', (c) => c.notNull())
    .addColumn('send_email', 'integer', (c) => c.notNull())
    // JSON of the filter and audience the message was sent to.
    .addColumn('audience', 'text', (c) => c.notNull())
    .addColumn('notified', 'integer', (c) => c.notNull())
    .addColumn('sms_queued', 'integer', (c) => c.notNull())
    .addColumn('emails_queued', 'integer', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('console_messages_created_idx')
    .on('console_messages')
    .column('created_at')
    .execute();

  await addFaqColumns(db);
}

/** The FAQ's staff columns; the reference module's own test database adds them too. */
export async function addFaqColumns(db: Kysely<any>): Promise<void> {
  await db.schema
    .alterTable('faqs')
    .addColumn('hidden', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
  await db.schema.alterTable('faqs').addColumn('edited_at', 'text').execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('faqs').dropColumn('edited_at').execute();
  await db.schema.alterTable('faqs').dropColumn('hidden').execute();
  await db.schema.dropTable('console_messages').execute();
}

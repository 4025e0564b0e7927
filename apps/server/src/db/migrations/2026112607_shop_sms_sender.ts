import type { Kysely } from 'kysely';

// A shop's own DLT registration for its campaign SMS (issue 21): the header (sender id) and content
// template it registered, and its principal entity when it registered as one itself. A field left
// empty takes the platform's (settings smsDlt*), under which most shops send.
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('shop_sms_senders')
    .addColumn('shop_id', 'integer', (c) => c.primaryKey().references('shops.id'))
    .addColumn('entity_id', 'text')
    .addColumn('sender_id', 'text')
    .addColumn('template_id', 'text')
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .execute();
}

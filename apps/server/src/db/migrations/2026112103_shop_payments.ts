import type { Kysely } from 'kysely';

// Sign-up's Payment Details step: how the shop takes payment and where it sells online.
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('shops').addColumn('payment_methods', 'text').execute();
  await db.schema
    .alterTable('shops')
    .addColumn('sells_online', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
  await db.schema.alterTable('shops').addColumn('online_store_ids', 'text').execute();
  await db.schema.createIndex('users_social_idx').on('users').columns(['login_type', 'social_id']).execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropIndex('users_social_idx').execute();
  await db.schema.alterTable('shops').dropColumn('online_store_ids').execute();
  await db.schema.alterTable('shops').dropColumn('sells_online').execute();
  await db.schema.alterTable('shops').dropColumn('payment_methods').execute();
}

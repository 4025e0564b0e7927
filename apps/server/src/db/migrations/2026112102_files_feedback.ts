import type { Kysely } from 'kysely';
import { idType, isPostgres } from './support.js';

// Stored images (profile photos now; product and expense images later) as bytes in the database, and
// the star ratings users give to notifications.
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('files')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('shop_id', 'integer', (c) => c.notNull().references('shops.id'))
    .addColumn('kind', 'text', (c) => c.notNull())
    .addColumn('mime', 'text', (c) => c.notNull())
    .addColumn('size', 'integer', (c) => c.notNull())
    .addColumn('bytes', isPostgres(db) ? 'bytea' : 'blob', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('feedback')
    .addColumn('id', idType(db), (c) => (isPostgres(db) ? c.primaryKey() : c.primaryKey().autoIncrement()))
    .addColumn('shop_id', 'integer', (c) => c.notNull().references('shops.id'))
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id'))
    .addColumn('notification_id', 'integer', (c) => c.references('notifications.id'))
    .addColumn('rating', 'integer', (c) => c.notNull())
    .addColumn('data', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('feedback').execute();
  await db.schema.dropTable('files').execute();
}

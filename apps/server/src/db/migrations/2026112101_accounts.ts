import { type Kysely, sql } from 'kysely';
import { idType, isPostgres } from './support.js';

// Accounts and access: shops, their users, staff, sessions, OTPs, rate limits, the message outbox,
// notifications, settings and the audit log. Timestamps are ISO-8601 UTC text on both dialects, so
// they compare and sort the same everywhere; flags are integers 0/1.
export async function up(db: Kysely<any>): Promise<void> {
  const id = idType(db);
  const pk = (c: any) => (isPostgres(db) ? c.primaryKey() : c.primaryKey().autoIncrement());

  await db.schema
    .createTable('shops')
    .addColumn('id', id, pk)
    .addColumn('trade_name', 'text')
    .addColumn('address_line1', 'text')
    .addColumn('address_line2', 'text')
    .addColumn('pincode', 'text')
    .addColumn('state_id', 'integer', (c) => c.references('states.id'))
    .addColumn('city_id', 'integer', (c) => c.references('cities.id'))
    .addColumn('is_gst', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('gst_number', 'text')
    .addColumn('legal_name', 'text')
    .addColumn('cin_number', 'text')
    .addColumn('website', 'text')
    .addColumn('shop_status', 'text')
    .addColumn('shop_type', 'text')
    .addColumn('finance_facility', 'text')
    .addColumn('is_onboard', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('users')
    .addColumn('id', id, pk)
    .addColumn('shop_id', 'integer', (c) => c.notNull().references('shops.id'))
    .addColumn('user_type', 'text', (c) => c.notNull())
    .addColumn('first_name', 'text', (c) => c.notNull())
    .addColumn('last_name', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('user_name', 'text')
    .addColumn('email', 'text')
    .addColumn('contact_number', 'text', (c) => c.notNull())
    .addColumn('password_hash', 'text')
    .addColumn('login_type', 'text', (c) => c.notNull().defaultTo('Custom'))
    .addColumn('social_id', 'text')
    .addColumn('is_register', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('have_shared_data', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('user_image', 'text')
    .addColumn('configuration', 'text', (c) => c.notNull())
    .addColumn('status', 'text', (c) => c.notNull().defaultTo('active'))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .execute();
  // Identities are unique among users that are not deleted (a deleted sub-user's number can be added
  // again); lower() so 'Demo' and 'demo' are the same user name.
  await sql`create unique index users_contact_number_uq on users (contact_number) where status <> 'deleted'`.execute(
    db,
  );
  await sql`create unique index users_user_name_uq on users (lower(user_name)) where status <> 'deleted'`.execute(
    db,
  );
  await sql`create unique index users_email_uq on users (lower(email)) where status <> 'deleted'`.execute(db);
  await db.schema.createIndex('users_shop_idx').on('users').column('shop_id').execute();

  await db.schema
    .createTable('shop_categories')
    .addColumn('shop_id', 'integer', (c) => c.notNull().references('shops.id'))
    .addColumn('category_id', 'integer', (c) => c.notNull().references('categories.id'))
    .addPrimaryKeyConstraint('shop_categories_pk', ['shop_id', 'category_id'])
    .execute();

  await db.schema
    .createTable('staff_users')
    .addColumn('id', id, pk)
    .addColumn('first_name', 'text', (c) => c.notNull())
    .addColumn('last_name', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('email', 'text', (c) => c.notNull())
    .addColumn('password_hash', 'text', (c) => c.notNull())
    .addColumn('user_type', 'text', (c) => c.notNull())
    .addColumn('status', 'text', (c) => c.notNull().defaultTo('active'))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
  await sql`create unique index staff_users_email_uq on staff_users (lower(email))`.execute(db);

  await db.schema
    .createTable('sessions')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('subject_kind', 'text', (c) => c.notNull())
    .addColumn('subject_id', 'integer', (c) => c.notNull())
    .addColumn('client', 'text')
    .addColumn('ip', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('expires_at', 'text', (c) => c.notNull())
    .addColumn('ended_at', 'text')
    .execute();
  await db.schema
    .createIndex('sessions_subject_idx')
    .on('sessions')
    .columns(['subject_kind', 'subject_id'])
    .execute();

  await db.schema
    .createTable('otps')
    .addColumn('id', id, pk)
    .addColumn('contact_number', 'text', (c) => c.notNull())
    .addColumn('purpose', 'text', (c) => c.notNull())
    .addColumn('code_hash', 'text', (c) => c.notNull())
    .addColumn('user_id', 'integer')
    .addColumn('attempts', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('expires_at', 'text', (c) => c.notNull())
    .addColumn('used_at', 'text')
    .execute();
  await db.schema
    .createIndex('otps_number_idx')
    .on('otps')
    .columns(['contact_number', 'created_at'])
    .execute();

  await db.schema
    .createTable('rate_limits')
    .addColumn('key', 'text', (c) => c.notNull())
    .addColumn('window_start', 'text', (c) => c.notNull())
    .addColumn('hits', 'integer', (c) => c.notNull())
    .addPrimaryKeyConstraint('rate_limits_pk', ['key', 'window_start'])
    .execute();

  await db.schema
    .createTable('outbox')
    .addColumn('id', id, pk)
    .addColumn('channel', 'text', (c) => c.notNull())
    .addColumn('recipient', 'text', (c) => c.notNull())
    .addColumn('subject', 'text')
    .addColumn('body', 'text', (c) => c.notNull())
    .addColumn('sensitive', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('status', 'text', (c) => c.notNull().defaultTo('pending'))
    .addColumn('attempts', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('next_attempt_at', 'text', (c) => c.notNull())
    .addColumn('last_error', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('sent_at', 'text')
    .execute();
  await db.schema
    .createIndex('outbox_pending_idx')
    .on('outbox')
    .columns(['status', 'next_attempt_at'])
    .execute();

  await db.schema
    .createTable('notifications')
    .addColumn('id', id, pk)
    .addColumn('shop_id', 'integer', (c) => c.notNull().references('shops.id'))
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id'))
    .addColumn('text', 'text', (c) => c.notNull())
    .addColumn('data', 'text')
    .addColumn('is_read', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('notifications_user_idx')
    .on('notifications')
    .columns(['user_id', 'is_read'])
    .execute();

  await db.schema
    .createTable('settings')
    .addColumn('key', 'text', (c) => c.primaryKey())
    .addColumn('value', 'text', (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('audit_log')
    .addColumn('id', id, pk)
    .addColumn('shop_id', 'integer')
    .addColumn('actor_kind', 'text', (c) => c.notNull())
    .addColumn('actor_id', 'integer')
    .addColumn('action', 'text', (c) => c.notNull())
    .addColumn('entity', 'text', (c) => c.notNull())
    .addColumn('entity_id', 'text')
    .addColumn('before', 'text')
    .addColumn('after', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('audit_log_shop_idx')
    .on('audit_log')
    .columns(['shop_id', 'created_at'])
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  for (const table of [
    'audit_log',
    'settings',
    'notifications',
    'outbox',
    'rate_limits',
    'otps',
    'sessions',
    'staff_users',
    'shop_categories',
    'users',
    'shops',
  ]) {
    await db.schema.dropTable(table).execute();
  }
}

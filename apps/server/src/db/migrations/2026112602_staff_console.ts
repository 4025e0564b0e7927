import type { Kysely } from 'kysely';

// The staff console's foundations: the Admins' second factor (an authenticator app's TOTP secret,
// the last time step used so a code works once, and single-use recovery codes kept as hashes), and
// an index to read the audit log newest first.
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('staff_users').addColumn('totp_secret', 'text').execute();
  await db.schema.alterTable('staff_users').addColumn('totp_enabled_at', 'text').execute();
  await db.schema.alterTable('staff_users').addColumn('totp_last_step', 'integer').execute();
  await db.schema
    .createTable('staff_recovery_codes')
    .addColumn('staff_id', 'integer', (c) => c.notNull().references('staff_users.id'))
    .addColumn('code_hash', 'text', (c) => c.notNull())
    .addColumn('used_at', 'text')
    .addPrimaryKeyConstraint('staff_recovery_codes_pk', ['staff_id', 'code_hash'])
    .execute();
  await db.schema.createIndex('audit_log_created_idx').on('audit_log').columns(['created_at']).execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropIndex('audit_log_created_idx').execute();
  await db.schema.dropTable('staff_recovery_codes').execute();
  await db.schema.alterTable('staff_users').dropColumn('totp_last_step').execute();
  await db.schema.alterTable('staff_users').dropColumn('totp_enabled_at').execute();
  await db.schema.alterTable('staff_users').dropColumn('totp_secret').execute();
}

import type { Kysely } from 'kysely';

// The staff hierarchy and who manages which retailer (issue 22). Each staff member may report to
// one manager (a zonal manager to a state manager, a state manager to an Avp); each retailer's shop
// is mapped to at most one relationship manager. A manager sees the shops mapped to them and to
// everyone who reports to them, directly or not.
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .alterTable('staff_users')
    .addColumn('manager_id', 'integer', (c) => c.references('staff_users.id'))
    .execute();
  await db.schema
    .createTable('retailer_managers')
    .addColumn('shop_id', 'integer', (c) => c.primaryKey().references('shops.id'))
    .addColumn('staff_id', 'integer', (c) => c.notNull().references('staff_users.id'))
    .addColumn('assigned_at', 'text', (c) => c.notNull())
    .addColumn('assigned_by', 'integer', (c) => c.references('staff_users.id'))
    .execute();
  await db.schema
    .createIndex('retailer_managers_staff_idx')
    .on('retailer_managers')
    .column('staff_id')
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('retailer_managers').execute();
  await db.schema.alterTable('staff_users').dropColumn('manager_id').execute();
}

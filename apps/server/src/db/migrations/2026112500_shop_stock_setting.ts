import type { Kysely } from 'kysely';

// Whether a shop may bill more than it has in stock (issue 17): allowed unless the owner turns it off,
// as Indian billing apps do, because shops bill goods they have not entered yet.
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .alterTable('shops')
    .addColumn('allow_negative_stock', 'integer', (c) => c.notNull().defaultTo(1))
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('shops').dropColumn('allow_negative_stock').execute();
}

import type { Kysely } from 'kysely';

// A seeded catalogue row that staff have changed in the console is theirs (docs/decisions.md): the
// start-up sync of the committed data skips rows with edited_at, as it does for the FAQ. Only the
// tables that sync writes need it; staff-made rows never collide with the data's ids.
const REFERENCE_TABLES = ['super_categories', 'categories'] as const;
const CATALOGUE_TABLES = ['brands', 'models'] as const;

/** The reference tables' part, which the reference module's tests need alone. */
export async function addReferenceEditStamps(db: Kysely<any>): Promise<void> {
  for (const table of REFERENCE_TABLES)
    await db.schema.alterTable(table).addColumn('edited_at', 'text').execute();
}

export async function up(db: Kysely<any>): Promise<void> {
  await addReferenceEditStamps(db);
  for (const table of CATALOGUE_TABLES)
    await db.schema.alterTable(table).addColumn('edited_at', 'text').execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  for (const table of [...REFERENCE_TABLES, ...CATALOGUE_TABLES])
    await db.schema.alterTable(table).dropColumn('edited_at').execute();
}

import BetterSqlite3 from 'better-sqlite3';
import { Kysely, SqliteDialect } from 'kysely';
import { up } from '../../db/migrations/2026112100_reference.js';
import { addActiveFlags } from '../../db/migrations/2026112850_console_catalogue.js';
import { addFaqColumns } from '../../db/migrations/2026112870_console_messaging.js';
import { addReferenceEditStamps } from '../../db/migrations/2026112880_catalogue_staff_edits.js';
import type { Database } from '../../db/schema.js';

// A fresh in-memory SQLite database with only the reference tables (and the staff console's columns),
// for this module's tests.
export async function referenceTestDatabase(): Promise<Kysely<Database>> {
  const sqlite = new BetterSqlite3(':memory:');
  sqlite.pragma('foreign_keys = ON');
  const db = new Kysely<Database>({ dialect: new SqliteDialect({ database: sqlite }) });
  await up(db);
  await addActiveFlags(db);
  await addFaqColumns(db);
  await addReferenceEditStamps(db);
  return db;
}

import { sql } from 'kysely';
import type { Db } from '../db/database.js';

// Serialises work on one key (a phone number, a shop's invoice counter) across app instances.
// PostgreSQL: a transaction-scoped advisory lock. SQLite: a write transaction already holds the
// database's single writer lock, so there is nothing more to take.
export async function lockKey(trx: Db, dialect: 'sqlite' | 'postgres', key: string): Promise<void> {
  if (dialect === 'postgres') {
    await sql`select pg_advisory_xact_lock(hashtextextended(${key}, 0))`.execute(trx);
  }
}

import type { Db, Dialect } from '../../db/database.js';
import type { CatalogueIdsTable } from './tables.js';
import './tables.js';

// Called inside a transaction.
type Trx = Db;

/**
 * Every console write to the catalogue starts here. On PostgreSQL the row lock makes concurrent
 * writers (two imports of overlapping files) take turns, and each statement after it sees what the
 * one before committed, so names are looked up afresh and never created twice. SQLite transactions
 * already run one at a time (BEGIN IMMEDIATE). The unique index on brand names is the backstop.
 */
export async function lockCatalogue(trx: Trx, dialect: Dialect): Promise<void> {
  let query = trx.selectFrom('catalogue_ids').select('next_id').where('kind', '=', 'catalogue');
  if (dialect === 'postgres') query = query.forUpdate();
  await query.executeTakeFirstOrThrow();
}

/** `count` fresh ids of a kind, from the range reserved for staff-made rows. Call after lockCatalogue. */
export async function takeIds(
  trx: Trx,
  kind: Exclude<CatalogueIdsTable['kind'], 'catalogue'>,
  count: number,
): Promise<number[]> {
  if (count === 0) return [];
  const row = await trx
    .updateTable('catalogue_ids')
    .set((eb) => ({ next_id: eb('next_id', '+', count) }))
    .where('kind', '=', kind)
    .returning('next_id')
    .executeTakeFirstOrThrow();
  const end = Number(row.next_id);
  return Array.from({ length: count }, (_, i) => end - count + i);
}

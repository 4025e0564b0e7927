import { sql } from 'kysely';
import type { Db, Dialect } from '../../db/database.js';

// Upkeep of the SQLite trigram indexes behind product search (search.ts). FTS5 keeps an index as a
// stack of segments: every write adds a small one, automerge folds them together only now and then,
// and every search reads every segment. On the bench's data set (a million models, 14 segments; a
// shop's 1,000 own products, 16) merging each index into one segment took a catalogue search's SQL
// from 0.80 to 0.25 ms on average and the own-products search from 0.58 to 0.08 ms.
// PostgreSQL's trigram index needs no such care (its pending list is folded in by autovacuum).

export const SEARCH_INDEXES = ['models_fts', 'products_own_fts'] as const;

/** Merges each index into one segment. Seconds for a million models: after an import, not per request. */
export const optimizeIndexSql = (table: (typeof SEARCH_INDEXES)[number]) =>
  `insert into ${table}(${table}) values('optimize')`;

export async function optimizeSearchIndexes(db: Db, dialect: Dialect): Promise<void> {
  if (dialect !== 'sqlite') return;
  for (const table of SEARCH_INDEXES) await sql.raw(optimizeIndexSql(table)).execute(db);
}

/**
 * A bounded share of the same merging, for a running server: about `pages` pages of writes per
 * index (~20 ms on a million-model index with merging to do, well under 1 ms with none), merging the
 * segments that everyday writes leave behind (a negative 'merge' merges segments of any level, as
 * few as two). Repeated, it reaches one segment.
 */
export async function compactSearchIndexes(db: Db, dialect: Dialect, pages = 200): Promise<void> {
  if (dialect !== 'sqlite') return;
  for (const table of SEARCH_INDEXES)
    await sql
      .raw(`insert into ${table}(${table}, rank) values('merge', ${-Math.abs(Math.trunc(pages))})`)
      .execute(db);
}

/** How many segments an index has (the `_idx` table lists the pages of each): for tests and the bench. */
export async function searchIndexSegments(db: Db, table: (typeof SEARCH_INDEXES)[number]): Promise<number> {
  const row = await sql<{
    n: number;
  }>`select count(distinct segid) as n from ${sql.table(`${table}_idx`)}`.execute(db);
  return Number(row.rows[0]?.n ?? 0);
}

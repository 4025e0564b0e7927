import { type Kysely, sql } from 'kysely';
import { isPostgres } from './support.js';

// Product search on PostgreSQL (issue 24). Every search first reads what the shop stocks whose name
// has every word; without an index PostgreSQL read all of a shop's products and ran LIKE on each
// name: 7.4 ms a search for a shop of 10,000 products. One trigram index over every product, led by
// the shop (btree_gin lets a plain column share a GIN index with the trigrams), answers it from the
// shop's own entries: 0.4–0.7 ms. It replaces the index on own products only, which no query used.
// SQLite reads a shop's products in-process, where the same scan costs well under a millisecond.
export async function up(db: Kysely<any>): Promise<void> {
  if (!isPostgres(db)) return;
  await sql`create extension if not exists btree_gin`.execute(db);
  await sql`create index products_shop_name_trgm on products using gin (shop_id, lower(name) gin_trgm_ops)`.execute(
    db,
  );
  await sql`drop index products_own_name_trgm`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  if (!isPostgres(db)) return;
  await sql`create index products_own_name_trgm on products using gin (lower(name) gin_trgm_ops) where model_id is null`.execute(
    db,
  );
  await sql`drop index products_shop_name_trgm`.execute(db);
}

import { sql } from 'kysely';
import type { Db, Dialect } from '../../db/database.js';

// Substring search over a million-row catalogue, one implementation per dialect behind one function.
// Every word must appear in the name. Catalogue results come in catalogue order (by id), which lets
// both engines stop once a page is filled instead of ranking every match: a shop types a few more
// letters far sooner than it pages through hundreds of results.

export const MIN_SEARCH_CHARS = 3;

/** Words of a query, lower-cased; the query is searchable when it has MIN_SEARCH_CHARS letters. */
export function searchWords(query: string): string[] {
  return query
    .toLowerCase()
    .split(/\s+/)
    .map((w) => w.trim())
    .filter((w) => w.length > 0)
    .slice(0, 8);
}

const likePattern = (word: string) => `%${word.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/** The catalogue needs a word of MIN_SEARCH_CHARS letters (its trigram indexes), on both dialects alike. */
export function searchesCatalogue(words: string[]): boolean {
  return words.some((w) => w.length >= MIN_SEARCH_CHARS);
}

/**
 * Which catalogue models a shop's search reaches: those in the shop's categories or the rest, and
 * never one the shop stocks (its product is listed instead, with its stock and price).
 */
export type CatalogueScope = { shopId: number; inShopCategories: boolean };

/**
 * The first `limit` matching models of a scope, in catalogue order (by id), as a subquery, so the
 * caller reads the rows (with their category, brand and unit) in the same statement. undefined when
 * no word is long enough for the catalogue.
 */
export function matchingModelIds(
  db: Db,
  dialect: Dialect,
  words: string[],
  scope: CatalogueScope,
  limit: number,
) {
  if (!searchesCatalogue(words)) return undefined;
  const categories = sql`(select sc.category_id from shop_categories sc where sc.shop_id = ${scope.shopId})`;
  const inScope = scope.inShopCategories ? sql`in` : sql`not in`;
  if (dialect === 'postgres') {
    let query = db
      .selectFrom('models')
      .select('id')
      .where('is_active', '=', 1)
      .where(sql<boolean>`category_id ${inScope} ${categories}`)
      .where(
        sql<boolean>`not exists (select 1 from products p where p.shop_id = ${scope.shopId} and p.model_id = models.id)`,
      );
    for (const word of words)
      query = query.where(sql`lower(name)`, 'like', sql<string>`${likePattern(word)} escape '\\'`);
    return query.orderBy('id').limit(limit);
  }
  // SQLite: words of three letters or more go to the trigram index as quoted phrases (all must
  // match); shorter ones filter the indexed matches by LIKE. CROSS JOIN keeps the index the outer
  // loop: without table statistics SQLite may otherwise run the MATCH once per row.
  const indexed = words.filter((w) => w.length >= MIN_SEARCH_CHARS);
  const match = indexed.map((w) => `"${w.replaceAll('"', '""')}"`).join(' ');
  const shortFilters = words
    .filter((w) => w.length < MIN_SEARCH_CHARS)
    .map((w) => sql`and lower(mm.name) like ${likePattern(w)} escape '\\'`);
  return sql<number>`(select f.rowid from models_fts f cross join models mm on mm.id = f.rowid
    where models_fts match ${match} and mm.is_active = 1 ${sql.join(shortFilters, sql` `)}
    and mm.category_id ${inScope} ${categories}
    and not exists (select 1 from products p where p.shop_id = ${scope.shopId} and p.model_id = mm.id)
    order by f.rowid limit ${limit})`;
}

/**
 * Every product the shop stocks (its own and catalogue models alike) whose name has every word, by
 * name then id. A shop holds thousands of products, not millions, so they are filtered by LIKE and
 * sorted here rather than by the database: a PostgreSQL collation would order names differently
 * from SQLite, and both must give the same pages.
 */
export async function searchStockedProductIds(
  db: Db,
  dialect: Dialect,
  shopId: number,
  words: string[],
): Promise<number[]> {
  if (words.length === 0) return [];
  const matching = db
    .selectFrom('products as q')
    .select('q.id')
    .where('q.shop_id', '=', shopId)
    .where((eb) => eb.and(nameContainsAll('q.name', words)));
  // PostgreSQL finds the names in its trigram index on (shop_id, lower(name)) and reads each match
  // once. SQLite has no such index: it matches the names in a subquery that reads nothing but its
  // (shop_id, lower(name)) index, not each of the shop's rows, then reads only the matches (10,000
  // products: 1.8 ms against 5; on PostgreSQL the same subquery doubles the time, docs/performance.md).
  const rows =
    dialect === 'sqlite'
      ? await db
          .selectFrom('products as p')
          .select(['p.id', 'p.name'])
          .where('p.id', 'in', matching)
          .execute()
      : await matching.select('q.name').execute();
  const key = (name: string) => name.toLowerCase();
  rows.sort((a, b) => {
    const [x, y] = [key(a.name), key(b.name)];
    return x < y ? -1 : x > y ? 1 : a.id - b.id;
  });
  return rows.map((r) => r.id);
}

/** A name column contains every word: for a shop's own lists, which hold thousands, not millions. */
export function nameContainsAll(column: string, words: string[]) {
  return words.map((w) => sql<boolean>`lower(${sql.ref(column)}) like ${likePattern(w)} escape '\\'`);
}

import { sql } from 'kysely';
import type { Db, Dialect } from '../../db/database.js';

// Substring search over a million-row catalogue, one implementation per dialect behind one function.
// Every word must appear in the name. Results come in catalogue order (by id), which lets both
// engines stop at the first page of matches instead of ranking every match: a shop types a few more
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

/**
 * The ids of a page of matching models, as a subquery, so the caller reads the page's rows (with
 * their category, brand and unit) in the same statement. undefined when the query is too short.
 */
export function matchingModelIds(
  db: Db,
  dialect: Dialect,
  words: string[],
  page: { limit: number; offset: number },
) {
  if (words.join('').length < MIN_SEARCH_CHARS) return undefined;
  if (dialect === 'postgres') {
    let query = db.selectFrom('models').select('id').where('is_active', '=', 1);
    for (const word of words)
      query = query.where(sql`lower(name)`, 'like', sql<string>`${likePattern(word)} escape '\\'`);
    return query.orderBy('id').limit(page.limit).offset(page.offset);
  }
  // SQLite: words of three letters or more go to the trigram index as quoted phrases (all must
  // match); shorter ones filter the indexed matches by LIKE. CROSS JOIN keeps the index the outer
  // loop: without table statistics SQLite may otherwise run the MATCH once per row.
  const indexed = words.filter((w) => w.length >= 3);
  if (indexed.length === 0) return undefined;
  const match = indexed.map((w) => `"${w.replaceAll('"', '""')}"`).join(' ');
  const shortFilters = words
    .filter((w) => w.length < 3)
    .map((w) => sql`and lower(mm.name) like ${likePattern(w)} escape '\\'`);
  return sql<number>`(select f.rowid from models_fts f cross join models mm on mm.id = f.rowid
    where models_fts match ${match} and mm.is_active = 1 ${sql.join(shortFilters, sql` `)}
    order by f.rowid limit ${page.limit} offset ${page.offset})`;
}

/** A shop's own-created products whose name has every word, by name; one implementation per dialect. */
export async function searchOwnProductIds(
  db: Db,
  dialect: Dialect,
  shopId: number,
  words: string[],
  limit: number,
): Promise<number[]> {
  if (words.length === 0) return [];
  const indexed = words.filter((w) => w.length >= 3);
  if (dialect === 'sqlite' && indexed.length > 0) {
    const match = indexed.map((w) => `"${w.replaceAll('"', '""')}"`).join(' ');
    const short = words
      .filter((w) => w.length < 3)
      .map((w) => sql`and lower(p.name) like ${likePattern(w)} escape '\\'`);
    const rows = await sql<{ id: number }>`
      select p.id from products_own_fts f cross join products p on p.id = f.rowid
      where products_own_fts match ${match} and p.shop_id = ${shopId} and p.model_id is null ${sql.join(short, sql` `)}
      order by p.name limit ${limit}`.execute(db);
    return rows.rows.map((r) => r.id);
  }
  const rows = await db
    .selectFrom('products as p')
    .select('p.id')
    .where('p.shop_id', '=', shopId)
    .where('p.model_id', 'is', null)
    .where((eb) => eb.and(nameContainsAll('p.name', words)))
    .orderBy('p.name')
    .limit(limit)
    .execute();
  return rows.map((r) => r.id);
}

/** A name column contains every word: for a shop's own lists, which hold thousands, not millions. */
export function nameContainsAll(column: string, words: string[]) {
  return words.map((w) => sql<boolean>`lower(${sql.ref(column)}) like ${likePattern(w)} escape '\\'`);
}

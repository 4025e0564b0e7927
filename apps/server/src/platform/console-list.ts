import { type Expression, type SelectQueryBuilder, type SqlBool, sql } from 'kysely';

// The staff console's lists are paged on the server (20, 50 or 100 rows) with a total, so the
// data table can show "1–20 of 4,312". Each list builds its filtered query once and pages it here.

/** A filtered query's total and one page of its rows, in the order the caller gave. */
export async function pageOf<DB, TB extends keyof DB, O>(
  filtered: SelectQueryBuilder<DB, TB, object>,
  rows: (query: SelectQueryBuilder<DB, TB, object>) => SelectQueryBuilder<DB, TB, O>,
  paging: { page: number; pageSize: number },
): Promise<{ total: number; rows: O[] }> {
  const counted = await filtered
    .select((eb) => eb.fn.countAll<number | string>().as('total'))
    .executeTakeFirstOrThrow();
  const page = await rows(filtered)
    .limit(paging.pageSize)
    .offset((paging.page - 1) * paging.pageSize)
    .execute();
  return { total: Number((counted as { total: number | string }).total), rows: page };
}

/** `column` (lower-cased) contains `text`, with LIKE's wildcards in the text taken literally. */
export function containsText(column: Expression<unknown>, text: string): Expression<SqlBool> {
  const pattern = `%${text.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
  return sql<SqlBool>`lower(${column}) like ${pattern} escape '\\'`;
}

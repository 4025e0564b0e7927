import { CompiledQuery, type Insertable, SqliteAdapter } from 'kysely';
import type { Db } from './database.js';
import type { Database } from './schema.js';

// Inserts rows with one statement built straight from their values. Kysely's insert builder walks
// every value of every row to build and compile its query tree, which for a 10-line bill (lines,
// ledger rows, the invoice) was the largest part of a save's CPU after SQLite itself. Table and
// column names come from code, never from a request; values are always bound parameters.

function placeholders(count: number, offset: number, sqlite: boolean): string {
  const marks: string[] = [];
  for (let i = 1; i <= count; i++) marks.push(sqlite ? '?' : `$${offset + i}`);
  return `(${marks.join(', ')})`;
}

function compile<T extends keyof Database & string>(
  trx: Db,
  table: T,
  rows: readonly Insertable<Database[T]>[],
  returning: string | undefined,
): CompiledQuery {
  const sqlite = trx.getExecutor().adapter instanceof SqliteAdapter;
  const columns = Object.keys(rows[0]!);
  const parameters: unknown[] = [];
  const tuples: string[] = [];
  for (const row of rows) {
    tuples.push(placeholders(columns.length, parameters.length, sqlite));
    for (const column of columns) {
      const value = (row as Record<string, unknown>)[column];
      parameters.push(value === undefined ? null : value);
    }
  }
  const text =
    `insert into "${table}" (${columns.map((c) => `"${c}"`).join(', ')}) values ${tuples.join(', ')}` +
    (returning ? ` returning "${returning}"` : '');
  return CompiledQuery.raw(text, parameters);
}

/** Every row must name the same columns, in the same order. */
export async function insertRows<T extends keyof Database & string>(
  trx: Db,
  table: T,
  rows: readonly Insertable<Database[T]>[],
): Promise<void> {
  if (rows.length === 0) return;
  await trx.executeQuery(compile(trx, table, rows, undefined));
}

/** One row, answering its new id. */
export async function insertReturningId<T extends keyof Database & string>(
  trx: Db,
  table: T,
  row: Insertable<Database[T]>,
): Promise<number> {
  const result = await trx.executeQuery<{ id: number }>(compile(trx, table, [row], 'id'));
  return Number(result.rows[0]!.id);
}

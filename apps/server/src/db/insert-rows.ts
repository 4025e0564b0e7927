import { CompiledQuery, type Insertable, SqliteAdapter } from 'kysely';
import type { Db } from './database.js';
import { execute } from './held-connection.js';
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

// The SQL text for each shape of insert (table, columns, number of rows), built once. Handing the
// connection the same string object every time also lets the prepared-statement cache find it
// without hashing kilobytes of new text (db/statement-cache.ts): for a 10-line bill that hashing
// and the building cost more than some of the inserts themselves. The texts are filed by table,
// row count and dialect, and told apart by comparing their columns: joining 30 column names into a
// key on every insert cost more than the lookup.
type Text = { columns: string[]; text: string };
const texts = new Map<string, Text[]>();
let textCount = 0;

const sameColumns = (a: string[], b: string[]) => a.length === b.length && a.every((c, i) => c === b[i]);

function textFor(
  table: string,
  columns: string[],
  rowCount: number,
  returning: string | undefined,
  sqlite: boolean,
) {
  const shape = `${sqlite ? 's' : 'p'}|${table}|${rowCount}|${returning ?? ''}`;
  const known = texts.get(shape)?.find((t) => sameColumns(t.columns, columns));
  if (known) return known.text;
  const tuples = Array.from({ length: rowCount }, (_, i) =>
    placeholders(columns.length, i * columns.length, sqlite),
  );
  const text =
    `insert into "${table}" (${columns.map((c) => `"${c}"`).join(', ')}) values ${tuples.join(', ')}` +
    (returning ? ` returning "${returning}"` : '');
  // Shapes come from code (a bill has at most a few hundred lines), so this stays small; the bound
  // only guards against a caller that builds columns from data.
  if (textCount < 2000) {
    texts.set(shape, [...(texts.get(shape) ?? []), { columns, text }]);
    textCount++;
  }
  return text;
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
  for (const row of rows) {
    for (const column of columns) {
      const value = (row as Record<string, unknown>)[column];
      parameters.push(value === undefined ? null : value);
    }
  }
  return CompiledQuery.raw(textFor(table, columns, rows.length, returning, sqlite), parameters);
}

/** Every row must name the same columns, in the same order. */
export async function insertRows<T extends keyof Database & string>(
  trx: Db,
  table: T,
  rows: readonly Insertable<Database[T]>[],
): Promise<void> {
  if (rows.length === 0) return;
  await execute(trx, compile(trx, table, rows, undefined));
}

/** One row, answering its new id. */
export async function insertReturningId<T extends keyof Database & string>(
  trx: Db,
  table: T,
  row: Insertable<Database[T]>,
): Promise<number> {
  const result = await execute<{ id: number }>(trx, compile(trx, table, [row], 'id'));
  return Number(result.rows[0]!.id);
}

import type BetterSqlite3 from 'better-sqlite3';
import type { SqliteDatabase, SqliteStatement } from 'kysely';
import { fastStatement } from './fast-statement.js';

// Kysely prepares every query anew; on a hot path that is a tenth of a millisecond per query spent
// parsing the same SQL. better-sqlite3 runs one statement at a time on this connection, so a prepared
// statement can be kept and reused. Only the SQL text is the key: parameters are bound at each run.
// The cache is bounded (least recently used goes first) because some SQL varies in shape, such as
// `in (…)` lists of different lengths.
export function withStatementCache(database: BetterSqlite3.Database, capacity = 500): SqliteDatabase {
  const cache = new Map<string, SqliteStatement>();
  return {
    close: () => {
      cache.clear();
      database.close();
    },
    prepare(sql: string): SqliteStatement {
      const cached = cache.get(sql);
      if (cached) {
        cache.delete(sql);
        cache.set(sql, cached);
        return cached;
      }
      const statement = fastStatement(database.prepare(sql));
      cache.set(sql, statement);
      if (cache.size > capacity) cache.delete(cache.keys().next().value!);
      return statement;
    },
  };
}

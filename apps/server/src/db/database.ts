import { mkdirSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import BetterSqlite3 from 'better-sqlite3';
import {
  CompiledQuery,
  type DatabaseConnection,
  type Driver,
  Kysely,
  PostgresDialect,
  SqliteDialect,
  type SqliteDialectConfig,
  SqliteDriver,
} from 'kysely';
import pg from 'pg';
import { rememberSqliteDatabase } from './held-connection.js';
import type { Database } from './schema.js';
import { withStatementCache } from './statement-cache.js';

export type Dialect = 'sqlite' | 'postgres';
export type Db = Kysely<Database>;
/** How often a long-running server refreshes the planner's statistics (DbHandle.refreshStatistics). */
export const statisticsRefreshIntervalMs = 3_600_000;

export type DbHandle = {
  db: Db;
  dialect: Dialect;
  /**
   * Brings the query planner's statistics up to date for the tables that have grown or shrunk a lot
   * since they were gathered, for a server that runs for weeks: a plan chosen when the shops had ten
   * products scans the whole table for every bill once they have thousands. Run it now and then
   * (main.ts, the bill writer thread). SQLite only: PostgreSQL's autovacuum analyses on its own.
   */
  refreshStatistics: () => Promise<void>;
  close: () => Promise<void>;
};

// COUNT(*) and BIGINT columns (money in paise) arrive from pg as strings; every value we store fits
// in a double exactly (< 2^53), so read them as numbers like SQLite does.
pg.types.setTypeParser(20, (value) => Number(value));

export function isPostgresUrl(url: string): boolean {
  return url.startsWith('postgres://') || url.startsWith('postgresql://');
}

export function openDatabase(url: string, options: { poolSize?: number } = {}): DbHandle {
  if (isPostgresUrl(url)) {
    const pool = new pg.Pool({ connectionString: url, max: options.poolSize ?? 20 });
    // An idle connection that the server closes (a restart, a failover, a dropped test database)
    // raises an error on the pool; the pool discards that client and connects again when needed,
    // so there is nothing to do but not crash.
    pool.on('error', () => {});
    const db = new Kysely<Database>({ dialect: new PostgresDialect({ pool }) });
    return { db, dialect: 'postgres', refreshStatistics: async () => {}, close: () => db.destroy() };
  }
  if (url !== ':memory:') mkdirSync(dirname(resolve(url)), { recursive: true });
  const sqlite = new BetterSqlite3(url);
  // WAL lets readers go on while a bill is written; synchronous=FULL makes a saved invoice survive a
  // power cut; foreign keys are off by default in SQLite. temp_store=MEMORY keeps the journal of a
  // SAVEPOINT in memory: each bill of a group commit has one, and past 64 kB per transaction SQLite
  // wrote it to a file in /var/tmp, a page (two system calls) at a time, ~30 pages per bill.
  sqlite.pragma('journal_mode = WAL');
  sqlite.pragma('synchronous = FULL');
  sqlite.pragma('foreign_keys = ON');
  sqlite.pragma('busy_timeout = 5000');
  sqlite.pragma('temp_store = MEMORY');
  refreshPlannerStatistics(sqlite);
  const database = withStatementCache(sqlite);
  const db = new Kysely<Database>({ dialect: new ImmediateSqliteDialect({ database }) });
  rememberSqliteDatabase(db, database);
  return {
    db,
    dialect: 'sqlite',
    // Between transactions: Kysely hands the connection over only when no other work holds it.
    refreshStatistics: () => db.connection().execute(async () => refreshPlannerStatistics(sqlite)),
    close: () => db.destroy(),
  };
}

/**
 * Gathers the table statistics the query planner needs, where they are missing or stale; cheap when
 * they are current (SQLite's recommendation for long-lived connections).
 *
 * better-sqlite3's SQLite is built with STAT4: ANALYZE also keeps samples of index values
 * (sqlite_stat4), and a statement that compares a bound value with a sampled index is then parsed
 * and planned anew on every run, in case that value calls for another plan. The prepared-statement
 * cache (statement-cache.ts) then saved nothing on most reads and updates: looking up a shop's
 * default customer cost 18 µs instead of 4 (docs/performance.md). Our queries pick rows by equal
 * shop, id and the like, for which the averages per index (sqlite_stat1) are all the planner needs,
 * so the samples are deleted in the same transaction and the connection reads the statistics again.
 */
function refreshPlannerStatistics(sqlite: BetterSqlite3.Database): void {
  const samplesDeleted = sqlite
    .transaction(() => {
      // 0x02 analyse the tables that need it, 0x10 reading a bounded sample of each (a table of a
      // million rows: ~10 ms instead of ~120), 0x10000 checking every table, not only those this
      // connection prepared statements for since the last run: the statement cache prepares them
      // once, so SQLite would stop counting their tables as used. With nothing to do: ~0.2 ms.
      sqlite.pragma('optimize = 0x10012');
      const sampled = sqlite.prepare("select 1 from sqlite_schema where name = 'sqlite_stat4'").get();
      return sampled ? sqlite.prepare('delete from sqlite_stat4').run().changes : 0;
    })
    .immediate();
  // Reading them again makes the connection prepare its cached statements once more, with the new
  // figures; needed only when ANALYZE ran (and so left samples) in that transaction.
  if (samplesDeleted > 0) sqlite.exec('analyze sqlite_schema');
}

// Every SQLite transaction starts with BEGIN IMMEDIATE, which takes the write lock up front. The bill
// writer thread (billing/save-thread.ts) writes to the same file through a second connection; a
// plain BEGIN that reads first and writes later would fail with SQLITE_BUSY (no waiting) when that
// connection committed in between. IMMEDIATE waits for the lock (busy_timeout) instead. The group
// commit (platform/group-commit.ts) begins its batches with the same statement.
export const beginImmediate = CompiledQuery.raw('begin immediate');

class ImmediateSqliteDriver extends SqliteDriver {
  override async beginTransaction(connection: DatabaseConnection): Promise<void> {
    await connection.executeQuery(beginImmediate);
  }
}

class ImmediateSqliteDialect extends SqliteDialect {
  readonly #settings: SqliteDialectConfig;
  constructor(settings: SqliteDialectConfig) {
    super(settings);
    this.#settings = settings;
  }
  override createDriver(): Driver {
    return new ImmediateSqliteDriver(this.#settings);
  }
}

import type { CompiledQuery, QueryResult, SqliteDatabase } from 'kysely';
import type { Db } from './database.js';

// A batch of the group commit (platform/group-commit.ts) holds the SQLite connection from its BEGIN
// to its COMMIT, and the statements of its saves run there one after another. Sent through Kysely,
// each statement still asked for the connection (a mutex made of promises), went through the
// executor and resolved several more promises: a quarter of what the bill writer thread allocated
// per save. So the statements a save builds itself (db/insert-rows.ts, db/reusable-query.ts) run
// straight on the prepared statement while a batch holds the connection, the way Kysely's SQLite
// connection runs them. At any other time, and on PostgreSQL, they go through Kysely.

const databases = new WeakMap<Db, SqliteDatabase>();
const held = new WeakMap<Db, SqliteDatabase>();

/** Remembers the database (with its statement cache) behind a SQLite Kysely instance. */
export function rememberSqliteDatabase(db: Db, database: SqliteDatabase): void {
  databases.set(db, database);
}

/**
 * Marks `connection` (the Kysely that `db.connection().execute` hands over) as holding `db`'s SQLite
 * connection. Only for use inside that callback: the mark lasts as long as the object.
 */
export function markHeld(db: Db, connection: Db): void {
  const database = databases.get(db);
  if (database) held.set(connection, database);
}

/** Runs a compiled statement: directly on a held SQLite connection, else through Kysely. */
export function execute<R>(db: Db, query: CompiledQuery<R>): QueryResult<R> | Promise<QueryResult<R>> {
  const database = held.get(db);
  if (!database) return db.executeQuery(query);
  // As kysely's SqliteConnection.executeQuery does, without the promises.
  const statement = database.prepare(query.sql);
  if (statement.reader) return { rows: statement.all(query.parameters) as R[] };
  const { changes, lastInsertRowid } = statement.run(query.parameters);
  return { rows: [], numAffectedRows: BigInt(changes), insertId: BigInt(lastInsertRowid) };
}

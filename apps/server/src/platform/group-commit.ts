import { CompiledQuery } from 'kysely';
import { beginImmediate, type Db, type Dialect } from '../db/database.js';
import { execute, markHeld } from '../db/held-connection.js';

// Runs a write transaction. On PostgreSQL it is simply a transaction of its own: every connection
// commits independently and the server already groups concurrent WAL flushes.
//
// On SQLite (synchronous=FULL) every COMMIT waits for an fsync of the WAL, which on our machines
// costs 2–5 ms: one commit per bill caps a shop at a few hundred bills per second however little
// else a save costs. So saves that arrive together share one transaction and one fsync (group
// commit): the first save of an idle moment is queued and the batch starts on the next turn of the
// event loop, taking every save queued by then. Each save runs in its own SAVEPOINT, so a save that
// fails (a refused total, a reused Idempotency-Key) is rolled back alone and the others still
// commit. Nobody hears back — success or failure — before the COMMIT has returned: an answered
// save is on disk, and a save that failed on an idempotency key can read the winner's answer,
// which committed in the same batch. If the COMMIT itself fails, every save of the batch fails.
// The saves of a batch run one after another on the single connection, exactly as they would one
// transaction each, so numbering, stock and keys behave as before.

export type Transact = <T>(work: (trx: Db) => Promise<T>) => Promise<T>;

type Pending = {
  work: (trx: Db) => Promise<unknown>;
  resolve: (value: unknown) => void;
  reject: (error: unknown) => void;
};

type Outcome = { ok: true; value: unknown } | { ok: false; error: unknown };

// The batch's own statements, compiled once: built with `sql` they were parsed into a query tree and
// compiled again for every save.
const statement = {
  // Every SQLite transaction takes the write lock up front (db/database.ts).
  begin: beginImmediate,
  savepoint: CompiledQuery.raw('savepoint galla_save'),
  rollbackToSavepoint: CompiledQuery.raw('rollback to galla_save'),
  release: CompiledQuery.raw('release galla_save'),
  commit: CompiledQuery.raw('commit'),
  rollback: CompiledQuery.raw('rollback'),
};

/** Enough to amortise the fsync; small enough that the first save of a batch does not wait long. */
const MAX_BATCH = 64;

export function createTransact(db: Db, dialect: Dialect): Transact {
  if (dialect === 'postgres') return (work) => db.transaction().execute(work);

  const queue: Pending[] = [];
  let scheduled = false;

  async function runBatch(batch: Pending[]): Promise<void> {
    const outcomes: Outcome[] = [];
    try {
      await db.connection().execute(async (conn) => {
        // The batch's statements, and those its saves build themselves, run straight on the
        // connection it holds (db/held-connection.ts).
        markHeld(db, conn);
        await execute(conn, statement.begin);
        try {
          for (const item of batch) {
            await execute(conn, statement.savepoint);
            try {
              outcomes.push({ ok: true, value: await item.work(conn) });
            } catch (error) {
              // When SQLite has already rolled the whole transaction back (disk full, I/O error),
              // there is no savepoint to return to: that throws, and the batch fails as a whole.
              await execute(conn, statement.rollbackToSavepoint);
              outcomes.push({ ok: false, error });
            }
            await execute(conn, statement.release);
          }
          await execute(conn, statement.commit);
        } catch (error) {
          // Through Kysely: its promise carries any failure to the catch, where a direct call throws.
          await conn.executeQuery(statement.rollback).catch(() => {});
          throw error;
        }
      });
    } catch (error) {
      for (const item of batch) item.reject(error);
      return;
    }
    batch.forEach((item, i) => {
      const outcome = outcomes[i]!;
      if (outcome.ok) item.resolve(outcome.value);
      else item.reject(outcome.error);
    });
  }

  // A batch runs without yielding to I/O (better-sqlite3 is synchronous); the next one starts on a
  // later turn of the event loop, so the requests that arrived meanwhile can join it.
  function drain(): void {
    const batch = queue.splice(0, MAX_BATCH);
    void runBatch(batch).finally(() => {
      if (queue.length > 0) setImmediate(drain);
      else scheduled = false;
    });
  }

  return <T>(work: (trx: Db) => Promise<T>) =>
    new Promise<T>((resolve, reject) => {
      queue.push({ work, resolve: resolve as (value: unknown) => void, reject });
      if (!scheduled) {
        scheduled = true;
        setImmediate(drain);
      }
    });
}

import { sql } from 'kysely';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { Db } from '../db/database.js';
import { createTestDatabase, testDialect } from '../test/test-databases.js';
import { createTransact, type Transact } from './group-commit.js';

// The group commit's promise (group-commit.ts): saves that arrive together share one transaction,
// and nobody hears back before its COMMIT; if the COMMIT itself fails, every save of the batch fails
// and none of them is kept. A COMMIT is made to fail the way SQLite can: a foreign key deferred to
// the end of the transaction and broken by one save of the batch.
describe.runIf(testDialect === 'sqlite')('group commit on SQLite', () => {
  let database: Awaited<ReturnType<typeof createTestDatabase>>;
  let db: Db;
  let transact: Transact;
  beforeEach(async () => {
    database = await createTestDatabase();
    db = database.handle.db;
    await sql`create table gc_parent (id integer primary key)`.execute(db);
    await sql`create table gc_child (id integer primary key, parent_id integer not null references gc_parent (id))`.execute(
      db,
    );
    transact = createTransact(db, 'sqlite');
  });
  afterEach(async () => {
    await database.handle.close();
    await database.drop();
  });

  const parents = async () =>
    (await sql<{ id: number }>`select id from gc_parent order by id`.execute(db)).rows.map((r) => r.id);
  const addParent = (id: number) => (trx: Db) => sql`insert into gc_parent (id) values (${id})`.execute(trx);

  it('fails every save of a batch whose COMMIT fails, and keeps none of them', async () => {
    const breaksTheCommit = async (trx: Db) => {
      await sql`insert into gc_parent (id) values (2)`.execute(trx);
      // Checked at COMMIT, not now: the statement succeeds and the COMMIT fails.
      await sql`pragma defer_foreign_keys = on`.execute(trx);
      await sql`insert into gc_child (id, parent_id) values (1, 999)`.execute(trx);
    };
    // Sent in one turn of the event loop: one batch.
    const answers = await Promise.allSettled([
      transact(addParent(1)),
      transact(breaksTheCommit),
      transact(addParent(3)),
    ]);
    expect(answers.map((a) => a.status)).toEqual(['rejected', 'rejected', 'rejected']);
    for (const answer of answers) {
      expect(String((answer as PromiseRejectedResult).reason)).toMatch(/FOREIGN KEY constraint failed/);
    }
    expect(await parents()).toEqual([]);

    // The connection is usable again: the next batch commits.
    await transact(addParent(4));
    expect(await parents()).toEqual([4]);
  });

  it('keeps the others when one save fails inside a batch that commits', async () => {
    const fails = async (trx: Db) => {
      await sql`insert into gc_parent (id) values (2)`.execute(trx);
      throw new Error('refused');
    };
    const answers = await Promise.allSettled([
      transact(addParent(1)),
      transact(fails),
      transact(addParent(3)),
    ]);
    expect(answers.map((a) => a.status)).toEqual(['fulfilled', 'rejected', 'fulfilled']);
    expect(await parents()).toEqual([1, 3]);
  });
});

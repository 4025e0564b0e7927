import { CompiledQuery, sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTransact } from '../platform/group-commit.js';
import { createTestDatabase, testDialect } from '../test/test-databases.js';
import type { Db } from './database.js';
import { execute } from './held-connection.js';

// Statements run through `execute` answer as Kysely would, inside a group-commit batch (where they
// run straight on the held SQLite connection) and outside one (where they must wait for the
// connection like any other query, never slipping into somebody else's transaction).

let database: Awaited<ReturnType<typeof createTestDatabase>>;
let db: Db;
beforeAll(async () => {
  database = await createTestDatabase();
  db = database.handle.db;
  const id = testDialect === 'postgres' ? sql`serial primary key` : sql`integer primary key`;
  await sql`create table held_test (id ${id}, label text not null)`.execute(db);
});
afterAll(() => database.drop());

const insert = (label: string) => sql<never>`insert into held_test (label) values (${label})`.compile(db);
const labels = CompiledQuery.raw('select label from held_test order by id') as CompiledQuery<{
  label: string;
}>;

describe('execute', () => {
  it('answers inside a batch as Kysely does: rows, rows changed and the new id', async () => {
    const transact = createTransact(db, testDialect);
    const [direct, kysely] = await transact(async (trx) => [
      { write: await execute(trx, insert('a')), read: (await execute(trx, labels)).rows },
      { write: await trx.executeQuery(insert('b')), read: (await trx.executeQuery(labels)).rows },
    ]);
    expect(direct.read).toEqual([{ label: 'a' }]);
    expect(kysely.read).toEqual([{ label: 'a' }, { label: 'b' }]);
    expect(direct.write.numAffectedRows).toBe(1n);
    expect(kysely.write.numAffectedRows).toBe(1n);
    if (testDialect === 'sqlite') expect(kysely.write.insertId).toBe(direct.write.insertId! + 1n);
  });

  it('waits for the connection outside a batch, and sees only what was committed', async () => {
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    let inserted!: () => void;
    const insertedYet = new Promise<void>((resolve) => (inserted = resolve));
    const transaction = db.transaction().execute(async (trx) => {
      await trx.executeQuery(insert('uncommitted'));
      inserted();
      await held;
      throw new Error('rolled back');
    });
    await insertedYet;
    const read = Promise.resolve(execute(db, labels));
    release();
    await expect(transaction).rejects.toThrow('rolled back');
    expect((await read).rows.map((r) => r.label)).not.toContain('uncommitted');
  });
});

import BetterSqlite3 from 'better-sqlite3';
import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { createTestDatabase, testDialect } from '../test/test-databases.js';
import { openDatabase } from './database.js';

// On SQLite the server writes to one file through two connections (the bill writer thread has its
// own). A transaction that read first and wrote later would fail outright if the other connection
// committed in between, so every transaction takes the write lock when it begins.

describe.runIf(testDialect === 'sqlite')('SQLite transactions', () => {
  it('hold the write lock from their first statement: another connection cannot write between their read and their write', async () => {
    const database = await createTestDatabase();
    // No waiting: a locked file answers at once.
    const other = new BetterSqlite3(database.url, { timeout: 0 });
    try {
      const renamed = await database.handle.db.transaction().execute(async (trx) => {
        const shop = await trx
          .selectFrom('shops')
          .select(['id', 'trade_name'])
          .orderBy('id')
          .executeTakeFirstOrThrow();
        expect(() => other.prepare('update shops set trade_name = trade_name').run()).toThrow(
          'database is locked',
        );
        await trx
          .updateTable('shops')
          .set({ trade_name: sql`trade_name || ' (renamed)'` })
          .where('id', '=', shop.id)
          .execute();
        return shop;
      });
      const after = other.prepare('select trade_name from shops where id = ?').get(renamed.id) as {
        trade_name: string;
      };
      expect(after.trade_name).toBe(`${renamed.trade_name} (renamed)`);
    } finally {
      other.close();
      await database.drop();
    }
  });
});

describe.runIf(testDialect === 'sqlite')('SQLite planner statistics', () => {
  it('keep the averages per index but no samples of index values, which would re-plan every statement on every run', async () => {
    const database = await createTestDatabase();
    const raw = new BetterSqlite3(database.url);
    const count = (table: string) =>
      (raw.prepare(`select count(*) as n from ${table}`).get() as { n: number }).n;
    try {
      // A shop's data as a restarted server finds it: analysed with samples (this SQLite has STAT4).
      raw.exec('analyze');
      expect(count('sqlite_stat4')).toBeGreaterThan(0);

      const reopened = openDatabase(database.url);
      try {
        expect(count('sqlite_stat4')).toBe(0);
        expect(count('sqlite_stat1')).toBeGreaterThan(0);
        // And the connection plans with what is left: the index on shop, not a scan of all customers.
        const plan = await sql<{
          detail: string;
        }>`explain query plan select id from customers where shop_id = ${1} and is_default = 1`.execute(
          reopened.db,
        );
        expect(plan.rows.map((r) => r.detail).join(' ')).toMatch(/USING (COVERING )?INDEX customers_shop/);
      } finally {
        await reopened.close();
      }
    } finally {
      raw.close();
      await database.drop();
    }
  });
});

describe.runIf(testDialect === 'sqlite')('refreshStatistics', () => {
  it('brings the planner up to date with a table that grew while the server ran', async () => {
    const database = await createTestDatabase();
    const { db, refreshStatistics, close } = openDatabase(database.url);
    // How many rows the planner believes the table has (SQLite keeps it per index).
    const believedRows = async () => {
      const rows = await sql<{
        stat: string;
      }>`select stat from sqlite_stat1 where idx = 'growth_shop'`.execute(db);
      return Number(rows.rows[0]?.stat.split(' ')[0]);
    };
    const plan = async () => {
      const rows = await sql<{ detail: string }>`explain query plan
        select id, name from growth where shop_id = ${1} and id in (${1}, ${2}, ${3})`.execute(db);
      return rows.rows.map((r) => r.detail).join(' | ');
    };
    // Rows from..to, spread over `shops` shops.
    const addRows = (from: number, to: number, shops: number) =>
      sql`with recursive n(i) as (select ${from} union all select i + 1 from n where i < ${to})
        insert into growth (shop_id, name) select 1 + i % ${shops}, 'item ' || i from n`.execute(db);
    try {
      await sql`create table growth (id integer primary key, shop_id integer not null, name text not null)`.execute(
        db,
      );
      await sql`create index growth_shop on growth (shop_id, id)`.execute(db);
      // The first shop's first day.
      await addRows(1, 10, 1);
      await refreshStatistics();
      expect(await believedRows()).toBe(10);

      // Months later, without a restart, the planner still believes it...
      await addRows(11, 100_000, 50);
      expect(await believedRows()).toBe(10);
      // ...until the statistics are brought up to date, still without index samples.
      await refreshStatistics();
      expect(await believedRows()).toBe(100_000);
      expect(await plan()).not.toMatch(/SCAN/);
      const samples = await sql<{ n: number }>`select count(*) as n from sqlite_stat4`.execute(db);
      expect(samples.rows[0]!.n).toBe(0);
    } finally {
      await close();
      await database.drop();
    }
  });
});

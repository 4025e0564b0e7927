import BetterSqlite3 from 'better-sqlite3';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { fastStatement } from './fast-statement.js';

// fastStatement must return exactly what better-sqlite3's own row objects hold, so each case
// compares it with the plain statement on the same database.

describe('fastStatement', () => {
  let sqlite: BetterSqlite3.Database;
  const plainAndFast = (sql: string) => ({
    plain: sqlite.prepare(sql),
    fast: fastStatement(sqlite.prepare(sql)),
  });

  beforeEach(() => {
    sqlite = new BetterSqlite3(':memory:');
    sqlite.exec(`create table products (id integer primary key, name text, price_paise integer,
      weight real, picture blob, hsn text)`);
    sqlite
      .prepare('insert into products (name, price_paise, weight, picture, hsn) values (?, ?, ?, ?, ?)')
      .run('Charger ₹ चार्जर', 49_900, 0.25, Buffer.from([1, 2, 3]), null);
    sqlite.prepare('insert into products (name, price_paise) values (?, ?)').run('Cable', 19_900);
  });
  afterEach(() => sqlite.close());

  it('returns the rows as objects with the columns in order, every kind of value intact', () => {
    const sql =
      'select id, name, price_paise as price, weight, picture, hsn from products where id >= ? order by id';
    const { plain, fast } = plainAndFast(sql);
    const rows = fast.all([1]) as Record<string, unknown>[];
    expect(rows).toEqual(plain.all(1));
    expect(rows[0]).toEqual({
      id: 1,
      name: 'Charger ₹ चार्जर',
      price: 49_900,
      weight: 0.25,
      picture: Buffer.from([1, 2, 3]),
      hsn: null,
    });
    expect(Object.keys(rows[0]!)).toEqual(['id', 'name', 'price', 'weight', 'picture', 'hsn']);
    expect(fast.all([3])).toEqual([]);
  });

  it('keeps a repeated column name where better-sqlite3 puts it, with the last value', () => {
    const { plain, fast } = plainAndFast(
      'select name as a, price_paise as b, id as a from products where id = ?',
    );
    const [row] = fast.all([2]) as Record<string, unknown>[];
    expect(row).toEqual(plain.get(2));
    expect(Object.entries(row!)).toEqual([
      ['a', 2],
      ['b', 19_900],
    ]);
  });

  it('leaves a column named __proto__ to better-sqlite3, whose rows treat it their own way', () => {
    const { plain, fast } = plainAndFast('select name as "__proto__", id from products where id = ?');
    const [row] = fast.all([1]) as Record<string, unknown>[];
    const expected = plain.get(1) as object;
    expect(Object.getPrototypeOf(row)).toBe(Object.getPrototypeOf(expected));
    expect(Object.getOwnPropertyNames(row)).toEqual(Object.getOwnPropertyNames(expected));
    expect(row).toEqual(expected);
  });

  it('names the new columns of a `select *` whose table changed after it was prepared', () => {
    const fast = fastStatement(sqlite.prepare('select * from products where id = ?'));
    expect(Object.keys((fast.all([2]) as object[])[0]!)).not.toContain('barcode');
    sqlite.exec("alter table products add column barcode text not null default '8901234567890'");
    expect((fast.all([2]) as Record<string, unknown>[])[0]).toMatchObject({
      name: 'Cable',
      barcode: '8901234567890',
    });
  });

  it('binds every value, up to the 32,766 SQLite takes in one statement', () => {
    for (const count of [0, 3, 32_766]) {
      const values = Array.from({ length: count }, (_, i) => i + 1);
      const list = values.length > 0 ? values.map(() => '(?)').join(', ') : '(0)';
      const fast = fastStatement(
        sqlite.prepare(`select count(*) as n, sum(column1) as total from (values ${list})`),
      );
      const expected = count === 0 ? { n: 1, total: 0 } : { n: count, total: (count * (count + 1)) / 2 };
      expect(fast.all(values)).toEqual([expected]);
    }
  });

  it('runs writes with their values and reports changes and the new row id', () => {
    const insert = fastStatement(sqlite.prepare('insert into products (name, price_paise) values (?, ?)'));
    expect(insert.reader).toBe(false);
    expect(insert.run(['Cover', 9_900])).toMatchObject({ changes: 1, lastInsertRowid: 3 });
    const returning = fastStatement(
      sqlite.prepare('insert into products (name) values (?) returning id, name'),
    );
    expect(returning.reader).toBe(true);
    expect(returning.all(['Stand'])).toEqual([{ id: 4, name: 'Stand' }]);
  });

  it('iterates the rows as objects', () => {
    const { plain, fast } = plainAndFast('select id, name from products order by id');
    expect([...fast.iterate([])]).toEqual(plain.all());
  });
});

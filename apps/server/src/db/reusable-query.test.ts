import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase } from '../test/test-databases.js';
import type { Db } from './database.js';
import { reusableQuery } from './reusable-query.js';

// Runs on the test dialect (SQLite, or PostgreSQL with GALLA_TEST_DB=postgres): a query compiled once
// must answer each call with that call's values, exactly as the same query built anew.

let database: Awaited<ReturnType<typeof createTestDatabase>>;
let db: Db;
beforeAll(async () => {
  database = await createTestDatabase();
  db = database.handle.db;
});
afterAll(() => database.drop());

const usersOf = reusableQuery((db: Db, v: { shopId: number; type: 'retailer' | 'subRetailer' }) =>
  db
    .selectFrom('users')
    .select(['id', 'shop_id', 'user_type'])
    .where('shop_id', '=', v.shopId)
    .where('user_type', '=', v.type)
    // A value written in the query itself stays as it is.
    .where('status', '<>', 'deleted')
    .orderBy('id'),
);

const usersById = reusableQuery((db: Db, v: { ids: number[] }) =>
  db.selectFrom('users').select('id').where('id', 'in', v.ids).orderBy('id'),
);

describe('reusableQuery', () => {
  it("answers each call with that call's values, as the query built anew does", async () => {
    const shops = await db
      .selectFrom('users')
      .select('shop_id')
      .where('shop_id', 'is not', null)
      .distinct()
      .execute();
    expect(shops.length).toBeGreaterThan(1);
    for (const { shop_id } of shops) {
      const built = await db
        .selectFrom('users')
        .select(['id', 'shop_id', 'user_type'])
        .where('shop_id', '=', shop_id!)
        .where('user_type', '=', 'retailer')
        .where('status', '<>', 'deleted')
        .orderBy('id')
        .execute();
      expect(await usersOf(db, { shopId: shop_id!, type: 'retailer' })).toEqual(built);
    }
    expect(await usersOf(db, { shopId: -1, type: 'retailer' })).toEqual([]);
  });

  it('compiles a list of another length again', async () => {
    const all = (await db.selectFrom('users').select('id').orderBy('id').execute()).map((r) => r.id);
    expect(all.length).toBeGreaterThan(2);
    expect(await usersById(db, { ids: all.slice(0, 1) })).toEqual([{ id: all[0] }]);
    expect(await usersById(db, { ids: all.slice(0, 3) })).toEqual(all.slice(0, 3).map((id) => ({ id })));
    expect(await usersById(db, { ids: [all[2]!] })).toEqual([{ id: all[2] }]);
  });

  it('refuses a query that does not bind one of its values', async () => {
    const careless = reusableQuery((db: Db, _v: { shopId: number }) => db.selectFrom('users').select('id'));
    await expect(careless(db, { shopId: 1 })).rejects.toThrow('the value shopId is not bound as a parameter');
  });
});

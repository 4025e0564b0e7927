import { sql } from 'kysely';
import { afterEach, describe, expect, it } from 'vitest';
import { createTestDatabase } from '../../test/test-databases.js';
import { superCategories } from './datasets/categories.js';
import { cities } from './datasets/cities.js';
import { faqs } from './datasets/faqs.js';
import { onlineStores } from './datasets/online-stores.js';
import { pincodesByCity } from './datasets/pincodes.js';
import { states } from './datasets/states.js';
import { units } from './datasets/units.js';
import { syncReferenceData } from './sync.js';
import { referenceTestDatabase } from './test-database.js';

const ALL_SETS = [
  'states',
  'cities',
  'pincodes',
  'super_categories',
  'categories',
  'online_stores',
  'faqs',
  'units',
];
const pincodeCount = pincodesByCity.reduce((sum, [, pins]) => sum + pins.split(' ').length, 0);

const open: { destroy(): Promise<void> }[] = [];
afterEach(async () => {
  for (const db of open.splice(0)) await db.destroy();
});

async function freshDb() {
  const db = await referenceTestDatabase();
  open.push(db);
  return db;
}

async function count(
  db: Awaited<ReturnType<typeof freshDb>>,
  table: 'states' | 'cities' | 'pincodes' | 'categories',
) {
  const row = await db
    .selectFrom(table)
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

describe('syncReferenceData on SQLite', () => {
  // How long a sync takes is the bench's to measure; these say what it writes.
  it('fills a fresh database with every data set', async () => {
    const db = await freshDb();
    expect(await syncReferenceData(db)).toEqual(ALL_SETS);

    expect(await count(db, 'states')).toBe(states.length);
    expect(await count(db, 'cities')).toBe(cities.length);
    expect(await count(db, 'pincodes')).toBe(pincodeCount);
    expect(await count(db, 'categories')).toBe(superCategories.flatMap((s) => s.categories).length);
    const units1 = await db.selectFrom('units').selectAll().where('id', '=', 8).executeTakeFirstOrThrow();
    expect(units1).toEqual({ id: 8, abbreviation: 'Kg', name: 'Kilogram', uqc: 'KGS', allows_fraction: 1 });
    expect((await db.selectFrom('faqs').select('id').execute()).length).toBe(faqs.length);
    expect((await db.selectFrom('online_stores').select('id').execute()).length).toBe(onlineStores.length);
    expect((await db.selectFrom('units').select('id').execute()).length).toBe(units.length);
    const pune = await db
      .selectFrom('pincodes')
      .innerJoin('cities', 'cities.id', 'pincodes.city_id')
      .select(['pincodes.state_id', 'cities.name'])
      .where('pincode', '=', '411001')
      .executeTakeFirstOrThrow();
    expect(pune).toEqual({ state_id: 27, name: 'Pune' });
  });

  it('writes nothing when the data has not changed', async () => {
    const db = await freshDb();
    await syncReferenceData(db);
    // A change that left the recorded hashes alone: a sync that rewrote a set would undo it.
    await db.updateTable('states').set({ name: 'Bombay State' }).where('id', '=', 27).execute();
    await db.deleteFrom('pincodes').where('pincode', '=', '411001').execute();
    expect(await syncReferenceData(db)).toEqual([]);
    const state = await db.selectFrom('states').select('name').where('id', '=', 27).executeTakeFirstOrThrow();
    expect(state.name).toBe('Bombay State');
    expect(await count(db, 'pincodes')).toBe(pincodeCount - 1);
  });

  it('rewrites a set whose recorded hash differs, restoring its rows and dropping stale pincodes', async () => {
    const db = await freshDb();
    await syncReferenceData(db);
    await db.updateTable('states').set({ name: 'Bombay State' }).where('id', '=', 27).execute();
    await db
      .insertInto('pincodes')
      .values({ pincode: '999999', state_id: 27, city_id: cities[0]!.id })
      .execute();
    await db
      .updateTable('pincodes')
      .set({ city_id: 7001, state_id: 7 })
      .where('pincode', '=', '411001')
      .execute();
    await db
      .updateTable('reference_data_versions')
      .set({ hash: 'stale' })
      .where('name', 'in', ['states', 'pincodes'])
      .execute();

    expect(await syncReferenceData(db)).toEqual(['states', 'pincodes']);
    const maharashtra = await db
      .selectFrom('states')
      .select('name')
      .where('id', '=', 27)
      .executeTakeFirstOrThrow();
    expect(maharashtra.name).toBe('Maharashtra');
    expect(
      await db.selectFrom('pincodes').select('pincode').where('pincode', '=', '999999').execute(),
    ).toEqual([]);
    const pune = await db
      .selectFrom('pincodes')
      .select(['state_id', 'city_id'])
      .where('pincode', '=', '411001')
      .executeTakeFirstOrThrow();
    expect(pune.state_id).toBe(27);
    expect(await count(db, 'pincodes')).toBe(pincodeCount);
    expect(await syncReferenceData(db)).toEqual([]);
  });

  it('keeps rows that other tables may refer to when the data no longer lists them', async () => {
    const db = await freshDb();
    await syncReferenceData(db);
    await db.insertInto('super_categories').values({ id: 900, name: 'Retired', sort_order: 99 }).execute();
    await db
      .updateTable('reference_data_versions')
      .set({ hash: 'stale' })
      .where('name', '=', 'super_categories')
      .execute();
    expect(await syncReferenceData(db)).toEqual(['super_categories']);
    expect(await db.selectFrom('super_categories').select('id').where('id', '=', 900).execute()).toEqual([
      { id: 900 },
    ]);
  });
});

describe('syncReferenceData on the test dialect', () => {
  // The harness's databases are migrated and synced by start-up code; on PostgreSQL
  // (GALLA_TEST_DB=postgres) this checks the upserts and the hashes there too.
  it('finds a prepared database current, and re-syncs a stale set', async () => {
    const database = await createTestDatabase();
    try {
      const { db } = database.handle;
      expect(await syncReferenceData(db)).toEqual([]);
      await db.updateTable('reference_data_versions').set({ hash: 'stale' }).execute();
      expect(await syncReferenceData(db)).toEqual(ALL_SETS);
      const result = await sql<{ n: number }>`select count(*) as n from pincodes`.execute(db);
      expect(Number(result.rows[0]?.n)).toBe(pincodeCount);
    } finally {
      await database.drop();
    }
  });
});

import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';

// Queries on the reference tables. Rows come back by id; the service decides the order on screen, so
// that SQLite and PostgreSQL (whose text collations differ) show the same lists.

export function createReferenceRepo(db: Kysely<Database>) {
  return {
    states: () => db.selectFrom('states').select(['id', 'name', 'gst_state_code']).orderBy('id').execute(),

    cities: () => db.selectFrom('cities').select(['id', 'state_id', 'name']).orderBy('id').execute(),

    pincode: (pincode: string) =>
      db
        .selectFrom('pincodes as p')
        .innerJoin('states as s', 's.id', 'p.state_id')
        .innerJoin('cities as c', 'c.id', 'p.city_id')
        .select(['p.pincode', 'p.state_id', 's.name as state_name', 'p.city_id', 'c.name as city_name'])
        .where('p.pincode', '=', pincode)
        .executeTakeFirst(),

    // Levels staff deactivated in the console (modules/console-catalogue) are no longer offered.
    superCategories: () =>
      db
        .selectFrom('super_categories')
        .select(['id', 'name'])
        .where('is_active', '=', 1)
        .orderBy('sort_order')
        .orderBy('id')
        .execute(),

    categories: () =>
      db
        .selectFrom('categories')
        .select(['id', 'super_category_id', 'name'])
        .where('is_active', '=', 1)
        .orderBy('sort_order')
        .orderBy('id')
        .execute(),

    onlineStores: () =>
      db.selectFrom('online_stores').select(['id', 'name']).orderBy('sort_order').orderBy('id').execute(),

    /** The entries the retailer's FAQ page shows: those staff have not hidden. */
    faqs: () =>
      db
        .selectFrom('faqs')
        .select(['question', 'answer'])
        .where('hidden', '=', 0)
        .orderBy('sort_order')
        .orderBy('id')
        .execute(),

    units: () =>
      db
        .selectFrom('units')
        .select(['id', 'abbreviation', 'name', 'allows_fraction'])
        .orderBy('id')
        .execute(),
  };
}

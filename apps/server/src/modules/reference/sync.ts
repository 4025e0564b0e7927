import type { Kysely, Transaction } from 'kysely';
import type { Database } from '../../db/schema.js';
import { type DataSet, dataSet, syncDataSets } from '../../platform/data-sync.js';
import { superCategories } from './datasets/categories.js';
import { cities } from './datasets/cities.js';
import { faqs } from './datasets/faqs.js';
import { onlineStores } from './datasets/online-stores.js';
import { pincodesByCity } from './datasets/pincodes.js';
import { states } from './datasets/states.js';
import { units } from './datasets/units.js';

// Brings the reference tables in line with the committed data at start-up (platform/data-sync.ts).
// Rows are never deleted, except pincodes that left the directory: shops, products and addresses
// refer to states, cities, categories, stores and units by id, and those ids are permanent.

const BATCH_SIZE = 500;

function pincodeRows(): { pincode: string; state_id: number; city_id: number }[] {
  const stateOfCity = new Map(cities.map((c) => [c.id, c.stateId]));
  return pincodesByCity.flatMap(([cityId, pins]) => {
    const stateId = stateOfCity.get(cityId);
    if (stateId === undefined) throw new Error(`pincodes.ts names city ${cityId}, which cities.ts lacks`);
    return pins.split(' ').map((pincode) => ({ pincode, state_id: stateId, city_id: cityId }));
  });
}

async function prunePincodes(
  trx: Transaction<Database>,
  rows: readonly { pincode: string }[],
): Promise<void> {
  const wanted = new Set(rows.map((r) => r.pincode));
  const existing = await trx.selectFrom('pincodes').select('pincode').execute();
  const stale = existing.map((r) => r.pincode).filter((p) => !wanted.has(p));
  for (let i = 0; i < stale.length; i += BATCH_SIZE) {
    await trx
      .deleteFrom('pincodes')
      .where('pincode', 'in', stale.slice(i, i + BATCH_SIZE))
      .execute();
  }
}

function buildDataSets(): DataSet[] {
  return [
    dataSet(
      'states',
      () => states.map((s) => ({ id: s.id, name: s.name, gst_state_code: s.gstStateCode })),
      (trx, batch) =>
        trx
          .insertInto('states')
          .values(batch)
          .onConflict((oc) =>
            oc.column('id').doUpdateSet((eb) => ({
              name: eb.ref('excluded.name'),
              gst_state_code: eb.ref('excluded.gst_state_code'),
            })),
          )
          .execute(),
    ),
    dataSet(
      'cities',
      () => cities.map((c) => ({ id: c.id, state_id: c.stateId, name: c.name })),
      (trx, batch) =>
        trx
          .insertInto('cities')
          .values(batch)
          .onConflict((oc) =>
            oc.column('id').doUpdateSet((eb) => ({
              state_id: eb.ref('excluded.state_id'),
              name: eb.ref('excluded.name'),
            })),
          )
          .execute(),
    ),
    dataSet(
      'pincodes',
      pincodeRows,
      (trx, batch) =>
        trx
          .insertInto('pincodes')
          .values(batch)
          .onConflict((oc) =>
            oc.column('pincode').doUpdateSet((eb) => ({
              state_id: eb.ref('excluded.state_id'),
              city_id: eb.ref('excluded.city_id'),
            })),
          )
          .execute(),
      prunePincodes,
    ),
    dataSet(
      'super_categories',
      () => superCategories.map((s, i) => ({ id: s.id, name: s.name, sort_order: i + 1 })),
      (trx, batch) =>
        trx
          .insertInto('super_categories')
          .values(batch)
          // A row staff have changed in the console is theirs (edited_at), as with the FAQ below.
          .onConflict((oc) =>
            oc
              .column('id')
              .doUpdateSet((eb) => ({
                name: eb.ref('excluded.name'),
                sort_order: eb.ref('excluded.sort_order'),
              }))
              .where('super_categories.edited_at', 'is', null),
          )
          .execute(),
    ),
    dataSet(
      'categories',
      () =>
        superCategories.flatMap((s) =>
          s.categories.map((c, i) => ({
            id: c.id,
            super_category_id: s.id,
            name: c.name,
            sort_order: i + 1,
          })),
        ),
      (trx, batch) =>
        trx
          .insertInto('categories')
          .values(batch)
          .onConflict((oc) =>
            oc
              .column('id')
              .doUpdateSet((eb) => ({
                super_category_id: eb.ref('excluded.super_category_id'),
                name: eb.ref('excluded.name'),
                sort_order: eb.ref('excluded.sort_order'),
              }))
              .where('categories.edited_at', 'is', null),
          )
          .execute(),
    ),
    dataSet(
      'online_stores',
      () => onlineStores.map((s, i) => ({ id: s.id, name: s.name, sort_order: i + 1 })),
      (trx, batch) =>
        trx
          .insertInto('online_stores')
          .values(batch)
          .onConflict((oc) =>
            oc.column('id').doUpdateSet((eb) => ({
              name: eb.ref('excluded.name'),
              sort_order: eb.ref('excluded.sort_order'),
            })),
          )
          .execute(),
    ),
    dataSet(
      'faqs',
      () => faqs.map((f, i) => ({ id: f.id, question: f.question, answer: f.answer, sort_order: i + 1 })),
      (trx, batch) =>
        trx
          .insertInto('faqs')
          .values(batch)
          // An entry staff have changed in the console is theirs: the dataset only adds new entries
          // and updates the ones nobody touched.
          .onConflict((oc) =>
            oc
              .column('id')
              .doUpdateSet((eb) => ({
                question: eb.ref('excluded.question'),
                answer: eb.ref('excluded.answer'),
                sort_order: eb.ref('excluded.sort_order'),
              }))
              .where('faqs.edited_at', 'is', null),
          )
          .execute(),
    ),
    dataSet(
      'units',
      () =>
        units.map((u) => ({
          id: u.id,
          abbreviation: u.abbreviation,
          name: u.name,
          uqc: u.uqc,
          allows_fraction: u.allowsFraction ? 1 : 0,
        })),
      (trx, batch) =>
        trx
          .insertInto('units')
          .values(batch)
          .onConflict((oc) =>
            oc.column('id').doUpdateSet((eb) => ({
              abbreviation: eb.ref('excluded.abbreviation'),
              name: eb.ref('excluded.name'),
              uqc: eb.ref('excluded.uqc'),
              allows_fraction: eb.ref('excluded.allows_fraction'),
            })),
          )
          .execute(),
    ),
  ];
}

// The data is compiled in, so its rows and hashes are worked out once per process.
let dataSets: DataSet[] | undefined;

/** Syncs every changed data set; returns the names of the sets it wrote (none when all were current). */
export async function syncReferenceData(db: Kysely<Database>): Promise<string[]> {
  dataSets ??= buildDataSets();
  // In order, so that states precede cities and pincodes, and super categories precede categories.
  return syncDataSets(db, dataSets);
}

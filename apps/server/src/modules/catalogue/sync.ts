import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';
import { type DataSet, dataSet, syncDataSets } from '../../platform/data-sync.js';
import { catalogueBrands, catalogueModels } from './datasets/catalogue.js';

// The seeded catalogue (brands and models) kept in line with the committed data at start-up, after
// the reference data it points at (categories, units).
let sets: DataSet[] | undefined;

function buildSets(): DataSet[] {
  return [
    dataSet(
      'catalogue_brands',
      () => catalogueBrands.map((b) => ({ id: b.id, name: b.name })),
      (trx, batch) =>
        trx
          .insertInto('brands')
          .values(batch)
          // A brand or model staff have changed in the console is theirs (edited_at): the data only
          // adds new rows and updates the ones nobody touched.
          .onConflict((oc) =>
            oc
              .column('id')
              .doUpdateSet((eb) => ({ name: eb.ref('excluded.name') }))
              .where('brands.edited_at', 'is', null),
          )
          .execute(),
    ),
    dataSet(
      'catalogue_models',
      () =>
        catalogueModels.map((m) => ({
          id: m.id,
          category_id: m.categoryId,
          brand_id: m.brandId,
          name: m.name,
          hsn: m.hsn,
          gst_rate_bps: m.gstRateBps,
          mrp_paise: m.mrpPaise,
          unit_id: m.unitId,
          barcode: null,
          is_active: 1,
        })),
      (trx, batch) =>
        trx
          .insertInto('models')
          .values(batch)
          .onConflict((oc) =>
            oc
              .column('id')
              .doUpdateSet((eb) => ({
                category_id: eb.ref('excluded.category_id'),
                brand_id: eb.ref('excluded.brand_id'),
                name: eb.ref('excluded.name'),
                hsn: eb.ref('excluded.hsn'),
                gst_rate_bps: eb.ref('excluded.gst_rate_bps'),
                mrp_paise: eb.ref('excluded.mrp_paise'),
                unit_id: eb.ref('excluded.unit_id'),
              }))
              .where('models.edited_at', 'is', null),
          )
          .execute(),
    ),
  ];
}

export async function syncCatalogue(db: Kysely<Database>): Promise<string[]> {
  sets ??= buildSets();
  return syncDataSets(db, sets);
}

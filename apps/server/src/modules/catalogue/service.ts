import type { Db, Dialect } from '../../db/database.js';
import { type CatalogueScope, matchingModelIds } from './search.js';

export type CatalogueModel = {
  id: number;
  name: string;
  categoryId: number;
  categoryName: string;
  brandId: number;
  brandName: string;
  hsn: string | null;
  gstRateBps: number | null;
  mrpPaise: number | null;
  unitId: number;
  unit: string;
  barcode: string | null;
};

// The global catalogue every shop searches when it adds stock.
export function createCatalogueService(deps: { db: Db; dialect: Dialect }) {
  const { db, dialect } = deps;

  const models = () =>
    db
      .selectFrom('models as m')
      .innerJoin('categories as c', 'c.id', 'm.category_id')
      .innerJoin('brands as b', 'b.id', 'm.brand_id')
      .innerJoin('units as u', 'u.id', 'm.unit_id')
      .select([
        'm.id',
        'm.name',
        'm.category_id as categoryId',
        'c.name as categoryName',
        'm.brand_id as brandId',
        'b.name as brandName',
        'm.hsn',
        'm.gst_rate_bps as gstRateBps',
        'm.mrp_paise as mrpPaise',
        'm.unit_id as unitId',
        'u.abbreviation as unit',
        'm.barcode',
      ]);

  async function byIds(ids: number[]): Promise<CatalogueModel[]> {
    if (ids.length === 0) return [];
    const rows = await models().where('m.id', 'in', ids).execute();
    const byId = new Map(rows.map((r) => [r.id, r]));
    return ids.flatMap((id) => byId.get(id) ?? []);
  }

  return {
    byIds,
    async get(modelId: number): Promise<CatalogueModel | undefined> {
      return (await byIds([modelId]))[0];
    },
    /**
     * The first `limit` models of a scope whose name has every word, in catalogue order, read with
     * their category, brand and unit in the same statement: one round trip per scope.
     */
    async search(words: string[], scope: CatalogueScope, limit: number): Promise<CatalogueModel[]> {
      const ids = matchingModelIds(db, dialect, words, scope, limit);
      if (!ids) return [];
      return models().where('m.id', 'in', ids).orderBy('m.id').execute();
    },
    async byBarcode(code: string): Promise<CatalogueModel | undefined> {
      const row = await db
        .selectFrom('models')
        .select('id')
        .where('barcode', '=', code)
        .where('is_active', '=', 1)
        .executeTakeFirst();
      return row ? (await byIds([row.id]))[0] : undefined;
    },
    /** Brands with models in a category (all brands without one), by name; NOT KNOWN always first. */
    async brands(categoryId?: number): Promise<{ brandId: number; brandName: string }[]> {
      let query = db.selectFrom('brands as b').select(['b.id as brandId', 'b.name as brandName']).distinct();
      if (categoryId) {
        query = query.where((eb) =>
          eb.or([
            eb('b.id', '=', 999),
            eb.exists(
              eb
                .selectFrom('models as m')
                .select('m.id')
                .whereRef('m.brand_id', '=', 'b.id')
                .where('m.category_id', '=', categoryId),
            ),
          ]),
        );
      }
      const rows = await query.orderBy('b.name').execute();
      return [...rows.filter((r) => r.brandId === 999), ...rows.filter((r) => r.brandId !== 999)];
    },

    async brandExists(brandId: number): Promise<boolean> {
      return (
        (await db.selectFrom('brands').select('id').where('id', '=', brandId).executeTakeFirst()) !==
        undefined
      );
    },
  };
}
export type CatalogueService = ReturnType<typeof createCatalogueService>;

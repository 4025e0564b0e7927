import {
  catalogueMessages,
  type ZModelListQuery,
  type ZSaveModelRequest,
} from '@galla/contracts/console-catalogue';
import { bpsToPercent } from '@galla/domain/gst-rates';
import { paiseToRupees } from '@galla/domain/money';
import { sql } from 'kysely';
import type { z } from 'zod';
import type { Db, Dialect } from '../../db/database.js';
import type { Clock } from '../../platform/clock.js';
import { containsText, pageOf } from '../../platform/console-list.js';
import { AppError } from '../../platform/envelope.js';
import { auditCatalogue } from './audit-entry.js';
import { lockCatalogue, takeIds } from './lock.js';
import './tables.js';

type ListQuery = z.output<typeof ZModelListQuery>;
type SaveModel = z.output<typeof ZSaveModelRequest>;

/** The model of a brand with this name, any case: a brand never has two (checked under the lock). */
export function modelByName(db: Db, brandId: number, name: string) {
  return db
    .selectFrom('models')
    .select('id')
    .where('brand_id', '=', brandId)
    .where(sql<boolean>`lower(name) = ${name.toLowerCase()}`)
    .executeTakeFirst();
}

export function modelByBarcode(db: Db, barcode: string) {
  return db.selectFrom('models').select('id').where('barcode', '=', barcode).executeTakeFirst();
}

/** New models with ids from the staff range; Pcs unless told. Call after lockCatalogue. */
export async function insertModels(
  trx: Db,
  rows: {
    categoryId: number;
    subcategoryId: number | null;
    brandId: number;
    name: string;
    hsn: string;
    gstRateBps: number;
    mrpPaise: number | null;
    barcode: string | null;
  }[],
): Promise<number[]> {
  const ids = await takeIds(trx, 'model', rows.length);
  const values = rows.map((r, i) => ({
    id: ids[i]!,
    category_id: r.categoryId,
    subcategory_id: r.subcategoryId,
    brand_id: r.brandId,
    name: r.name,
    hsn: r.hsn,
    gst_rate_bps: r.gstRateBps,
    mrp_paise: r.mrpPaise,
    unit_id: 1,
    barcode: r.barcode,
    is_active: 1,
  }));
  for (let i = 0; i < values.length; i += 500)
    await trx
      .insertInto('models')
      .values(values.slice(i, i + 500))
      .execute();
  return ids;
}

const sortColumns = {
  name: sql`lower(m.name)`,
  brand: sql`lower(b.name)`,
  category: sql`lower(c.name)`,
  mrp: sql.ref('m.mrp_paise'),
  id: sql.ref('m.id'),
};

// Brand management's models: the global catalogue's entries with their category, HSN, GST rate,
// MRP and barcode. The search index follows names by itself (triggers on SQLite, an expression
// index on PostgreSQL); a deactivated model leaves retailers' search at once.
export function createCatalogueModels(deps: { db: Db; dialect: Dialect; clock: Clock }) {
  const { db, dialect, clock } = deps;

  async function snapshot(trx: Db, modelId: number) {
    const row = await trx
      .selectFrom('models')
      .select([
        'id',
        'name',
        'brand_id',
        'category_id',
        'subcategory_id',
        'hsn',
        'gst_rate_bps',
        'mrp_paise',
        'barcode',
        'is_active',
      ])
      .where('id', '=', modelId)
      .executeTakeFirst();
    if (!row) throw new AppError(404, catalogueMessages.modelNotFound);
    return {
      name: row.name,
      brandId: row.brand_id,
      categoryId: row.category_id,
      subcategoryId: row.subcategory_id,
      hsn: row.hsn,
      gstRate: row.gst_rate_bps === null ? null : bpsToPercent(row.gst_rate_bps),
      mrp: row.mrp_paise === null ? null : paiseToRupees(Number(row.mrp_paise)),
      barcode: row.barcode,
      active: row.is_active === 1,
    };
  }

  async function check(trx: Db, input: SaveModel) {
    const brand = await trx
      .selectFrom('brands')
      .select(['id', 'is_active'])
      .where('id', '=', input.brandId)
      .executeTakeFirst();
    if (!brand) throw new AppError(400, catalogueMessages.brandNotFound);
    const category = await trx
      .selectFrom('categories')
      .select('id')
      .where('id', '=', input.categoryId)
      .executeTakeFirst();
    if (!category) throw new AppError(400, catalogueMessages.categoryNotFound);
    if (input.subcategoryId) {
      const sub = await trx
        .selectFrom('subcategories')
        .select('category_id')
        .where('id', '=', input.subcategoryId)
        .executeTakeFirst();
      if (sub?.category_id !== input.categoryId)
        throw new AppError(400, catalogueMessages.subcategoryOutside);
    }
    const same = await modelByName(trx, input.brandId, input.name);
    if (same && same.id !== input.modelId) throw new AppError(400, catalogueMessages.modelTaken);
    if (input.barcode) {
      const coded = await modelByBarcode(trx, input.barcode);
      if (coded && coded.id !== input.modelId) throw new AppError(400, catalogueMessages.barcodeTaken);
    }
    return brand;
  }

  return {
    async list(query: ListQuery) {
      let base = db
        .selectFrom('models as m')
        .innerJoin('brands as b', 'b.id', 'm.brand_id')
        .innerJoin('categories as c', 'c.id', 'm.category_id');
      if (query.search) {
        const search = query.search;
        base = base.where((eb) =>
          eb.or([containsText(eb.ref('m.name'), search), eb('m.barcode', '=', search)]),
        );
      }
      if (query.brandId) base = base.where('m.brand_id', '=', query.brandId);
      if (query.categoryId) base = base.where('m.category_id', '=', query.categoryId);
      if (query.status) base = base.where('m.is_active', '=', query.status === 'active' ? 1 : 0);
      const { total, rows } = await pageOf(
        base,
        (q) =>
          q
            .leftJoin('subcategories as s', 's.id', 'm.subcategory_id')
            .select([
              'm.id',
              'm.name',
              'm.brand_id',
              'b.name as brand_name',
              'm.category_id',
              'c.name as category_name',
              'm.subcategory_id',
              's.name as subcategory_name',
              'm.hsn',
              'm.gst_rate_bps',
              'm.mrp_paise',
              'm.barcode',
              'm.is_active',
            ])
            .orderBy(sortColumns[query.sortBy], query.sortDirection)
            .orderBy('m.id', query.sortDirection),
        query,
      );
      return {
        total,
        rows: rows.map((r) => ({
          modelId: r.id,
          name: r.name,
          brandId: r.brand_id,
          brandName: r.brand_name,
          categoryId: r.category_id,
          categoryName: r.category_name,
          subcategoryId: r.subcategory_id,
          subcategoryName: r.subcategory_name,
          hsn: r.hsn,
          gstRate: r.gst_rate_bps === null ? null : bpsToPercent(r.gst_rate_bps),
          mrp: r.mrp_paise === null ? null : paiseToRupees(Number(r.mrp_paise)),
          barcode: r.barcode,
          active: r.is_active === 1,
        })),
      };
    },

    async save(input: SaveModel, staffId: number): Promise<{ modelId: number }> {
      return db.transaction().execute(async (trx) => {
        await lockCatalogue(trx, dialect);
        const brand = await check(trx, input);
        const values = {
          categoryId: input.categoryId,
          subcategoryId: input.subcategoryId ?? null,
          brandId: input.brandId,
          name: input.name,
          hsn: input.hsn,
          gstRateBps: input.gstRate,
          mrpPaise: input.mrp ?? null,
          barcode: input.barcode ?? null,
        };
        if (input.modelId === undefined) {
          if (brand.is_active !== 1) throw new AppError(400, catalogueMessages.brandNotFound);
          const [modelId] = await insertModels(trx, [values]);
          await auditCatalogue(
            trx,
            clock,
            staffId,
            'model',
            modelId!,
            'catalogueAdded',
            undefined,
            await snapshot(trx, modelId!),
          );
          return { modelId: modelId! };
        }
        const before = await snapshot(trx, input.modelId);
        await trx
          .updateTable('models')
          .set({
            category_id: values.categoryId,
            subcategory_id: values.subcategoryId,
            brand_id: values.brandId,
            name: values.name,
            hsn: values.hsn,
            gst_rate_bps: values.gstRateBps,
            mrp_paise: values.mrpPaise,
            barcode: values.barcode,
            // A seeded model staff have edited is theirs: the start-up sync leaves it (catalogue/sync.ts).
            edited_at: clock.now().toISOString(),
          })
          .where('id', '=', input.modelId)
          .execute();
        await auditCatalogue(
          trx,
          clock,
          staffId,
          'model',
          input.modelId,
          'catalogueEdited',
          before,
          await snapshot(trx, input.modelId),
        );
        return { modelId: input.modelId };
      });
    },

    async setActive(modelId: number, active: boolean, staffId: number): Promise<void> {
      await db.transaction().execute(async (trx) => {
        await lockCatalogue(trx, dialect);
        const before = await snapshot(trx, modelId);
        await trx
          .updateTable('models')
          .set({ is_active: active ? 1 : 0 })
          .where('id', '=', modelId)
          .execute();
        await auditCatalogue(
          trx,
          clock,
          staffId,
          'model',
          modelId,
          active ? 'catalogueActivated' : 'catalogueDeactivated',
          { active: before.active },
          { active },
        );
      });
    },
  };
}
export type CatalogueModels = ReturnType<typeof createCatalogueModels>;

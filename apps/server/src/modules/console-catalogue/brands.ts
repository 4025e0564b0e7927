import { catalogueMessages, type ZBrandListQuery } from '@galla/contracts/console-catalogue';
import { sql } from 'kysely';
import type { z } from 'zod';
import type { Db, Dialect } from '../../db/database.js';
import type { Clock } from '../../platform/clock.js';
import { containsText, pageOf } from '../../platform/console-list.js';
import { AppError } from '../../platform/envelope.js';
import { NOT_KNOWN_BRAND_ID } from '../catalogue/datasets/brands.js';
import { auditCatalogue } from './audit-entry.js';
import { lockCatalogue, takeIds } from './lock.js';
import './tables.js';

type ListQuery = z.output<typeof ZBrandListQuery>;

/** The brand with this name, any case (names are unique that way: brands_name_uq). */
export function brandByName(db: Db, name: string) {
  return db
    .selectFrom('brands')
    .select(['id', 'name', 'is_active'])
    .where(sql<boolean>`lower(name) = ${name.toLowerCase()}`)
    .executeTakeFirst();
}

/** A new brand with an id from the staff range. Call after lockCatalogue. */
export async function insertBrand(trx: Db, name: string): Promise<number> {
  const [id] = await takeIds(trx, 'brand', 1);
  await trx.insertInto('brands').values({ id: id!, name }).execute();
  return id!;
}

// Brand management: brands (add, rename, deactivate, merge a duplicate into the one to keep). A
// merge moves the duplicate's models and shops' products to the kept brand and leaves the duplicate
// deactivated, pointing at it, so old bills still name it. Every change is audited.
export function createCatalogueBrands(deps: { db: Db; dialect: Dialect; clock: Clock }) {
  const { db, dialect, clock } = deps;

  async function existing(trx: Db, brandId: number) {
    const row = await trx
      .selectFrom('brands')
      .select(['id', 'name', 'is_active', 'merged_into_id'])
      .where('id', '=', brandId)
      .executeTakeFirst();
    if (!row) throw new AppError(404, catalogueMessages.brandNotFound);
    return row;
  }

  const modelCount = sql<number>`(select count(*) from models m where m.brand_id = b.id)`;

  return {
    async list(query: ListQuery) {
      let base = db.selectFrom('brands as b');
      if (query.search) base = base.where(containsText(sql.ref('b.name'), query.search));
      if (query.status) base = base.where('b.is_active', '=', query.status === 'active' ? 1 : 0);
      const order = { name: sql`lower(b.name)`, models: modelCount, id: sql.ref('b.id') }[query.sortBy];
      const { total, rows } = await pageOf(
        base,
        (q) =>
          q
            .leftJoin('brands as into', 'into.id', 'b.merged_into_id')
            .select(['b.id', 'b.name', 'b.is_active', 'into.name as into_name', modelCount.as('models')])
            .orderBy(order, query.sortDirection)
            .orderBy('b.id', query.sortDirection),
        query,
      );
      return {
        total,
        rows: rows.map((r) => ({
          brandId: r.id,
          name: r.name,
          active: r.is_active === 1,
          models: Number(r.models),
          mergedInto: r.into_name,
        })),
      };
    },

    async save(input: { brandId?: number; name: string }, staffId: number): Promise<{ brandId: number }> {
      return db.transaction().execute(async (trx) => {
        await lockCatalogue(trx, dialect);
        const same = await brandByName(trx, input.name);
        if (same && same.id !== input.brandId) throw new AppError(400, catalogueMessages.brandTaken);
        if (input.brandId === undefined) {
          const brandId = await insertBrand(trx, input.name);
          await auditCatalogue(trx, clock, staffId, 'brand', brandId, 'catalogueAdded', undefined, {
            name: input.name,
          });
          return { brandId };
        }
        const before = await existing(trx, input.brandId);
        // Stamped: a renamed seeded brand is staff's, and the start-up sync leaves it (catalogue/sync.ts).
        await trx
          .updateTable('brands')
          .set({ name: input.name, edited_at: clock.now().toISOString() })
          .where('id', '=', input.brandId)
          .execute();
        await auditCatalogue(
          trx,
          clock,
          staffId,
          'brand',
          input.brandId,
          'catalogueEdited',
          { name: before.name },
          { name: input.name },
        );
        return { brandId: input.brandId };
      });
    },

    async setActive(brandId: number, active: boolean, staffId: number): Promise<void> {
      await db.transaction().execute(async (trx) => {
        await lockCatalogue(trx, dialect);
        const before = await existing(trx, brandId);
        await trx
          .updateTable('brands')
          .set({ is_active: active ? 1 : 0 })
          .where('id', '=', brandId)
          .execute();
        await auditCatalogue(
          trx,
          clock,
          staffId,
          'brand',
          brandId,
          active ? 'catalogueActivated' : 'catalogueDeactivated',
          { active: before.is_active === 1 },
          { active },
        );
      });
    },

    /** Folds a duplicate brand into the one to keep. Refused when both have a model of the same name. */
    async merge(fromBrandId: number, intoBrandId: number, staffId: number): Promise<{ modelsMoved: number }> {
      if (fromBrandId === intoBrandId) throw new AppError(400, catalogueMessages.mergeSame);
      if (fromBrandId === NOT_KNOWN_BRAND_ID) throw new AppError(400, catalogueMessages.mergeNotKnown);
      return db.transaction().execute(async (trx) => {
        await lockCatalogue(trx, dialect);
        const from = await existing(trx, fromBrandId);
        const into = await existing(trx, intoBrandId);
        const clashes = await trx
          .selectFrom('models as a')
          .innerJoin('models as b', (j) => j.on(sql<boolean>`lower(a.name) = lower(b.name)`))
          .select('a.name')
          .where('a.brand_id', '=', fromBrandId)
          .where('b.brand_id', '=', intoBrandId)
          .limit(3)
          .execute();
        if (clashes.length > 0)
          throw new AppError(400, catalogueMessages.mergeClash(clashes.map((c) => `“${c.name}”`).join(', ')));
        const moved = await trx
          .updateTable('models')
          .set({ brand_id: intoBrandId, edited_at: clock.now().toISOString() })
          .where('brand_id', '=', fromBrandId)
          .executeTakeFirst();
        await trx
          .updateTable('products')
          .set({ brand_id: intoBrandId })
          .where('brand_id', '=', fromBrandId)
          .execute();
        await trx
          .updateTable('brands')
          .set({ is_active: 0, merged_into_id: intoBrandId })
          .where('id', '=', fromBrandId)
          .execute();
        const modelsMoved = Number(moved.numUpdatedRows);
        await auditCatalogue(
          trx,
          clock,
          staffId,
          'brand',
          fromBrandId,
          'catalogueMerged',
          { name: from.name, active: from.is_active === 1 },
          { mergedInto: { brandId: into.id, name: into.name }, modelsMoved },
        );
        return { modelsMoved };
      });
    },
  };
}
export type CatalogueBrands = ReturnType<typeof createCatalogueBrands>;

import {
  type CatalogueLevel,
  type CategoryTree,
  catalogueMessages,
  type ZSaveLevelRequest,
} from '@galla/contracts/console-catalogue';
import { bpsToPercent } from '@galla/domain/gst-rates';
import { sql } from 'kysely';
import type { z } from 'zod';
import type { Db, Dialect } from '../../db/database.js';
import type { Clock } from '../../platform/clock.js';
import { AppError } from '../../platform/envelope.js';
import { auditCatalogue } from './audit-entry.js';
import { lockCatalogue, takeIds } from './lock.js';
import './tables.js';

type SaveLevel = z.output<typeof ZSaveLevelRequest>;
const words: Record<CatalogueLevel, string> = {
  superCategory: 'super category',
  category: 'category',
  subcategory: 'subcategory',
};
const lowerEq = (column: string, name: string) =>
  sql<boolean>`lower(${sql.ref(column)}) = ${name.toLowerCase()}`;
const count = (rows: { n: number | string }[]) => Number(rows[0]?.n ?? 0);

// Categories: the tree super category → category → subcategory. Names are unique among siblings;
// categories and subcategories may carry a default HSN and GST rate for their models. A level that
// models or shops' products use is never deleted, only deactivated. Every change is audited.
export function createCatalogueLevels(deps: { db: Db; dialect: Dialect; clock: Clock }) {
  const { db, dialect, clock } = deps;

  async function usage(level: CatalogueLevel, id: number, q: Db = db): Promise<number> {
    if (level === 'subcategory') {
      return count(
        await q
          .selectFrom('models')
          .select((eb) => eb.fn.countAll<number>().as('n'))
          .where('subcategory_id', '=', id)
          .execute(),
      );
    }
    const categoryIds =
      level === 'category'
        ? [id]
        : (await q.selectFrom('categories').select('id').where('super_category_id', '=', id).execute()).map(
            (r) => r.id,
          );
    if (categoryIds.length === 0) return 0;
    const models = count(
      await q
        .selectFrom('models')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .where('category_id', 'in', categoryIds)
        .execute(),
    );
    const products = count(
      await q
        .selectFrom('products')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .where('category_id', 'in', categoryIds)
        .execute(),
    );
    // A shop that chose the category in onboarding uses it too.
    const chosen = count(
      await q
        .selectFrom('shop_categories')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .where('category_id', 'in', categoryIds)
        .execute(),
    );
    return models + products + chosen;
  }

  async function current(trx: Db, level: CatalogueLevel, id: number) {
    const row =
      level === 'superCategory'
        ? await trx
            .selectFrom('super_categories')
            .select([
              'id',
              'name',
              'is_active',
              sql<null>`null`.as('hsn'),
              sql<null>`null`.as('gst_rate_bps'),
            ])
            .where('id', '=', id)
            .executeTakeFirst()
        : await trx
            .selectFrom(level === 'category' ? 'categories' : 'subcategories')
            .select(['id', 'name', 'is_active', 'hsn', 'gst_rate_bps'])
            .where('id', '=', id)
            .executeTakeFirst();
    if (!row) throw new AppError(404, catalogueMessages.notFound);
    return row;
  }

  /** The sibling with this name, if another one has it. */
  async function nameTaken(
    trx: Db,
    level: CatalogueLevel,
    parentId: number | undefined,
    name: string,
    id?: number,
  ) {
    const query =
      level === 'superCategory'
        ? trx.selectFrom('super_categories').select('id').where(lowerEq('name', name))
        : level === 'category'
          ? trx
              .selectFrom('categories')
              .select('id')
              .where('super_category_id', '=', parentId ?? 0)
              .where(lowerEq('name', name))
          : trx
              .selectFrom('subcategories')
              .select('id')
              .where('category_id', '=', parentId ?? 0)
              .where(lowerEq('name', name));
    const rows = await query.execute();
    return rows.some((r) => r.id !== id);
  }

  async function parentOf(trx: Db, level: CatalogueLevel, id: number): Promise<number | undefined> {
    if (level === 'category')
      return (
        await trx.selectFrom('categories').select('super_category_id').where('id', '=', id).executeTakeFirst()
      )?.super_category_id;
    if (level === 'subcategory')
      return (
        await trx.selectFrom('subcategories').select('category_id').where('id', '=', id).executeTakeFirst()
      )?.category_id;
    return undefined;
  }

  const snapshot = (r: {
    name: string;
    is_active: number;
    hsn: string | null;
    gst_rate_bps: number | null;
  }) => ({
    name: r.name,
    active: r.is_active === 1,
    hsn: r.hsn,
    gstRate: r.gst_rate_bps === null ? null : bpsToPercent(r.gst_rate_bps),
  });

  return {
    usage,

    async tree(): Promise<CategoryTree> {
      const [supers, categories, subs, modelCounts, subCounts, productCounts] = await Promise.all([
        db
          .selectFrom('super_categories')
          .select(['id', 'name', 'is_active'])
          .orderBy('sort_order')
          .orderBy('id')
          .execute(),
        db
          .selectFrom('categories')
          .select(['id', 'super_category_id', 'name', 'is_active', 'hsn', 'gst_rate_bps'])
          .orderBy('sort_order')
          .orderBy('id')
          .execute(),
        db
          .selectFrom('subcategories')
          .select(['id', 'category_id', 'name', 'is_active', 'hsn', 'gst_rate_bps'])
          .orderBy('id')
          .execute(),
        db
          .selectFrom('models')
          .select(['category_id', (eb) => eb.fn.countAll<number>().as('n')])
          .groupBy('category_id')
          .execute(),
        db
          .selectFrom('models')
          .select(['subcategory_id', (eb) => eb.fn.countAll<number>().as('n')])
          .where('subcategory_id', 'is not', null)
          .groupBy('subcategory_id')
          .execute(),
        db
          .selectFrom('products')
          .select(['category_id', (eb) => eb.fn.countAll<number>().as('n')])
          .groupBy('category_id')
          .execute(),
      ]);
      const used = new Map<number, number>();
      for (const r of [...modelCounts, ...productCounts])
        used.set(r.category_id, (used.get(r.category_id) ?? 0) + Number(r.n));
      const subUsed = new Map(subCounts.map((r) => [r.subcategory_id, Number(r.n)]));
      const node = (
        r: { id: number; name: string; is_active: number; hsn: string | null; gst_rate_bps: number | null },
        inUse: number,
      ) => ({
        id: r.id,
        ...snapshot(r),
        inUse,
      });
      return {
        superCategories: supers.map((s) => {
          const children = categories
            .filter((c) => c.super_category_id === s.id)
            .map((c) => ({
              ...node(c, used.get(c.id) ?? 0),
              subcategories: subs
                .filter((x) => x.category_id === c.id)
                .map((x) => node(x, subUsed.get(x.id) ?? 0)),
            }));
          return {
            ...node(
              { ...s, hsn: null, gst_rate_bps: null },
              children.reduce((sum, c) => sum + c.inUse, 0),
            ),
            categories: children,
          };
        }),
      };
    },

    /** Adds a level under its parent, or renames/edits one. */
    async save(input: SaveLevel, staffId: number): Promise<{ id: number }> {
      const { level } = input;
      if (level === 'superCategory' && (input.hsn || (input.gstRate !== undefined && input.gstRate !== null)))
        throw new AppError(400, 'A super category has no HSN or GST rate: set them on its categories');
      return db.transaction().execute(async (trx) => {
        await lockCatalogue(trx, dialect);
        if (input.id !== undefined) {
          const before = await current(trx, level, input.id);
          const parentId = await parentOf(trx, level, input.id);
          if (await nameTaken(trx, level, parentId, input.name, input.id))
            throw new AppError(400, catalogueMessages.nameTaken);
          const changes = {
            name: input.name,
            ...(level === 'superCategory'
              ? {}
              : {
                  hsn: input.hsn === undefined ? before.hsn : input.hsn,
                  gst_rate_bps: input.gstRate === undefined ? before.gst_rate_bps : input.gstRate,
                }),
          };
          // Super categories and categories come from the committed data too: stamped, the start-up
          // sync leaves them as staff left them (reference/sync.ts). Subcategories are staff's alone.
          const edited_at = clock.now().toISOString();
          if (level === 'superCategory')
            await trx
              .updateTable('super_categories')
              .set({ ...changes, edited_at })
              .where('id', '=', input.id)
              .execute();
          else if (level === 'category')
            await trx
              .updateTable('categories')
              .set({ ...changes, edited_at })
              .where('id', '=', input.id)
              .execute();
          else await trx.updateTable('subcategories').set(changes).where('id', '=', input.id).execute();
          const after = await current(trx, level, input.id);
          await auditCatalogue(
            trx,
            clock,
            staffId,
            level,
            input.id,
            'catalogueEdited',
            snapshot(before),
            snapshot(after),
          );
          return { id: input.id };
        }

        if (level !== 'superCategory') {
          if (input.parentId === undefined) throw new AppError(400, catalogueMessages.parent);
          await current(trx, level === 'category' ? 'superCategory' : 'category', input.parentId).catch(
            () => {
              throw new AppError(400, catalogueMessages.parent);
            },
          );
        }
        if (await nameTaken(trx, level, input.parentId, input.name))
          throw new AppError(400, catalogueMessages.nameTaken);
        const id = await insertLevel(
          trx,
          level,
          input.parentId ?? 0,
          input.name,
          input.hsn ?? null,
          input.gstRate ?? null,
        );
        await auditCatalogue(trx, clock, staffId, level, id, 'catalogueAdded', undefined, {
          ...snapshot(await current(trx, level, id)),
          parentId: input.parentId ?? null,
        });
        return { id };
      });
    },

    async setActive(level: CatalogueLevel, id: number, active: boolean, staffId: number): Promise<void> {
      await db.transaction().execute(async (trx) => {
        await lockCatalogue(trx, dialect);
        const before = await current(trx, level, id);
        const table =
          level === 'superCategory'
            ? 'super_categories'
            : level === 'category'
              ? 'categories'
              : 'subcategories';
        await trx
          .updateTable(table)
          .set({ is_active: active ? 1 : 0 })
          .where('id', '=', id)
          .execute();
        await auditCatalogue(
          trx,
          clock,
          staffId,
          level,
          id,
          active ? 'catalogueActivated' : 'catalogueDeactivated',
          { active: before.is_active === 1 },
          { active },
        );
      });
    },

    /** Deletes a level nothing uses and nothing sits under; anything in use is only deactivated. */
    async remove(level: CatalogueLevel, id: number, staffId: number): Promise<void> {
      await db.transaction().execute(async (trx) => {
        await lockCatalogue(trx, dialect);
        const before = await current(trx, level, id);
        const inUse = await usage(level, id, trx);
        if (inUse > 0) throw new AppError(400, catalogueMessages.inUse(words[level], inUse));
        const children =
          level === 'superCategory'
            ? await trx.selectFrom('categories').select('id').where('super_category_id', '=', id).execute()
            : level === 'category'
              ? await trx.selectFrom('subcategories').select('id').where('category_id', '=', id).execute()
              : [];
        if (children.length > 0) throw new AppError(400, catalogueMessages.hasChildren);
        const table =
          level === 'superCategory'
            ? 'super_categories'
            : level === 'category'
              ? 'categories'
              : 'subcategories';
        await trx.deleteFrom(table).where('id', '=', id).execute();
        await auditCatalogue(trx, clock, staffId, level, id, 'catalogueDeleted', snapshot(before), undefined);
      });
    },
  };
}

/** A new level row, with an id from the staff range (subcategories number themselves). */
export async function insertLevel(
  trx: Db,
  level: CatalogueLevel,
  parentId: number,
  name: string,
  hsn: string | null,
  gstRateBps: number | null,
): Promise<number> {
  if (level === 'subcategory') {
    const row = await trx
      .insertInto('subcategories')
      .values({ category_id: parentId, name, hsn, gst_rate_bps: gstRateBps })
      .returning('id')
      .executeTakeFirstOrThrow();
    return row.id;
  }
  const [id] = await takeIds(trx, level, 1);
  if (level === 'superCategory') {
    await trx.insertInto('super_categories').values({ id: id!, name, sort_order: id! }).execute();
  } else {
    await trx
      .insertInto('categories')
      .values({ id: id!, super_category_id: parentId, name, sort_order: id!, hsn, gst_rate_bps: gstRateBps })
      .execute();
  }
  return id!;
}

export type CatalogueLevels = ReturnType<typeof createCatalogueLevels>;

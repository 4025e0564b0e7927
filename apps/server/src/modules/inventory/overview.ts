import { istDate } from '@galla/domain/financial-year';
import { paiseToRupees } from '@galla/domain/money';
import { milliToQuantity } from '@galla/domain/quantity';
import { ageStock, type LedgerMovement } from '@galla/domain/stock-ageing';
import type { Db } from '../../db/database.js';
import type { Clock } from '../../platform/clock.js';

export type OverviewFilter = {
  superCategoryId?: number | null;
  categoryId?: number | null;
  brandId?: number | null;
  /** A product of the shop. */
  modelId?: number | null;
};

// Inventory Overview: the shop's stock of the chosen super category / category / brand / product,
// aged from the stock ledger, and the options of the four cascading selects.
export function createInventoryOverview(deps: { db: Db; clock: Clock }) {
  const { db, clock } = deps;

  function products(shopId: number, f: OverviewFilter) {
    let q = db
      .selectFrom('products as p')
      .innerJoin('categories as c', 'c.id', 'p.category_id')
      .innerJoin('super_categories as s', 's.id', 'c.super_category_id')
      .innerJoin('brands as b', 'b.id', 'p.brand_id')
      .where('p.shop_id', '=', shopId);
    if (f.superCategoryId) q = q.where('s.id', '=', f.superCategoryId);
    if (f.categoryId) q = q.where('c.id', '=', f.categoryId);
    if (f.brandId) q = q.where('b.id', '=', f.brandId);
    if (f.modelId) q = q.where('p.id', '=', f.modelId);
    return q;
  }

  return {
    async report(shopId: number, f: OverviewFilter) {
      const movements = await products(shopId, f)
        .innerJoin('stock_ledger as l', (join) =>
          join.onRef('l.product_id', '=', 'p.id').on('l.shop_id', '=', shopId),
        )
        .select(['l.product_id', 'l.qty_milli', 'l.unit_cost_paise', 'l.created_at'])
        .orderBy('l.id')
        .execute();
      // FIFO runs per product: one product's sale never uses up another's stock.
      const byProduct = new Map<number, LedgerMovement[]>();
      for (const m of movements) {
        const list = byProduct.get(m.product_id) ?? [];
        list.push({
          qtyMilli: m.qty_milli,
          unitCostPaise: m.unit_cost_paise,
          date: istDate(new Date(m.created_at)),
        });
        byProduct.set(m.product_id, list);
      }
      const today = istDate(clock.now());
      const totals = ageStock([], today);
      for (const list of byProduct.values()) {
        ageStock(list, today).forEach((b, i) => {
          totals[i]!.quantityMilli += b.quantityMilli;
          totals[i]!.valuePaise += b.valuePaise;
        });
      }
      const names = await this.names(shopId, f);
      return {
        ...names,
        report: totals.map((b) => ({
          bucket: b.bucket,
          quantity: milliToQuantity(b.quantityMilli),
          value: paiseToRupees(b.valuePaise),
        })),
      };
    },

    // Categories and brands are the shared catalogue's; a product is the shop's own, so its name is
    // looked up only among the shop's products (ids are sequential: another shop's is easy to guess).
    async names(shopId: number, f: OverviewFilter) {
      const one = async (table: 'super_categories' | 'categories' | 'brands', id?: number | null) =>
        id
          ? ((await db.selectFrom(table).select('name').where('id', '=', id).executeTakeFirst())?.name ??
            null)
          : null;
      const model = f.modelId
        ? ((
            await db
              .selectFrom('products')
              .select('name')
              .where('id', '=', f.modelId)
              .where('shop_id', '=', shopId)
              .executeTakeFirst()
          )?.name ?? null)
        : null;
      return {
        superCategoryName: await one('super_categories', f.superCategoryId),
        categoryName: await one('categories', f.categoryId),
        brandName: await one('brands', f.brandId),
        modelName: model,
      };
    },

    /** What each select can offer, from the shop's own products, given the choices above it. */
    async options(shopId: number, f: OverviewFilter) {
      const distinct = async (
        idCol: 's.id' | 'c.id' | 'b.id' | 'p.id',
        nameCol: 's.name' | 'c.name' | 'b.name' | 'p.name',
        scope: OverviewFilter,
      ) =>
        (await products(shopId, scope)
          .select([`${idCol} as id`, `${nameCol} as name`])
          .distinct()
          .orderBy(nameCol)
          .execute()) as {
          id: number;
          name: string;
        }[];
      return {
        superCategories: await distinct('s.id', 's.name', {}),
        categories: f.superCategoryId
          ? await distinct('c.id', 'c.name', { superCategoryId: f.superCategoryId })
          : [],
        brands: f.categoryId
          ? await distinct('b.id', 'b.name', { superCategoryId: f.superCategoryId, categoryId: f.categoryId })
          : [],
        models: f.brandId ? await distinct('p.id', 'p.name', { ...f, modelId: null }) : [],
      };
    },
  };
}
export type InventoryOverview = ReturnType<typeof createInventoryOverview>;

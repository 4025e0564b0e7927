import type { SaleAnalysisRequest } from '@galla/contracts/ledger';
import { istDate } from '@galla/domain/financial-year';
import { paiseToRupees } from '@galla/domain/money';
import { milliToQuantity } from '@galla/domain/quantity';
import {
  monthBounds,
  monthLabel,
  monthsOf,
  reportMessages,
  reportRangeProblem,
} from '@galla/domain/report-range';
import type { Db } from '../../db/database.js';
import type { Clock } from '../../platform/clock.js';
import { AppError } from '../../platform/envelope.js';
import type { InventoryOverview } from '../inventory/overview.js';
import { type MonthCache, monthStamps } from './month-cache.js';

export type MonthFigures = {
  month: string;
  inventoryMilli: number;
  inventoryPaise: number;
  salesMilli: number;
  salesPaise: number;
};

/** Completed bills only: superseded versions (12) and cancelled bills (2) never count. */
export const COMPLETED = 1;

// Sales analysis (ledger/saleAnalysisDetails): per month of the range, the units that came into stock
// and the units sold, for the products the four cascading filters choose.
export function createSalesAnalysis(deps: {
  db: Db;
  clock: Clock;
  overview: InventoryOverview;
  cache: MonthCache;
}) {
  const { db, clock, cache } = deps;

  function checkRange(from: string, to: string) {
    const problem = reportRangeProblem(from, to, istDate(clock.now()));
    if (problem) throw new AppError(400, problem);
  }

  /** The shop's products the filters choose, or undefined when nothing is filtered. */
  function chosenProducts(shopId: number, f: SaleAnalysisRequest) {
    if (!f.superCategoryId && !f.categoryId && !f.brandId && !f.modelId) return undefined;
    let q = db
      .selectFrom('products as p')
      .innerJoin('categories as c', 'c.id', 'p.category_id')
      .select('p.id')
      .where('p.shop_id', '=', shopId);
    if (f.modelId) q = q.where('p.id', '=', f.modelId);
    if (f.brandId) q = q.where('p.brand_id', '=', f.brandId);
    if (f.categoryId) q = q.where('p.category_id', '=', f.categoryId);
    if (f.superCategoryId) q = q.where('c.super_category_id', '=', f.superCategoryId);
    return q;
  }

  /** Units and taxable value sold per product on completed bills dated from..to. */
  async function soldByProduct(
    shopId: number,
    from: string,
    to: string,
  ): Promise<[number, number, number][]> {
    const rows = await db
      .selectFrom('invoices as i')
      .innerJoin('invoice_lines as l', 'l.invoice_id', 'i.id')
      .select((eb) => [
        'l.product_id',
        eb.fn.sum<number>('l.qty_milli').as('qty'),
        eb.fn.sum<number>('l.taxable_paise').as('value'),
      ])
      .where('i.shop_id', '=', shopId)
      .where('l.shop_id', '=', shopId)
      .where('i.status', '=', COMPLETED)
      .where('i.invoice_date', '>=', from)
      .where('i.invoice_date', '<=', to)
      .groupBy('l.product_id')
      .execute();
    return rows.map((r) => [r.product_id, Number(r.qty), Number(r.value)]);
  }

  async function figures(shopId: number, f: SaleAnalysisRequest): Promise<MonthFigures[]> {
    const months = monthsOf(f.fromDate, f.toDate);
    const first = monthBounds(months[0]!).from;
    const last = monthBounds(months[months.length - 1]!).to;
    const stamps = await monthStamps(db, shopId, first, last);
    const chosen = chosenProducts(shopId, f);
    const allowed = chosen ? new Set((await chosen.execute()).map((p) => p.id)) : undefined;

    const byMonth = new Map(
      months.map((m) => [
        m,
        { month: m, inventoryMilli: 0, inventoryPaise: 0, salesMilli: 0, salesPaise: 0 },
      ]),
    );
    for (const m of months) {
      const stamp = stamps.get(m);
      if (!stamp) continue; // no bill at all that month
      const bounds = monthBounds(m);
      const from = [f.fromDate, bounds.from].sort()[1]!;
      const to = [f.toDate, bounds.to].sort()[0]!;
      // A whole month may come from the cache; a month the range cuts is summed for its days.
      const rows =
        from === bounds.from && to === bounds.to
          ? await cache.get(
              shopId,
              'sold-by-product',
              m,
              stamp,
              () => soldByProduct(shopId, from, to),
              async () => (await monthStamps(db, shopId, from, to)).get(m) ?? '',
            )
          : await soldByProduct(shopId, from, to);
      const fig = byMonth.get(m)!;
      for (const [productId, qty, value] of rows) {
        if (allowed && !allowed.has(productId)) continue;
        fig.salesMilli += qty;
        fig.salesPaise += value;
      }
    }

    // Stock that came in: few rows (purchases, not sales), so they are grouped by IST month here.
    // Their timestamps are UTC; a day either side of the range is read, then cut by IST date.
    const fromUtc = new Date(`${f.fromDate}T00:00:00+05:30`).toISOString();
    const toUtc = new Date(new Date(`${f.toDate}T00:00:00+05:30`).getTime() + 86_400_000).toISOString();
    let came = db
      .selectFrom('stock_ledger as s')
      .select(['s.qty_milli', 's.unit_cost_paise', 's.created_at'])
      .where('s.shop_id', '=', shopId)
      .where('s.reason', 'in', ['opening', 'purchase'])
      .where('s.qty_milli', '>', 0)
      .where('s.created_at', '>=', fromUtc)
      .where('s.created_at', '<', toUtc);
    if (chosen) came = came.where('s.product_id', 'in', chosen);
    const stocked = await came.execute();

    for (const s of stocked) {
      const m = byMonth.get(istDate(new Date(s.created_at)).slice(0, 7));
      if (!m) continue;
      m.inventoryMilli += s.qty_milli;
      // Stock value in paise: qty in thousandths × unit cost, rounded half up to the paisa.
      m.inventoryPaise += Math.floor((s.qty_milli * (s.unit_cost_paise ?? 0) + 500) / 1000);
    }
    return [...byMonth.values()];
  }

  return {
    checkRange,
    figures,
    /** Null when the range holds no sale ('No Sales Data present yet'). */
    async report(shopId: number, f: SaleAnalysisRequest) {
      checkRange(f.fromDate, f.toDate);
      const months = await figures(shopId, f);
      if (!months.some((m) => m.salesMilli !== 0)) return null;
      return {
        ...(await deps.overview.names(shopId, f)),
        report: months.map((m) => ({
          month: m.month,
          label: monthLabel(m.month),
          inventory: milliToQuantity(m.inventoryMilli),
          sales: milliToQuantity(m.salesMilli),
          inventoryValue: paiseToRupees(m.inventoryPaise),
          salesValue: paiseToRupees(m.salesPaise),
        })),
      };
    },
    noSales: reportMessages.noSalesData,
  };
}
export type SalesAnalysis = ReturnType<typeof createSalesAnalysis>;

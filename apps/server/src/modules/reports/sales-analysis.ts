import type { SaleAnalysisRequest } from '@galla/contracts/ledger';
import { istDate } from '@galla/domain/financial-year';
import { paiseToRupees } from '@galla/domain/money';
import { milliToQuantity } from '@galla/domain/quantity';
import { monthLabel, monthsOf, reportMessages, reportRangeProblem } from '@galla/domain/report-range';
import { sql } from 'kysely';
import type { Db } from '../../db/database.js';
import type { Clock } from '../../platform/clock.js';
import { AppError } from '../../platform/envelope.js';
import type { InventoryOverview } from '../inventory/overview.js';

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
export function createSalesAnalysis(deps: { db: Db; clock: Clock; overview: InventoryOverview }) {
  const { db, clock } = deps;

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

  async function figures(shopId: number, f: SaleAnalysisRequest): Promise<MonthFigures[]> {
    let sold = db
      .selectFrom('invoices as i')
      .innerJoin('invoice_lines as l', 'l.invoice_id', 'i.id')
      .where('i.shop_id', '=', shopId)
      .where('l.shop_id', '=', shopId)
      .where('i.status', '=', COMPLETED)
      .where('i.invoice_date', '>=', f.fromDate)
      .where('i.invoice_date', '<=', f.toDate);
    const chosen = chosenProducts(shopId, f);
    if (chosen) sold = sold.where('l.product_id', 'in', chosen);
    // Literals, not parameters: PostgreSQL matches the SELECT and GROUP BY expressions by their text.
    const month = sql<string>`substr(${sql.ref('i.invoice_date')}, 1, 7)`;
    const sales = await sold
      .select((eb) => [
        month.as('month'),
        eb.fn.sum<number>('l.qty_milli').as('qty'),
        eb.fn.sum<number>('l.taxable_paise').as('value'),
      ])
      .groupBy(month)
      .execute();

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

    const byMonth = new Map(
      monthsOf(f.fromDate, f.toDate).map((m) => [
        m,
        { month: m, inventoryMilli: 0, inventoryPaise: 0, salesMilli: 0, salesPaise: 0 },
      ]),
    );
    for (const s of sales) {
      const m = byMonth.get(s.month);
      if (!m) continue;
      m.salesMilli += Number(s.qty);
      m.salesPaise += Number(s.value);
    }
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

import type { TodaySummary } from '@galla/contracts/reports';
import { istDate } from '@galla/domain/financial-year';
import { paiseToRupees } from '@galla/domain/money';
import { paymentModes } from '@galla/domain/payments';
import { milliToQuantity } from '@galla/domain/quantity';
import type { Db } from '../../db/database.js';
import type { Clock } from '../../platform/clock.js';

/** At or below this many units a product is low (the inventory list's amber and red). */
const LOW_STOCK_MILLI = 10_000;
const LOW_STOCK_SHOWN = 10;
const COMPLETED = 1;

// The home page's figures for today, read from the same invoices the invoice list shows, so they
// reconcile: the sales are the sum of today's completed bills, and the payments add up to them.
export function createTodaySummary(deps: { db: Db; clock: Clock }) {
  const { db, clock } = deps;

  const todaysBills = (shopId: number, date: string) =>
    db
      .selectFrom('invoices as i')
      .where('i.shop_id', '=', shopId)
      .where('i.status', '=', COMPLETED)
      .where('i.invoice_date', '=', date);

  return async function todaySummary(shopId: number): Promise<TodaySummary> {
    const date = istDate(clock.now());
    const sales = await todaysBills(shopId, date)
      .select((eb) => [
        eb.fn.countAll().as('bills'),
        eb.fn.sum<number | string | null>('i.total_paise').as('total'),
      ])
      .executeTakeFirstOrThrow();
    const byMode = await todaysBills(shopId, date)
      .innerJoin('invoice_payments as p', 'p.invoice_id', 'i.id')
      .select((eb) => ['p.mode', eb.fn.sum<number | string>('p.amount_paise').as('amount')])
      .groupBy('p.mode')
      .execute();
    const low = db
      .selectFrom('products as p')
      .where('p.shop_id', '=', shopId)
      .where('p.is_active', '=', 1)
      .where('p.stock_milli', '<=', LOW_STOCK_MILLI);
    const lowCount = await low.select((eb) => eb.fn.countAll().as('n')).executeTakeFirstOrThrow();
    const lowItems = await low
      .innerJoin('units as u', 'u.id', 'p.unit_id')
      .select(['p.id', 'p.name', 'p.stock_milli', 'u.abbreviation as unit'])
      .orderBy('p.stock_milli')
      .orderBy('p.id')
      .limit(LOW_STOCK_SHOWN)
      .execute();

    // PostgreSQL answers counts and sums of BIGINT as text.
    const amounts = new Map(byMode.map((r) => [r.mode, Number(r.amount)]));
    const known = new Set<string>(paymentModes.map((m) => m.id));
    const modes = [
      ...paymentModes.map((m) => ({ mode: m.id as string, label: m.label as string })),
      ...[...amounts.keys()].filter((m) => !known.has(m)).map((m) => ({ mode: m, label: m })),
    ];
    return {
      date,
      sales: { totalAmount: paiseToRupees(Number(sales.total ?? 0)), bills: Number(sales.bills) },
      payments: modes
        .filter((m) => (amounts.get(m.mode) ?? 0) > 0)
        .map((m) => ({ ...m, amount: paiseToRupees(amounts.get(m.mode)!) })),
      lowStock: {
        count: Number(lowCount.n),
        items: lowItems.map((r) => ({
          productId: r.id,
          modelName: r.name,
          modelQuantity: milliToQuantity(r.stock_milli),
          units: r.unit,
        })),
      },
    };
  };
}
export type TodaySummaryReport = ReturnType<typeof createTodaySummary>;

import type { ProfitLossReport } from '@galla/contracts/expenses';
import { paiseToRupees } from '@galla/domain/money';
import { monthsOf } from '@galla/domain/report-range';
import { sql } from 'kysely';
import type { Db } from '../../db/database.js';
import { amountInRange, expensesIn } from './occurrences.js';

// Only the current version of a completed bill counts: 2 is cancelled, 12 a version replaced by an
// edit, 0 a bill still being written.
const COMPLETED = 1;

export type ProfitAndLoss = {
  from: string;
  to: string;
  months: { month: string; incomePaise: number; expensesPaise: number }[];
  bills: number;
  totalSalesPaise: number;
  discountsPaise: number;
  incomePaise: number;
  costOfGoodsSoldPaise: number;
  grossProfitPaise: number;
  expensesPaise: number;
  netProfitPaise: number;
  gstCollectedPaise: number;
  roundOffPaise: number;
};

// PostgreSQL answers sums of BIGINT as text.
const n = (v: unknown) => Number(v ?? 0);

/**
 * Profit and loss for a shop and a range, to the paisa: income is the taxable value of the completed
 * bills dated inside it; cost of goods sold is each line's quantity at the purchase price recorded on
 * the line when it was sold, summed on the invoice row as it is written (invoices.cost_paise);
 * expenses count every occurrence of a recurring one. One pass over the shop's invoices.
 */
export function createProfitAndLoss(deps: { db: Db }) {
  const { db } = deps;
  const bills = (shopId: number, from: string, to: string) =>
    db
      .selectFrom('invoices as i')
      .where('i.shop_id', '=', shopId)
      .where('i.status', '=', COMPLETED)
      .where('i.invoice_date', '>=', from)
      .where('i.invoice_date', '<=', to);
  const month = sql<string>`substr(i.invoice_date, 1, 7)`;

  async function forRange(shopId: number, from: string, to: string): Promise<ProfitAndLoss> {
    const sales = await bills(shopId, from, to)
      .select((eb) => [
        month.as('month'),
        eb.fn.countAll().as('bills'),
        eb.fn.sum('i.taxable_paise').as('taxable'),
        eb.fn.sum('i.total_paise').as('total'),
        eb.fn.sum(sql`i.discount_paise + i.invoice_discount_paise`).as('discounts'),
        eb.fn.sum('i.tax_paise').as('tax'),
        eb.fn.sum('i.round_off_paise').as('round_off'),
        eb.fn.sum('i.cost_paise').as('cost'),
      ])
      .groupBy(month)
      .execute();
    const expenses = await expensesIn(db, shopId, { from, to });

    const byMonth = new Map(monthsOf(from, to).map((m) => [m, { incomePaise: 0, expensesPaise: 0 }]));
    let totals = { bills: 0, taxable: 0, total: 0, discounts: 0, tax: 0, roundOff: 0, cost: 0 };
    for (const r of sales) {
      byMonth.get(r.month)!.incomePaise += n(r.taxable);
      totals = {
        bills: totals.bills + n(r.bills),
        taxable: totals.taxable + n(r.taxable),
        total: totals.total + n(r.total),
        discounts: totals.discounts + n(r.discounts),
        tax: totals.tax + n(r.tax),
        roundOff: totals.roundOff + n(r.round_off),
        cost: totals.cost + n(r.cost),
      };
    }
    let expensesPaise = 0;
    for (const e of expenses) {
      for (const day of e.days) byMonth.get(day.slice(0, 7))!.expensesPaise += e.amount_paise;
      expensesPaise += amountInRange(e);
    }
    const costOfGoodsSoldPaise = totals.cost;
    const grossProfitPaise = totals.taxable - costOfGoodsSoldPaise;
    return {
      from,
      to,
      months: [...byMonth].map(([m, v]) => ({ month: m, ...v })),
      bills: totals.bills,
      totalSalesPaise: totals.total,
      discountsPaise: totals.discounts,
      incomePaise: totals.taxable,
      costOfGoodsSoldPaise,
      grossProfitPaise,
      expensesPaise,
      netProfitPaise: grossProfitPaise - expensesPaise,
      gstCollectedPaise: totals.tax,
      roundOffPaise: totals.roundOff,
    };
  }

  return { forRange };
}
export type ProfitAndLossService = ReturnType<typeof createProfitAndLoss>;

/** The answer of expenses/getProfitnLossReport, in rupees. */
export function profitLossAnswer(p: ProfitAndLoss): ProfitLossReport {
  const r = paiseToRupees;
  return {
    fromDate: p.from,
    toDate: p.to,
    reports: p.months.map((m) => ({
      month: m.month,
      income: r(m.incomePaise),
      expenses: r(m.expensesPaise),
    })),
    reportDetails: {
      bills: p.bills,
      totalSales: r(p.totalSalesPaise),
      discounts: r(p.discountsPaise),
      income: r(p.incomePaise),
      costOfGoodsSold: r(p.costOfGoodsSoldPaise),
      grossProfit: r(p.grossProfitPaise),
      expenses: r(p.expensesPaise),
      netProfit: r(p.netProfitPaise),
      gstCollected: r(p.gstCollectedPaise),
      roundOff: r(p.roundOffPaise),
    },
  };
}

import { occurrencesIn } from '@galla/domain/report-range';
import type { Db } from '../../db/database.js';
import type { DateRange } from './range.js';

export type ExpenseRow = {
  id: number;
  category_id: number;
  name: string;
  amount_paise: number;
  expense_date: string;
  is_recurring: number;
  recur_until: string | null;
};

export type ExpenseInRange = ExpenseRow & { days: string[] };

/**
 * The shop's expenses that fall inside the range, each with the days it falls on (a recurring one
 * once per month). Every report reads expenses through here, so they all count the same way.
 */
export async function expensesIn(
  db: Db,
  shopId: number,
  range: DateRange,
  categoryId?: number,
): Promise<ExpenseInRange[]> {
  let query = db
    .selectFrom('expenses')
    .select(['id', 'category_id', 'name', 'amount_paise', 'expense_date', 'is_recurring', 'recur_until'])
    .where('shop_id', '=', shopId)
    .where('expense_date', '<=', range.to)
    .where((eb) =>
      eb.or([
        eb('expense_date', '>=', range.from),
        eb.and([
          eb('is_recurring', '=', 1),
          eb.or([eb('recur_until', 'is', null), eb('recur_until', '>=', range.from)]),
        ]),
      ]),
    );
  if (categoryId !== undefined) query = query.where('category_id', '=', categoryId);
  const rows = await query.orderBy('expense_date', 'desc').orderBy('id', 'desc').execute();
  return rows
    .map((r) => ({
      ...r,
      amount_paise: Number(r.amount_paise),
      days: occurrencesIn(
        { start: r.expense_date, isRecurring: r.is_recurring === 1, until: r.recur_until },
        range.from,
        range.to,
      ),
    }))
    .filter((r) => r.days.length > 0);
}

export const amountInRange = (e: ExpenseInRange) => e.amount_paise * e.days.length;

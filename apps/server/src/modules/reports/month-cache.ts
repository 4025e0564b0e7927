import { istDate } from '@galla/domain/financial-year';
import { sql } from 'kysely';
import type { Db } from '../../db/database.js';
import type { Clock } from '../../platform/clock.js';

// Figures of a finished month, kept so a twelve-month report does not sum a million bill lines each
// time. Each is stored with the month's fingerprint: the count of its completed and cancelled bills
// and the highest invoice id among them. Versions are only ever added (an edit writes a new row with
// a new, highest id; a cancel moves a row from completed to cancelled), so any change to a month's
// bills changes its fingerprint, and a stored figure is used only while the fingerprint matches:
// exact without touching the bill save path. The current month is always summed afresh (it changes
// all day), so the cache is written at most once per finished month and shop, and again only after
// an old bill is edited or cancelled.

export type MonthStamps = Map<string, string>;

/** The fingerprint of every month of the range that has bills: one index-only scan. */
export async function monthStamps(db: Db, shopId: number, from: string, to: string): Promise<MonthStamps> {
  const month = sql<string>`substr(${sql.ref('invoice_date')}, 1, 7)`;
  const rows = await db
    .selectFrom('invoices')
    .select((eb) => [
      month.as('month'),
      eb.fn.count<number>('id').filterWhere('status', '=', 1).as('completed'),
      eb.fn.count<number>('id').filterWhere('status', '=', 2).as('cancelled'),
      eb.fn.max<number>('id').as('maxId'),
    ])
    .where('shop_id', '=', shopId)
    .where('invoice_date', '>=', from)
    .where('invoice_date', '<=', to)
    .where('status', 'in', [1, 2])
    .groupBy(month)
    .execute();
  return new Map(rows.map((r) => [r.month, `${r.completed}/${r.cancelled}/${r.maxId}`]));
}

export function createMonthCache(deps: { db: Db; clock: Clock }) {
  const { db, clock } = deps;
  return {
    /**
     * The month's figures: stored ones while `stamp` matches, else computed (and stored when the
     * month is over and no bill changed while it was being summed).
     */
    async get<T>(
      shopId: number,
      kind: string,
      month: string,
      stamp: string,
      compute: () => Promise<T>,
      restamp: () => Promise<string>,
    ): Promise<T> {
      const finished = month < istDate(clock.now()).slice(0, 7);
      if (finished) {
        const row = await db
          .selectFrom('report_month_cache')
          .select(['stamp', 'payload'])
          .where('shop_id', '=', shopId)
          .where('kind', '=', kind)
          .where('month', '=', month)
          .executeTakeFirst();
        if (row && row.stamp === stamp) return JSON.parse(row.payload) as T;
      }
      const value = await compute();
      if (finished && (await restamp()) === stamp) {
        const payload = JSON.stringify(value);
        await db
          .insertInto('report_month_cache')
          .values({ shop_id: shopId, kind, month, stamp, payload, created_at: clock.now().toISOString() })
          .onConflict((oc) => oc.columns(['shop_id', 'kind', 'month']).doUpdateSet({ stamp, payload }))
          .execute();
      }
      return value;
    },
  };
}
export type MonthCache = ReturnType<typeof createMonthCache>;

import type { ConsoleReport } from '@galla/contracts/console-reports';
import { istDate } from '@galla/domain/financial-year';
import { paiseToRupees } from '@galla/domain/money';
import { reportRangeProblem } from '@galla/domain/report-range';
import { sql } from 'kysely';
import type { Db, Dialect } from '../../db/database.js';
import type { Clock } from '../../platform/clock.js';
import { AppError } from '../../platform/envelope.js';
import { istDayBounds, istDayOf } from './ist-days.js';

/** Completed bills only: superseded versions (12), cancelled bills (2) and drafts never count. */
const COMPLETED = 1;
/** Sign-up stage 3: terms, categories and OTP done (accounts spec §4). */
const SIGNED_UP = 3;

// PostgreSQL returns sums and counts of bigint as text; SQLite as numbers.
const num = (value: unknown) => Number(value ?? 0);

// The console's Reports: every figure is one GROUP BY over the rows it sums, never a loop over
// them, so a year of a busy platform is a handful of queries. Bills are counted by their IST
// business date (invoice_date); everything else by its UTC timestamp inside the IST days' bounds.
export function createConsoleReports(deps: { db: Db; dialect: Dialect; clock: Clock }) {
  const { db, dialect, clock } = deps;

  function checkRange(from: string, to: string) {
    const problem = reportRangeProblem(from, to, istDate(clock.now()));
    if (problem) throw new AppError(400, problem);
  }

  async function signUps(start: string, end: string) {
    const day = istDayOf(dialect, sql.ref<string>('created_at'));
    const rows = await db
      .selectFrom('users')
      .select((eb) => [day.as('day'), eb.fn.countAll().as('n')])
      .where('user_type', '=', 'retailer')
      .where('is_register', '=', SIGNED_UP)
      .where('created_at', '>=', start)
      .where('created_at', '<', end)
      .groupBy(day)
      .orderBy(day)
      .execute();
    return rows.map((r) => ({ date: String(r.day), count: num(r.n) }));
  }

  async function activeShops(from: string, to: string, start: string, end: string) {
    const billing = db
      .selectFrom('invoices')
      .select('shop_id')
      .where('status', '=', COMPLETED)
      .where('invoice_date', '>=', from)
      .where('invoice_date', '<=', to);
    // A session started or last used in the range (the table keeps only its latest use).
    const signedIn = db
      .selectFrom('sessions as s')
      .innerJoin('users as u', 'u.id', 's.subject_id')
      .select('u.shop_id')
      .where('s.subject_kind', '=', 'retailer')
      .where((eb) =>
        eb.or([
          eb.and([eb('s.created_at', '>=', start), eb('s.created_at', '<', end)]),
          eb.and([eb('s.last_used_at', '>=', start), eb('s.last_used_at', '<', end)]),
        ]),
      );
    const row = await db
      .selectFrom(billing.union(signedIn).as('active'))
      .select((eb) => eb.fn.countAll().as('n'))
      .executeTakeFirstOrThrow();
    return num(row.n);
  }

  async function byState(from: string, to: string) {
    const rows = await db
      .selectFrom('invoices as i')
      .innerJoin('shops as s', 's.id', 'i.shop_id')
      .leftJoin('states as st', 'st.id', 's.state_id')
      .select((eb) => [
        's.state_id',
        'st.name',
        eb.fn.countAll().as('bills'),
        eb.fn.sum('i.total_paise').as('paise'),
      ])
      .where('i.status', '=', COMPLETED)
      .where('i.invoice_date', '>=', from)
      .where('i.invoice_date', '<=', to)
      .groupBy(['s.state_id', 'st.name'])
      .orderBy('st.name')
      .execute();
    return rows.map((r) => ({
      stateId: r.state_id,
      stateName: r.name ?? '',
      bills: num(r.bills),
      paise: num(r.paise),
    }));
  }

  async function byCategory(from: string, to: string) {
    const rows = await db
      .selectFrom('invoice_lines as l')
      .innerJoin('invoices as i', 'i.id', 'l.invoice_id')
      .innerJoin('products as p', 'p.id', 'l.product_id')
      .innerJoin('categories as c', 'c.id', 'p.category_id')
      .innerJoin('super_categories as sc', 'sc.id', 'c.super_category_id')
      .select((eb) => [
        'sc.id',
        'sc.name',
        eb.fn.count('i.id').distinct().as('bills'),
        eb.fn.sum('l.total_paise').as('paise'),
      ])
      .where('i.status', '=', COMPLETED)
      .where('i.invoice_date', '>=', from)
      .where('i.invoice_date', '<=', to)
      .groupBy(['sc.id', 'sc.name', 'sc.sort_order'])
      .orderBy('sc.sort_order')
      .execute();
    return rows.map((r) => ({
      superCategoryId: r.id,
      name: r.name,
      bills: num(r.bills),
      paise: num(r.paise),
    }));
  }

  async function smsSold(start: string, end: string) {
    const row = await db
      .selectFrom('sms_orders')
      .select((eb) => [
        eb.fn.countAll().as('purchases'),
        eb.fn.sum('sms').as('sms'),
        eb.fn.sum('amount_paise').as('paise'),
      ])
      .where('status', '=', 'paid')
      .where('paid_at', '>=', start)
      .where('paid_at', '<', end)
      .executeTakeFirstOrThrow();
    return { purchases: num(row.purchases), sms: num(row.sms), paise: num(row.paise) };
  }

  async function smsSent(start: string, end: string) {
    const campaigns = await db
      .selectFrom('sms_campaigns')
      .select((eb) => eb.fn.countAll().as('n'))
      .where('created_at', '>=', start)
      .where('created_at', '<', end)
      .executeTakeFirstOrThrow();
    const outcomes = await db
      .selectFrom('sms_campaign_recipients as r')
      .innerJoin('sms_campaigns as c', 'c.id', 'r.campaign_id')
      .innerJoin('outbox as o', 'o.id', 'r.outbox_id')
      .select((eb) => ['o.status', eb.fn.countAll().as('n')])
      .where('c.created_at', '>=', start)
      .where('c.created_at', '<', end)
      .groupBy('o.status')
      .execute();
    const of = (status: string) => num(outcomes.find((o) => o.status === status)?.n);
    return { campaigns: num(campaigns.n), sent: of('sent'), failed: of('failed'), pending: of('pending') };
  }

  async function points(start: string, end: string) {
    const rows = await db
      .selectFrom('reward_points')
      .select((eb) => ['kind', eb.fn.sum('points').as('points')])
      .where('created_at', '>=', start)
      .where('created_at', '<', end)
      .groupBy('kind')
      .execute();
    const of = (kind: string) => num(rows.find((r) => r.kind === kind)?.points);
    // A redemption's hold is written negative; the report shows the points spent.
    return { issued: of('invoice'), redeemed: -of('redeem'), refunded: of('refund') };
  }

  return {
    checkRange,

    async figures(from: string, to: string): Promise<ConsoleReport> {
      checkRange(from, to);
      const { start, end } = istDayBounds(from, to);
      const [days, active, states, categories, sold, sent, ledger] = await Promise.all([
        signUps(start, end),
        activeShops(from, to, start, end),
        byState(from, to),
        byCategory(from, to),
        smsSold(start, end),
        smsSent(start, end),
        points(start, end),
      ]);
      const billsTotal = states.reduce((n, s) => n + s.bills, 0);
      const salesPaise = states.reduce((n, s) => n + s.paise, 0);
      return {
        fromDate: from,
        toDate: to,
        signUps: days,
        signUpsTotal: days.reduce((n, d) => n + d.count, 0),
        activeShops: active,
        byState: states.map(({ paise, ...s }) => ({ ...s, sales: paiseToRupees(paise) })),
        byCategory: categories.map(({ paise, ...c }) => ({ ...c, sales: paiseToRupees(paise) })),
        billsTotal,
        salesTotal: paiseToRupees(salesPaise),
        smsSold: { purchases: sold.purchases, sms: sold.sms, amount: paiseToRupees(sold.paise) },
        smsSent: sent,
        points: ledger,
      };
    },
  };
}
export type ConsoleReports = ReturnType<typeof createConsoleReports>;

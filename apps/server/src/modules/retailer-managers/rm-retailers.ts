import {
  type RmRetailerPage,
  type RmRetailerRow,
  rmMessages,
  type ZRmRetailersQuery,
} from '@galla/contracts/retailer-managers';
import { istDate } from '@galla/domain/financial-year';
import { isManagerRole, seesAllRetailers } from '@galla/domain/staff-hierarchy';
import { sql } from 'kysely';
import type { z } from 'zod';
import type { Db } from '../../db/database.js';
import type { Clock } from '../../platform/clock.js';
import { pageOf } from '../../platform/console-list.js';
import { AppError } from '../../platform/envelope.js';
import { type ManagerScope, managedShopsFilter, type ShopScope, type Viewer } from './manager-scope.js';
import { retailerBase, retailerColumns, retailerRow, retailerSearch, shopNameOf } from './retailer-rows.js';

type Query = z.output<typeof ZRmRetailersQuery>;

// RM management's retailer list: a manager's retailers (theirs and their team's) with how much each
// shop uses the app. A manager asking for someone outside their team, or a retailer outside it, is
// told there is no such thing (404), so ids cannot be probed.
export function createRmRetailers(deps: { db: Db; clock: Clock; scope: ManagerScope }) {
  const { db, clock, scope } = deps;

  // Completed bills (status 1) dated in the current IST month.
  const billsThisMonth = () => {
    const monthStart = `${istDate(clock.now()).slice(0, 7)}-01`;
    return sql<
      number | string
    >`(select count(*) from invoices where invoices.shop_id = shops.id and invoices.status = 1 and invoices.invoice_date >= ${monthStart})`;
  };
  // The latest use of any session of the shop's people (owner and sub-users).
  const lastActive = sql<
    string | null
  >`(select max(coalesce(sessions.last_used_at, sessions.created_at)) from sessions inner join users on users.id = sessions.subject_id where sessions.subject_kind = 'retailer' and users.shop_id = shops.id)`;

  /** The scope of a list: a manager's team (checked against the viewer's own), else the viewer's. */
  async function scopeFor(viewer: Viewer, managerId: number | undefined): Promise<ShopScope> {
    const own = await scope.scopeOf(viewer);
    if (managerId === undefined) return own;
    const manager = await db
      .selectFrom('staff_users')
      .select(['id', 'user_type'])
      .where('id', '=', managerId)
      .executeTakeFirst();
    const visible = own.all ? seesAllRetailers(viewer.userType) : own.staffIds.includes(managerId);
    if (!manager || !isManagerRole(manager.user_type) || !visible)
      throw new AppError(404, rmMessages.noSuchManager);
    return { all: false, staffIds: await scope.teamIds(managerId) };
  }

  function withUsage(base: ReturnType<typeof retailerBase>) {
    return base.select([
      ...retailerColumns,
      shopNameOf.as('shop_name'),
      billsThisMonth().as('bills_this_month'),
      lastActive.as('last_active'),
    ]);
  }

  function toRow(
    r: Parameters<typeof retailerRow>[0] & { bills_this_month: number | string; last_active: string | null },
  ): RmRetailerRow {
    return { ...retailerRow(r), billsThisMonth: Number(r.bills_this_month), lastActive: r.last_active };
  }

  return {
    async list(viewer: Viewer, query: Query): Promise<RmRetailerPage> {
      let base = retailerBase(db);
      const filter = managedShopsFilter(await scopeFor(viewer, query.managerId), 'shops.id');
      if (filter) base = base.where(filter);
      if (query.search) base = base.where(retailerSearch(query.search));
      const order = {
        shopName: sql`lower(coalesce(shops.trade_name, ''))`,
        ownerName: sql`lower(owner.first_name || ' ' || owner.last_name)`,
        city: sql`coalesce(cities.name, '')`,
        billsThisMonth: billsThisMonth(),
        lastActive: sql`coalesce(${lastActive}, '')`,
      }[query.sortBy];
      const { total, rows } = await pageOf(
        base,
        (q) => withUsage(q).orderBy(order, query.sortDirection).orderBy('shops.id', query.sortDirection),
        query,
      );
      return { total, rows: rows.map(toRow) };
    },

    /** One retailer, if the viewer may see it; otherwise 404 whether or not it exists. */
    async one(viewer: Viewer, shopId: number): Promise<RmRetailerRow> {
      let base = retailerBase(db).where('shops.id', '=', shopId);
      const filter = managedShopsFilter(await scope.scopeOf(viewer), 'shops.id');
      if (filter) base = base.where(filter);
      const row = await withUsage(base).executeTakeFirst();
      if (!row) throw new AppError(404, rmMessages.noSuchRetailer);
      return toRow(row);
    },
  };
}
export type RmRetailers = ReturnType<typeof createRmRetailers>;

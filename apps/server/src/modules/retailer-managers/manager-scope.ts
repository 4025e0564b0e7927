import type { StaffRole } from '@galla/domain/permissions';
import { isManagerRole, teamOf } from '@galla/domain/staff-hierarchy';
import { type Expression, type SqlBool, sql } from 'kysely';
import type { Db } from '../../db/database.js';
import './tables.js';

/** The staff member looking at a list: request.staff from the guard carries both fields. */
export type Viewer = { staffId: number; userType: StaffRole };

/**
 * Which retailers a staff member may see. A manager (Avp, state or zonal manager) sees the shops
 * mapped to them or to anyone below them; every other role is not narrowed by this section (an
 * Admin or subAdmin sees all; support staff follow their own section's rules).
 */
export type ShopScope = { all: true } | { all: false; staffIds: number[] };

// For other sections (support tickets, retailers, leads …) that must show a manager only their
// retailers: `scopeOf(request.staff!)` once per request, then `managedShopsFilter(scope, 'col')` in
// the query's where. The hierarchy is read whole: staff are a few hundred rows at most.
export function createManagerScope(deps: { db: Db }) {
  const { db } = deps;

  async function managerMap(): Promise<Map<number, number | null>> {
    const rows = await db.selectFrom('staff_users').select(['id', 'manager_id']).execute();
    return new Map(rows.map((r) => [r.id, r.manager_id]));
  }

  /** The staff member and everyone who reports to them, directly or not. */
  async function teamIds(staffId: number): Promise<number[]> {
    return teamOf(staffId, await managerMap());
  }

  async function scopeOf(viewer: Viewer): Promise<ShopScope> {
    if (!isManagerRole(viewer.userType)) return { all: true };
    return { all: false, staffIds: await teamIds(viewer.staffId) };
  }

  return {
    teamIds,
    scopeOf,
    /** The ids of the shops a viewer may see, or 'all'. Prefer managedShopsFilter in a query. */
    async visibleShopIds(viewer: Viewer): Promise<number[] | 'all'> {
      const scope = await scopeOf(viewer);
      if (scope.all) return 'all';
      if (scope.staffIds.length === 0) return [];
      const rows = await db
        .selectFrom('retailer_managers')
        .select('shop_id')
        .where('staff_id', 'in', scope.staffIds)
        .orderBy('shop_id')
        .execute();
      return rows.map((r) => r.shop_id);
    },
  };
}
export type ManagerScope = ReturnType<typeof createManagerScope>;

/**
 * A where-condition keeping the rows whose shop id (`shopIdColumn`, e.g. 'shops.id' or
 * 'tickets.shop_id') is in the scope; undefined when the scope is everything.
 */
export function managedShopsFilter(scope: ShopScope, shopIdColumn: string): Expression<SqlBool> | undefined {
  if (scope.all) return undefined;
  if (scope.staffIds.length === 0) return sql<SqlBool>`1 = 0`;
  return sql<SqlBool>`${sql.ref(shopIdColumn)} in (select shop_id from retailer_managers where staff_id in (${sql.join(scope.staffIds)}))`;
}

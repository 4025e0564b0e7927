import type { RetailerRow, ZRetailerListQuery } from '@galla/contracts/console-retailers';
import { sql } from 'kysely';
import type { z } from 'zod';
import type { Db } from '../../db/database.js';
import { containsText, pageOf } from '../../platform/console-list.js';

type ListQuery = z.output<typeof ZRetailerListQuery>;

const sortColumns = {
  name: 'u.first_name',
  shopName: 's.trade_name',
  city: 'c.name',
  createdAt: 's.created_at',
} as const;

/**
 * Retailers' shops, one row per shop with its owner, filtered, sorted and paged on the server.
 * `shopIds`, when given, keeps the list to those shops (a relationship manager's mapped retailers);
 * an empty list matches nothing.
 */
export async function listRetailers(
  db: Db,
  query: ListQuery,
  restrict: { shopIds?: readonly number[] } = {},
): Promise<{ total: number; rows: RetailerRow[] }> {
  let base = db
    .selectFrom('shops as s')
    .innerJoin('users as u', (join) =>
      join.onRef('u.shop_id', '=', 's.id').on('u.user_type', '=', 'retailer').on('u.status', '<>', 'deleted'),
    )
    .leftJoin('states as st', 'st.id', 's.state_id')
    .leftJoin('cities as c', 'c.id', 's.city_id');

  if (restrict.shopIds) {
    const ids = [...restrict.shopIds];
    base = ids.length === 0 ? base.where(sql<boolean>`1 = 0`) : base.where('s.id', 'in', ids);
  }
  if (query.search) {
    const search = query.search;
    base = base.where((eb) =>
      eb.or([
        containsText(sql`u.first_name || ' ' || u.last_name`, search),
        containsText(eb.ref('s.trade_name'), search),
        containsText(eb.ref('u.contact_number'), search),
        containsText(eb.ref('u.email'), search),
      ]),
    );
  }
  if (query.stateId) base = base.where('s.state_id', '=', query.stateId);
  if (query.cityId) base = base.where('s.city_id', '=', query.cityId);
  if (query.superCategoryId) {
    const superCategoryId = query.superCategoryId;
    base = base.where((eb) =>
      eb.exists(
        eb
          .selectFrom('shop_categories as sc')
          .innerJoin('categories as cat', 'cat.id', 'sc.category_id')
          .select('sc.shop_id')
          .whereRef('sc.shop_id', '=', 's.id')
          .where('cat.super_category_id', '=', superCategoryId),
      ),
    );
  }
  if (query.stage === 'categories') base = base.where('u.is_register', '=', 1);
  if (query.stage === 'otp') base = base.where('u.is_register', '=', 2);
  if (query.stage === 'registered') base = base.where('u.is_register', '=', 3).where('s.is_onboard', '=', 0);
  if (query.stage === 'onboarded') base = base.where('u.is_register', '=', 3).where('s.is_onboard', '=', 1);
  // A shop's status is its owner's: disabling a shop disables all its users (retailer-status.ts).
  if (query.status) base = base.where('u.status', '=', query.status);

  const { total, rows } = await pageOf(
    base,
    (q) =>
      q
        .select([
          's.id as shopId',
          'u.id as userId',
          'u.first_name as firstName',
          'u.last_name as lastName',
          's.trade_name as tradeName',
          'u.contact_number as contactNumber',
          'u.email as email',
          'st.name as state',
          'c.name as city',
          'u.is_register as isRegister',
          's.is_onboard as isOnboard',
          'u.status as status',
          's.created_at as createdAt',
        ])
        .orderBy(sortColumns[query.sortBy], query.sortDirection)
        .orderBy('s.id', query.sortDirection),
    query,
  );
  return {
    total,
    rows: rows.map((r) => ({
      ...r,
      state: r.state ?? null,
      city: r.city ?? null,
      status: r.status === 'disabled' ? 'disabled' : 'active',
    })),
  };
}

import { type Expression, type SqlBool, sql } from 'kysely';
import type { Db } from '../../db/database.js';
import { containsText } from '../../platform/console-list.js';
import './tables.js';

// The retailer rows both sections list: the shop, its owner, where it is and its manager. Read from
// the accounts and reference tables directly (read-only); this section changes only its own table.
export function retailerBase(db: Db) {
  return db
    .selectFrom('shops')
    .innerJoin('users as owner', (join) =>
      join
        .onRef('owner.shop_id', '=', 'shops.id')
        .on('owner.user_type', '=', 'retailer')
        .on('owner.status', '<>', 'deleted'),
    )
    .leftJoin('retailer_managers as rm', 'rm.shop_id', 'shops.id')
    .leftJoin('staff_users as manager', 'manager.id', 'rm.staff_id')
    .leftJoin('cities', 'cities.id', 'shops.city_id')
    .leftJoin('states', 'states.id', 'shops.state_id');
}
export type RetailerBase = ReturnType<typeof retailerBase>;

export const shopNameOf = sql<string>`coalesce(shops.trade_name, '')`;

/** Shop name, owner's name or mobile contains the text. */
export function retailerSearch(text: string): Expression<SqlBool> {
  return sql<SqlBool>`(${containsText(shopNameOf, text)} or ${containsText(
    sql`owner.first_name || ' ' || owner.last_name`,
    text,
  )} or ${containsText(sql`owner.contact_number`, text)})`;
}

export const retailerColumns = [
  'shops.id as shop_id',
  'shops.state_id',
  'shops.city_id',
  'owner.first_name as owner_first',
  'owner.last_name as owner_last',
  'owner.contact_number',
  'cities.name as city',
  'states.name as state',
  'rm.staff_id as manager_id',
  'manager.first_name as manager_first',
  'manager.last_name as manager_last',
] as const;

type RetailerColumns = {
  shop_id: number;
  shop_name: string;
  owner_first: string;
  owner_last: string;
  contact_number: string;
  city: string | null;
  state: string | null;
  manager_id: number | null;
  manager_first: string | null;
  manager_last: string | null;
};

export function retailerRow(r: RetailerColumns) {
  return {
    shopId: r.shop_id,
    shopName: r.shop_name,
    ownerName: `${r.owner_first} ${r.owner_last}`.trim(),
    mobile: r.contact_number,
    city: r.city,
    state: r.state,
    managerId: r.manager_id,
    managerName: r.manager_first === null ? null : `${r.manager_first} ${r.manager_last ?? ''}`.trim(),
  };
}

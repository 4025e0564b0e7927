import type { Db } from '../../db/database.js';
import type { ExportRow, ExportSource } from './export-source.js';

/** The sign-up stages of accounts spec §4 (users.is_register). */
const stages: Record<number, string> = {
  1: 'Terms and categories pending',
  2: 'OTP pending',
  3: 'Complete',
};

// Every retailer (shop owner; sub-users are the shop's staff, not retailers) with their shop.
// The super categories a shop chose are read for the page's shops in one query, not per row.
export function retailersExport(db: Db): ExportSource {
  return {
    fileStem: 'retailers',
    sheetName: 'Retailers',
    summary: 'All retailers with their shop, contact, place, categories, sign-up stage and status',
    columns: [
      { key: 'shop', header: 'Shop', width: 28 },
      { key: 'owner', header: 'Owner', width: 24 },
      { key: 'mobile', header: 'Mobile', width: 14 },
      { key: 'email', header: 'E-mail', width: 28 },
      { key: 'state', header: 'State', width: 18 },
      { key: 'city', header: 'City', width: 18 },
      { key: 'categories', header: 'Categories', width: 36 },
      { key: 'stage', header: 'Sign-up stage', width: 26 },
      { key: 'active', header: 'Active', width: 8 },
      { key: 'createdAt', header: 'Created at (UTC)', width: 24 },
    ],
    async page(cursor, limit) {
      const rows = await db
        .selectFrom('users as u')
        .innerJoin('shops as s', 's.id', 'u.shop_id')
        .leftJoin('states as st', 'st.id', 's.state_id')
        .leftJoin('cities as c', 'c.id', 's.city_id')
        .select([
          'u.id',
          'u.shop_id',
          's.trade_name',
          'u.first_name',
          'u.last_name',
          'u.contact_number',
          'u.email',
          'st.name as state',
          'c.name as city',
          'u.is_register',
          'u.status',
          'u.created_at',
        ])
        .where('u.user_type', '=', 'retailer')
        .where('u.id', '>', cursor)
        .orderBy('u.id')
        .limit(limit)
        .execute();
      const shopIds = [...new Set(rows.map((r) => r.shop_id))];
      const chosen = shopIds.length
        ? await db
            .selectFrom('shop_categories as sc')
            .innerJoin('categories as c', 'c.id', 'sc.category_id')
            .innerJoin('super_categories as sup', 'sup.id', 'c.super_category_id')
            .select(['sc.shop_id', 'sup.name', 'sup.sort_order'])
            .distinct()
            .where('sc.shop_id', 'in', shopIds)
            .orderBy('sup.sort_order')
            .execute()
        : [];
      const namesOf = (shopId: number) =>
        chosen
          .filter((c) => c.shop_id === shopId)
          .map((c) => c.name)
          .join(', ');
      return {
        cursor: rows.at(-1)?.id ?? cursor,
        rows: rows.map(
          (r): ExportRow => ({
            shop: r.trade_name ?? '',
            owner: `${r.first_name} ${r.last_name}`.trim(),
            mobile: r.contact_number,
            email: r.email ?? '',
            state: r.state ?? '',
            city: r.city ?? '',
            categories: namesOf(r.shop_id),
            stage: stages[r.is_register] ?? String(r.is_register),
            active: r.status === 'active' ? 'Yes' : 'No',
            createdAt: r.created_at,
          }),
        ),
      };
    },
  };
}

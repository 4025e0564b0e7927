import type { RetailerProfile } from '@galla/contracts/console-retailers';
import { consoleRetailerMessages } from '@galla/contracts/console-retailers';
import { istDate } from '@galla/domain/financial-year';
import { paiseToRupees } from '@galla/domain/money';
import type { Db } from '../../db/database.js';
import type { Clock } from '../../platform/clock.js';
import { AppError } from '../../platform/envelope.js';
import { storedFlags } from './stored-flags.js';

const COMPLETED = 1;

// A retailer's profile for staff: the owner, the shop, its categories, its usage and its page flags.
// The shop's own customers (names, numbers, the buyers on its bills) are deliberately not read.
export async function retailerProfile(db: Db, clock: Clock, shopId: number): Promise<RetailerProfile> {
  const row = await db
    .selectFrom('shops as s')
    .innerJoin('users as u', (join) =>
      join.onRef('u.shop_id', '=', 's.id').on('u.user_type', '=', 'retailer').on('u.status', '<>', 'deleted'),
    )
    .leftJoin('states as st', 'st.id', 's.state_id')
    .leftJoin('cities as c', 'c.id', 's.city_id')
    .select([
      'u.id as userId',
      'u.first_name as firstName',
      'u.last_name as lastName',
      'u.user_name as userName',
      'u.email as email',
      'u.contact_number as contactNumber',
      'u.login_type as loginType',
      'u.is_register as isRegister',
      'u.created_at as ownerCreatedAt',
      'u.status as status',
      'u.configuration as configuration',
      's.trade_name as tradeName',
      's.legal_name as legalName',
      's.address_line1 as addressLine1',
      's.address_line2 as addressLine2',
      's.pincode as pincode',
      'st.name as state',
      'c.name as city',
      's.is_gst as isGstNumber',
      's.gst_number as gstNumber',
      's.shop_status as shopStatus',
      's.shop_type as shopType',
      's.is_onboard as isOnboard',
    ])
    .where('s.id', '=', shopId)
    .executeTakeFirst();
  if (!row) throw new AppError(404, consoleRetailerMessages.notFound);

  const [categories, usage, subUsers] = await Promise.all([
    chosenCategories(db, shopId),
    usageOf(db, clock, shopId),
    db
      .selectFrom('users')
      .select((eb) => eb.fn.countAll<number | string>().as('n'))
      .where('shop_id', '=', shopId)
      .where('user_type', '=', 'subRetailer')
      .where('status', '<>', 'deleted')
      .executeTakeFirstOrThrow(),
  ]);

  return {
    shopId,
    status: row.status === 'disabled' ? 'disabled' : 'active',
    owner: {
      userId: row.userId,
      firstName: row.firstName,
      lastName: row.lastName,
      userName: row.userName,
      email: row.email,
      contactNumber: row.contactNumber,
      loginType: row.loginType,
      isRegister: row.isRegister,
      createdAt: row.ownerCreatedAt,
    },
    shop: {
      tradeName: row.tradeName,
      legalName: row.legalName,
      addressLine1: row.addressLine1,
      addressLine2: row.addressLine2,
      pincode: row.pincode,
      state: row.state ?? null,
      city: row.city ?? null,
      isGstNumber: row.isGstNumber,
      gstNumber: row.gstNumber,
      shopStatus: row.shopStatus,
      shopType: row.shopType,
      isOnboard: row.isOnboard,
    },
    categories,
    usage,
    subUsers: Number(subUsers.n),
    configuration: storedFlags(row.configuration),
  };
}

async function chosenCategories(db: Db, shopId: number) {
  const rows = await db
    .selectFrom('shop_categories as sc')
    .innerJoin('categories as c', 'c.id', 'sc.category_id')
    .innerJoin('super_categories as sup', 'sup.id', 'c.super_category_id')
    .select(['sup.id as superCategoryId', 'sup.name as superCategoryName', 'c.name as categoryName'])
    .where('sc.shop_id', '=', shopId)
    .orderBy('sup.sort_order')
    .orderBy('c.sort_order')
    .execute();
  const bySuper = new Map<number, RetailerProfile['categories'][number]>();
  for (const r of rows) {
    const entry = bySuper.get(r.superCategoryId) ?? {
      superCategoryId: r.superCategoryId,
      superCategoryName: r.superCategoryName,
      categories: [],
    };
    entry.categories.push(r.categoryName);
    bySuper.set(r.superCategoryId, entry);
  }
  return [...bySuper.values()];
}

// Read straight from the invoices and sessions tables: counts and sums only, the way the reports
// module reads invoices. PostgreSQL answers counts and sums of BIGINT as text, hence Number().
async function usageOf(db: Db, clock: Clock, shopId: number): Promise<RetailerProfile['usage']> {
  const monthStart = `${istDate(clock.now()).slice(0, 7)}-01`;
  const completed = () =>
    db.selectFrom('invoices').where('shop_id', '=', shopId).where('status', '=', COMPLETED);
  const [all, month, lastBill, lastSession] = await Promise.all([
    completed()
      .select((eb) => [
        eb.fn.countAll<number | string>().as('bills'),
        eb.fn.sum<number | string | null>('total_paise').as('total'),
      ])
      .executeTakeFirstOrThrow(),
    completed()
      .where('invoice_date', '>=', monthStart)
      .select((eb) => [
        eb.fn.countAll<number | string>().as('bills'),
        eb.fn.sum<number | string | null>('total_paise').as('total'),
      ])
      .executeTakeFirstOrThrow(),
    db
      .selectFrom('invoices')
      .select((eb) => eb.fn.max('created_at').as('at'))
      .where('shop_id', '=', shopId)
      .executeTakeFirstOrThrow(),
    db
      .selectFrom('sessions')
      .innerJoin('users', 'users.id', 'sessions.subject_id')
      .select((eb) => eb.fn.max(eb.fn.coalesce('sessions.last_used_at', 'sessions.created_at')).as('at'))
      .where('sessions.subject_kind', '=', 'retailer')
      .where('users.shop_id', '=', shopId)
      .executeTakeFirstOrThrow(),
  ]);
  const times = [lastBill.at, lastSession.at].filter((t): t is string => typeof t === 'string');
  return {
    billsAllTime: Number(all.bills),
    salesAllTime: paiseToRupees(Number(all.total ?? 0)),
    billsThisMonth: Number(month.bills),
    salesThisMonth: paiseToRupees(Number(month.total ?? 0)),
    lastActiveAt: times.length === 0 ? null : times.sort().at(-1)!,
  };
}

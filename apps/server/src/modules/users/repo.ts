import { sql } from 'kysely';
import type { Db } from '../../db/database.js';
import { reusableQuery } from '../../db/reusable-query.js';

const profileColumns = [
  'u.id as userId',
  'u.shop_id as shopId',
  'u.first_name as firstName',
  'u.last_name as lastName',
  'u.user_name as userName',
  'u.email as email',
  'u.contact_number as contactNumber',
  'u.user_type as userType',
  'u.login_type as loginType',
  'u.is_register as isRegister',
  'u.have_shared_data as haveSharedData',
  'u.user_image as userImage',
  'u.configuration as configuration',
  's.is_onboard as isOnboard',
  's.trade_name as tradeName',
  's.address_line1 as addressLine1',
  's.address_line2 as addressLine2',
  's.pincode as pincode',
  's.state_id as stateId',
  'st.name as state',
  's.city_id as cityId',
  'c.name as city',
  's.is_gst as isGstNumber',
  's.gst_number as gstNumber',
  's.legal_name as legalName',
  's.cin_number as cinNumber',
  's.website as website',
  's.upi_id as upiId',
  's.shop_status as shopStatus',
  's.shop_type as shopType',
  's.finance_facility as financeFacility',
  's.allow_negative_stock as allowNegativeStock',
] as const;

export function findProfileRow(db: Db, userId: number) {
  return db
    .selectFrom('users as u')
    .innerJoin('shops as s', 's.id', 'u.shop_id')
    .leftJoin('states as st', 'st.id', 's.state_id')
    .leftJoin('cities as c', 'c.id', 's.city_id')
    .select(profileColumns)
    .where('u.id', '=', userId)
    .where('u.status', '=', 'active')
    .executeTakeFirst();
}
export type ProfileRow = NonNullable<Awaited<ReturnType<typeof findProfileRow>>>;

// Read on every signed-in request (db/reusable-query.ts).
const principalRows = reusableQuery((db: Db, v: { userId: number }) =>
  db
    .selectFrom('users')
    .select(['id', 'shop_id', 'user_type', 'configuration', 'is_register'])
    .where('id', '=', v.userId)
    .where('status', '=', 'active'),
);

export async function findPrincipalRow(db: Db, userId: number) {
  const [row] = await principalRows(db, { userId });
  return row;
}

export function findActiveUserById(db: Db, userId: number) {
  return db
    .selectFrom('users')
    .select(['id', 'shop_id', 'user_type', 'password_hash', 'contact_number'])
    .where('id', '=', userId)
    .where('status', '=', 'active')
    .executeTakeFirst();
}

export async function setPasswordHash(
  db: Db,
  userId: number,
  passwordHash: string,
  now: string,
): Promise<void> {
  await db
    .updateTable('users')
    .set({ password_hash: passwordHash, updated_at: now })
    .where('id', '=', userId)
    .execute();
}

export function findActiveUserByContact(db: Db, contactNumber: string) {
  return db
    .selectFrom('users')
    .select(['id', 'user_type', 'password_hash', 'contact_number'])
    .where('contact_number', '=', contactNumber)
    .where('status', '=', 'active')
    .executeTakeFirst();
}

export function findActiveUserBySocial(db: Db, loginType: 'Google' | 'Facebook', socialId: string) {
  return db
    .selectFrom('users')
    .select(['id', 'user_type', 'password_hash', 'contact_number'])
    .where('login_type', '=', loginType)
    .where('social_id', '=', socialId)
    .where('status', '=', 'active')
    .executeTakeFirst();
}

// E-mail and user name are matched without regard to case, as the unique indexes are.
export function findActiveUserByIdentity(db: Db, identity: string) {
  const lowered = identity.toLowerCase();
  return db
    .selectFrom('users')
    .select(['id', 'user_type', 'password_hash', 'contact_number'])
    .where((eb) => eb.or([eb(sql`lower(email)`, '=', lowered), eb(sql`lower(user_name)`, '=', lowered)]))
    .where('status', '=', 'active')
    .executeTakeFirst();
}

/**
 * A disabled user (their shop was disabled in the staff console) with this number, e-mail or user
 * name, or social identity, so sign-in can say so instead of offering registration.
 */
export function findDisabledUser(
  db: Db,
  by:
    | { contactNumber: string }
    | { identity: string }
    | { loginType: 'Google' | 'Facebook'; socialId: string },
) {
  let query = db.selectFrom('users').select(['id', 'password_hash']).where('status', '=', 'disabled');
  if ('contactNumber' in by) query = query.where('contact_number', '=', by.contactNumber);
  else if ('identity' in by) {
    const lowered = by.identity.toLowerCase();
    query = query.where((eb) =>
      eb.or([eb(sql`lower(email)`, '=', lowered), eb(sql`lower(user_name)`, '=', lowered)]),
    );
  } else query = query.where('login_type', '=', by.loginType).where('social_id', '=', by.socialId);
  return query.executeTakeFirst();
}

export async function selectedCategoryIds(db: Db, shopId: number): Promise<Set<number>> {
  const rows = await db
    .selectFrom('shop_categories')
    .select('category_id')
    .where('shop_id', '=', shopId)
    .execute();
  return new Set(rows.map((r) => r.category_id));
}

export async function saveOnboarding(
  db: Db,
  now: string,
  shop: {
    shopId: number;
    tradeName: string;
    pincode: string;
    stateId: number;
    cityId: number;
    categoryIds: number[];
  },
): Promise<void> {
  await db.transaction().execute(async (trx) => {
    await trx
      .updateTable('shops')
      .set({
        trade_name: shop.tradeName,
        pincode: shop.pincode,
        state_id: shop.stateId,
        city_id: shop.cityId,
        is_onboard: 1,
        updated_at: now,
      })
      .where('id', '=', shop.shopId)
      .execute();
    await writeShopCategories(trx, shop.shopId, shop.categoryIds);
  });
}

export async function setRegisterStep(db: Db, userId: number, step: number, now: string): Promise<void> {
  await db
    .updateTable('users')
    .set({ is_register: step, updated_at: now })
    .where('id', '=', userId)
    .execute();
}

export async function countUnreadNotifications(db: Db, userId: number): Promise<number> {
  const row = await db
    .selectFrom('notifications')
    .select((eb) => eb.fn.countAll<number>().as('count'))
    .where('user_id', '=', userId)
    .where('is_read', '=', 0)
    .executeTakeFirstOrThrow();
  return Number(row.count);
}

export type ShopChanges = Partial<{
  trade_name: string;
  address_line1: string | null;
  address_line2: string | null;
  pincode: string;
  state_id: number;
  city_id: number;
  is_gst: number;
  gst_number: string | null;
  legal_name: string | null;
  cin_number: string | null;
  website: string | null;
  upi_id: string | null;
  allow_negative_stock: number;
  shop_status: string | null;
  shop_type: string | null;
  finance_facility: string | null;
}>;
export type UserChanges = Partial<{
  first_name: string;
  last_name: string;
  email: string;
  user_image: string;
  is_register: number;
  have_shared_data: number;
}>;

export async function updateUserAndShop(
  db: Db,
  now: string,
  ids: { userId: number; shopId: number },
  changes: { user: UserChanges; shop: ShopChanges },
): Promise<void> {
  await db.transaction().execute(async (trx) => {
    if (Object.keys(changes.user).length > 0) {
      await trx
        .updateTable('users')
        .set({ ...changes.user, updated_at: now })
        .where('id', '=', ids.userId)
        .execute();
    }
    if (Object.keys(changes.shop).length > 0) {
      await trx
        .updateTable('shops')
        .set({ ...changes.shop, updated_at: now })
        .where('id', '=', ids.shopId)
        .execute();
    }
  });
}

/** Whether another active user already has this e-mail. */
export async function emailTakenByOther(db: Db, email: string, userId: number): Promise<boolean> {
  const row = await db
    .selectFrom('users')
    .select('id')
    .where(sql`lower(email)`, '=', email.toLowerCase())
    .where('status', '<>', 'deleted')
    .where('id', '<>', userId)
    .executeTakeFirst();
  return row !== undefined;
}

export async function replaceShopCategories(db: Db, shopId: number, categoryIds: number[]): Promise<void> {
  await db.transaction().execute((trx) => writeShopCategories(trx, shopId, categoryIds));
}

async function writeShopCategories(trx: Db, shopId: number, categoryIds: number[]): Promise<void> {
  await trx.deleteFrom('shop_categories').where('shop_id', '=', shopId).execute();
  if (categoryIds.length > 0) {
    await trx
      .insertInto('shop_categories')
      .values(categoryIds.map((category_id) => ({ shop_id: shopId, category_id })))
      .execute();
  }
}

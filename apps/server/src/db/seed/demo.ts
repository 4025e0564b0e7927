import { defaultOwnerConfiguration } from '@galla/domain/permissions';
import { hashPassword } from '../../platform/passwords.js';
import type { Db } from '../database.js';

export const demoAccounts = {
  owner: { phone: '9876543210', userName: 'demo', email: 'demo@galla.local', password: 'demo1234' },
  notOnboarded: { phone: '9876500000' },
  /** A shop without a GSTIN: it issues Bills of Supply. */
  nonGst: {
    phone: '9876500002',
    userName: 'kirana',
    email: 'kirana@galla.local',
    password: 'kirana1234',
    shopName: 'Patil Kirana Stores',
  },
  staff: { email: 'admin@galla.local', password: 'admin1234' },
  shopName: 'Sharma Mobile & Electronics',
} as const;

type Lookups = {
  pincode(pin: string): Promise<{ stateId: number; cityId: number } | undefined>;
  superCategories(): Promise<{ superCategoryId: number; superCategoryName: string }[]>;
  categoryIdsOfSuperCategories(ids: number[]): Promise<number[]>;
};

// Development only, and only into an empty database: a demo shop a developer can log in to at once.
export async function seedDemoData(db: Db, lookups: Lookups): Promise<boolean> {
  const existing = await db.selectFrom('shops').select('id').limit(1).executeTakeFirst();
  if (existing) return false;
  const now = new Date().toISOString();
  const pune = await lookups.pincode('411001');
  if (!pune) throw new Error('Reference data is missing pincode 411001; run the reference sync first');
  const sellsElectronics = (await lookups.superCategories())
    .filter((s) => /mobile|electronic/i.test(s.superCategoryName))
    .map((s) => s.superCategoryId);
  const categoryIds = await lookups.categoryIdsOfSuperCategories(sellsElectronics);
  const configuration = JSON.stringify(defaultOwnerConfiguration());
  const [ownerHash, staffHash, kiranaHash] = await Promise.all([
    hashPassword(demoAccounts.owner.password),
    hashPassword(demoAccounts.staff.password),
    hashPassword(demoAccounts.nonGst.password),
  ]);

  await db.transaction().execute(async (trx) => {
    const shop = await trx
      .insertInto('shops')
      .values({
        ...emptyShop(now),
        trade_name: demoAccounts.shopName,
        address_line1: 'Shop 12, MG Road, Camp',
        pincode: '411001',
        state_id: pune.stateId,
        city_id: pune.cityId,
        is_gst: 1,
        gst_number: '27AAPFU0939F1ZV',
        legal_name: 'Sharma Mobile & Electronics',
        // So the demo's bills show their UPI QR code.
        upi_id: 'sharmamobile@okaxis',
        shop_status: 'proprietorship',
        shop_type: 'stand alone store',
        finance_facility: 'Tie up with finance Company/Bank',
        is_onboard: 1,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    await trx
      .insertInto('users')
      .values({
        ...emptyUser(now, configuration),
        shop_id: shop.id,
        first_name: 'Rahul',
        last_name: 'Sharma',
        user_name: demoAccounts.owner.userName,
        email: demoAccounts.owner.email,
        contact_number: demoAccounts.owner.phone,
        password_hash: ownerHash,
        is_register: 3,
      })
      .execute();
    if (categoryIds.length > 0) {
      await trx
        .insertInto('shop_categories')
        .values(categoryIds.map((category_id) => ({ shop_id: shop.id, category_id })))
        .execute();
    }

    const newShop = await trx
      .insertInto('shops')
      .values(emptyShop(now))
      .returning('id')
      .executeTakeFirstOrThrow();
    await trx
      .insertInto('users')
      .values({
        ...emptyUser(now, configuration),
        shop_id: newShop.id,
        first_name: 'Priya',
        last_name: 'Patil',
        contact_number: demoAccounts.notOnboarded.phone,
        is_register: 3,
      })
      .execute();

    const kirana = await trx
      .insertInto('shops')
      .values({
        ...emptyShop(now),
        trade_name: demoAccounts.nonGst.shopName,
        address_line1: 'Shop 3, Laxmi Road',
        pincode: '411001',
        state_id: pune.stateId,
        city_id: pune.cityId,
        shop_status: 'proprietorship',
        shop_type: 'stand alone store',
        is_onboard: 1,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    await trx
      .insertInto('users')
      .values({
        ...emptyUser(now, configuration),
        shop_id: kirana.id,
        first_name: 'Sunita',
        last_name: 'Patil',
        user_name: demoAccounts.nonGst.userName,
        email: demoAccounts.nonGst.email,
        contact_number: demoAccounts.nonGst.phone,
        password_hash: kiranaHash,
        is_register: 3,
      })
      .execute();

    await trx
      .insertInto('staff_users')
      .values({
        first_name: 'Asha',
        last_name: 'Admin',
        email: demoAccounts.staff.email,
        password_hash: staffHash,
        user_type: 'Admin',
        status: 'active',
        created_at: now,
      })
      .execute();
  });
  return true;
}

function emptyShop(now: string) {
  return {
    trade_name: null,
    address_line1: null,
    address_line2: null,
    pincode: null,
    state_id: null,
    city_id: null,
    is_gst: 0,
    gst_number: null,
    legal_name: null,
    cin_number: null,
    website: null,
    shop_status: null,
    shop_type: null,
    finance_facility: null,
    is_onboard: 0,
    payment_methods: null,
    sells_online: 0,
    online_store_ids: null,
    created_at: now,
    updated_at: now,
  };
}

function emptyUser(now: string, configuration: string) {
  return {
    user_type: 'retailer' as const,
    user_name: null,
    email: null,
    password_hash: null,
    login_type: 'Custom' as const,
    social_id: null,
    have_shared_data: 0,
    user_image: null,
    configuration,
    status: 'active' as const,
    created_at: now,
    updated_at: now,
  };
}

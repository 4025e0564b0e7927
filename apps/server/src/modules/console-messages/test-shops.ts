import type { TestApp } from '../../test/test-app.js';

let next = 0;

/**
 * A shop with its owner (and sub-users), written straight to the tables, in Bengaluru unless told
 * otherwise, so a test's filters pick its own shops and not the demo shops (Pune).
 */
export async function testShop(
  t: TestApp,
  options: {
    pincode?: string;
    isRegister?: number;
    onboarded?: boolean;
    superCategoryId?: number;
    email?: string | null;
    status?: 'active' | 'disabled';
    subUsers?: number;
  } = {},
): Promise<{ shopId: number; ownerId: number; userIds: number[]; phones: string[] }> {
  const place = (await t.services.reference.pincode(options.pincode ?? '560001'))!;
  const now = t.clock.now().toISOString();
  const shop = await t.db
    .insertInto('shops')
    .values({
      trade_name: `Test shop ${++next}`,
      address_line1: null,
      address_line2: null,
      pincode: options.pincode ?? '560001',
      state_id: place.stateId,
      city_id: place.cityId,
      is_gst: 0,
      gst_number: null,
      legal_name: null,
      cin_number: null,
      website: null,
      shop_status: null,
      shop_type: null,
      finance_facility: null,
      is_onboard: options.onboarded === false ? 0 : 1,
      payment_methods: null,
      sells_online: 0,
      online_store_ids: null,
      created_at: now,
      updated_at: now,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  if (options.superCategoryId) {
    const [category] = await t.services.reference.categoryIdsOfSuperCategories([options.superCategoryId]);
    await t.db.insertInto('shop_categories').values({ shop_id: shop.id, category_id: category! }).execute();
  }
  const userIds: number[] = [];
  const phones: string[] = [];
  for (let i = 0; i <= (options.subUsers ?? 0); i++) {
    const phone = `70${String(shop.id).padStart(4, '0')}${String(i).padStart(4, '0')}`;
    const user = await t.db
      .insertInto('users')
      .values({
        shop_id: shop.id,
        user_type: i === 0 ? 'retailer' : 'subRetailer',
        first_name: 'Test',
        last_name: `User ${i}`,
        user_name: null,
        email: i === 0 ? (options.email === undefined ? `shop${shop.id}@example.com` : options.email) : null,
        contact_number: phone,
        password_hash: null,
        login_type: 'Custom',
        social_id: null,
        is_register: i === 0 ? (options.isRegister ?? 3) : 3,
        have_shared_data: 0,
        user_image: null,
        configuration: '{}',
        status: options.status ?? 'active',
        created_at: now,
        updated_at: now,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    userIds.push(user.id);
    phones.push(phone);
  }
  return { shopId: shop.id, ownerId: userIds[0]!, userIds, phones };
}

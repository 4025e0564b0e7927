import { defaultOwnerConfiguration, type StaffRole } from '@galla/domain/permissions';
import { staffAccount } from '../../test/staff-accounts.js';
import type { TestApp } from '../../test/test-app.js';

let phones = 0;

/** A signed-up shop with its owner, written straight to the tables; returns the shop's id. */
export async function newShop(
  t: TestApp,
  tradeName: string,
  place: { stateId: number; cityId: number },
  owner = { firstName: 'Owner', lastName: tradeName.split(' ')[0] ?? '' },
): Promise<number> {
  const now = t.clock.now().toISOString();
  const shop = await t.db
    .insertInto('shops')
    .values({
      trade_name: tradeName,
      address_line1: '1 Main Road',
      address_line2: null,
      pincode: null,
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
      is_onboard: 1,
      payment_methods: null,
      sells_online: 0,
      online_store_ids: null,
      session_idle_days: null,
      upi_id: null,
      created_at: now,
      updated_at: now,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  phones += 1;
  await t.db
    .insertInto('users')
    .values({
      shop_id: shop.id,
      user_type: 'retailer',
      first_name: owner.firstName,
      last_name: owner.lastName,
      user_name: null,
      email: null,
      contact_number: `70000${String(phones).padStart(5, '0')}`,
      password_hash: null,
      login_type: 'Custom',
      social_id: null,
      is_register: 3,
      have_shared_data: 0,
      user_image: null,
      configuration: JSON.stringify(defaultOwnerConfiguration()),
      status: 'active',
      created_at: now,
      updated_at: now,
    })
    .execute();
  return shop.id;
}

/** A staff member of a role reporting to `managerId`, with a session token. */
export async function manager(t: TestApp, role: StaffRole, managerId: number | null, firstName?: string) {
  const account = await staffAccount(t, role, { firstName });
  if (managerId !== null)
    await t.db
      .updateTable('staff_users')
      .set({ manager_id: managerId })
      .where('id', '=', account.id)
      .execute();
  return account;
}

/** Maps shops straight in the table (the mapping calls have their own tests). */
export async function mapShops(t: TestApp, staffId: number, shopIds: number[]) {
  await t.db
    .insertInto('retailer_managers')
    .values(
      shopIds.map((shopId) => ({
        shop_id: shopId,
        staff_id: staffId,
        assigned_at: t.clock.now().toISOString(),
        assigned_by: null,
      })),
    )
    .execute();
}

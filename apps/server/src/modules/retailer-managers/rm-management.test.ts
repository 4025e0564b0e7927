import { rmMessages } from '@galla/contracts/retailer-managers';
import { messages } from '@galla/domain/messages';
import { type StaffRole, staffRoles } from '@galla/domain/permissions';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { staffAccount } from '../../test/staff-accounts.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { addProduct, billBody, demoPhone } from '../billing/test-helpers.js';
import { manager, mapShops, newShop } from './test-helpers.js';

let t: TestApp;
let pune: { stateId: number; cityId: number };
beforeEach(async () => {
  t = await createTestApp();
  pune = (await t.call('GET', 'user/pincode/411001')).body.data;
});
afterEach(() => t.close());

const get = (path: string, token: string) => t.call('GET', `admin/rm/${path}`, { token });
const shopNames = async (token: string, query = '') =>
  ((await get(`retailers?pageSize=100${query}`, token)).body.data.rows as { shopName: string }[])
    .map((r) => r.shopName)
    .sort();

// Two Avps' trees: Avp A → state S1 → zonal Z1, Z2 and A → state S2 → zonal Z3; Avp B → S3 → Z4.
async function twoTrees() {
  const avpA = await manager(t, 'Avp', null, 'Anil');
  const s1 = await manager(t, 'stateManager', avpA.id, 'Sunita');
  const s2 = await manager(t, 'stateManager', avpA.id, 'Suresh');
  const z1 = await manager(t, 'zonalManager', s1.id, 'Zoya');
  const z2 = await manager(t, 'zonalManager', s1.id, 'Zubin');
  const z3 = await manager(t, 'zonalManager', s2.id, 'Zara');
  const avpB = await manager(t, 'Avp', null, 'Bela');
  const s3 = await manager(t, 'stateManager', avpB.id, 'Sagar');
  const z4 = await manager(t, 'zonalManager', s3.id, 'Zeenat');
  const shops = {
    one: await newShop(t, 'One Mobiles', pune),
    two: await newShop(t, 'Two Traders', pune),
    three: await newShop(t, 'Three Stores', pune),
    four: await newShop(t, 'Four Electricals', pune),
    five: await newShop(t, 'Five Kirana', pune),
  };
  await mapShops(t, z1.id, [shops.one]);
  await mapShops(t, z2.id, [shops.two]);
  await mapShops(t, z3.id, [shops.three]);
  await mapShops(t, z4.id, [shops.four]);
  return { avpA, s1, s2, z1, z2, z3, avpB, s3, z4, shops };
}

describe('RM management: who may call', () => {
  const allowed: StaffRole[] = ['Admin', 'subAdmin', 'Avp', 'zonalManager', 'stateManager'];
  it.each(staffRoles)('%s', async (role) => {
    const me = await staffAccount(t, role);
    const shop = await newShop(t, 'Any Shop', pune);
    // A manager asks for a retailer of their own team: mapped to them or to a zonal manager below.
    let zonalId = me.id;
    if (role === 'stateManager') zonalId = (await manager(t, 'zonalManager', me.id)).id;
    if (role === 'Avp')
      zonalId = (await manager(t, 'zonalManager', (await manager(t, 'stateManager', me.id)).id)).id;
    await mapShops(t, zonalId, [shop]);
    const calls = [
      await get('managers', me.token),
      await get('retailers', me.token),
      await get(`retailer?shopId=${shop}`, me.token),
    ];
    for (const res of calls) {
      if (allowed.includes(role)) expect(res.body.status).toBe(200);
      else expect(res.body).toEqual({ status: 403, error: messages.forbidden });
    }
    const zonal = await staffAccount(t, 'zonalManager');
    const state = await staffAccount(t, 'stateManager');
    const set = await t.call('POST', 'admin/rm/setReportsTo', {
      token: me.token,
      body: { staffId: zonal.id, managerId: state.id },
    });
    if (role === 'Admin' || role === 'subAdmin') expect(set.body.status).toBe(200);
    else if (allowed.includes(role)) expect(set.body).toEqual({ status: 403, error: rmMessages.onlyAdmins });
    else expect(set.body).toEqual({ status: 403, error: messages.forbidden });
  });

  it('a retailer’s token opens none of it', async () => {
    const { z1 } = await twoTrees();
    const owner = await t.tokenFor('9876543210');
    expect((await get('retailers', owner)).body.status).toBe(403);
    expect((await get(`retailers?managerId=${z1.id}`, owner)).body.status).toBe(403);
  });
});

describe('RM management: each manager sees only their retailers', () => {
  it('a zonal manager sees the retailers mapped to them, and nothing of another’s', async () => {
    const { z1, z2, shops } = await twoTrees();
    expect(await shopNames(z1.token)).toEqual(['One Mobiles']);
    expect(await shopNames(z1.token, `&managerId=${z1.id}`)).toEqual(['One Mobiles']);
    expect((await get(`retailers?managerId=${z2.id}`, z1.token)).body).toEqual({
      status: 404,
      error: rmMessages.noSuchManager,
    });
    expect((await get(`retailer?shopId=${shops.two}`, z1.token)).body).toEqual({
      status: 404,
      error: rmMessages.noSuchRetailer,
    });
    expect((await get(`retailer?shopId=${shops.five}`, z1.token)).body.status).toBe(404);
    const own = await get(`retailer?shopId=${shops.one}`, z1.token);
    expect(own.body.data).toMatchObject({
      shopId: shops.one,
      shopName: 'One Mobiles',
      ownerName: 'Owner One',
      city: 'Pune',
      state: 'Maharashtra',
      billsThisMonth: 0,
      lastActive: null,
      managerId: z1.id,
      managerName: 'Zoya Tester',
    });
  });

  it('a state manager sees their zonal managers’ retailers; an Avp all of their tree', async () => {
    const { avpA, s1, z1, z3, shops } = await twoTrees();
    expect(await shopNames(s1.token)).toEqual(['One Mobiles', 'Two Traders']);
    expect(await shopNames(s1.token, `&managerId=${z1.id}`)).toEqual(['One Mobiles']);
    expect((await get(`retailers?managerId=${z3.id}`, s1.token)).body.status).toBe(404);
    expect((await get(`retailer?shopId=${shops.three}`, s1.token)).body.status).toBe(404);
    expect(await shopNames(avpA.token)).toEqual(['One Mobiles', 'Three Stores', 'Two Traders']);
    expect((await get(`retailer?shopId=${shops.four}`, avpA.token)).body.status).toBe(404);
    expect((await get(`retailer?shopId=${shops.three}`, avpA.token)).body.status).toBe(200);
  });

  it('Admin and subAdmin see every retailer, and any manager’s', async () => {
    const { avpB, shops } = await twoTrees();
    for (const role of ['Admin', 'subAdmin'] as const) {
      const { token } = await staffAccount(t, role);
      const all = await shopNames(token);
      expect(all).toEqual(expect.arrayContaining(['Five Kirana', 'Four Electricals', 'One Mobiles']));
      expect(await shopNames(token, `&managerId=${avpB.id}`)).toEqual(['Four Electricals']);
      expect((await get(`retailer?shopId=${shops.five}`, token)).body.data.managerId).toBeNull();
    }
  });

  it('visibleShopIds and managedShopsFilter give other sections the same answer', async () => {
    const { s1, shops } = await twoTrees();
    const scope = t.services.managerScope;
    expect(await scope.visibleShopIds({ staffId: s1.id, userType: 'stateManager' })).toEqual(
      [shops.one, shops.two].sort((a, b) => a - b),
    );
    expect(await scope.visibleShopIds({ staffId: 1, userType: 'Cse' })).toBe('all');
  });

  it('the managers tree shows a manager their team, rooted at themselves', async () => {
    const { s1, z1, z2 } = await twoTrees();
    const tree = (await get('managers', s1.token)).body.data;
    expect(tree.canEdit).toBe(false);
    expect(
      tree.managers.map((m: { staffId: number; managerId: number | null; retailers: number }) => m),
    ).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ staffId: s1.id, managerId: null, retailers: 0 }),
        expect.objectContaining({ staffId: z1.id, managerId: s1.id, retailers: 1 }),
        expect.objectContaining({ staffId: z2.id, managerId: s1.id, retailers: 1 }),
      ]),
    );
    expect(tree.managers).toHaveLength(3);
    const admin = await staffAccount(t, 'Admin');
    const all = (await get('managers', admin.token)).body.data;
    expect(all.canEdit).toBe(true);
    expect(all.managers).toHaveLength(9);
  });

  it('searches, sorts and pages the list, and counts this month’s completed bills', async () => {
    const { s1, shops } = await twoTrees();
    expect(await shopNames(s1.token, '&search=two')).toEqual(['Two Traders']);
    expect(await shopNames(s1.token, '&search=owner%20one')).toEqual(['One Mobiles']);
    const page = await get('retailers?pageSize=20&sortBy=shopName&sortDirection=desc', s1.token);
    expect(page.body.data.total).toBe(2);
    expect(page.body.data.rows[0].shopName).toBe('Two Traders');
    expect((await get('retailers?pageSize=30', s1.token)).body.status).toBe(400);
    expect(shops.one).toBeGreaterThan(0);
  });

  it('counts the completed bills dated this month (IST) and shows when the shop last used the app', async () => {
    const { z1 } = await twoTrees();
    const demoShop = (
      await t.db
        .selectFrom('users')
        .select('shop_id')
        .where('contact_number', '=', demoPhone)
        .executeTakeFirstOrThrow()
    ).shop_id;
    await mapShops(t, z1.id, [demoShop]);
    const owner = await t.tokenFor(demoPhone);
    const { productId } = await addProduct(t, owner, { modelQuantity: 10 });
    const save = (body: object) => t.call('POST', 'billing/saveInvoice', { token: owner, body });
    expect((await save(billBody([{ productId }], 118))).body.status).toBe(200);
    expect((await save(billBody([{ productId }], 118))).body.status).toBe(200);
    expect((await save(billBody([{ productId }], 118, { invoice_date: '2026-10-30' }))).body.status).toBe(
      200,
    );
    const rows = (await get('retailers?sortBy=billsThisMonth&sortDirection=desc', z1.token)).body.data.rows;
    expect(rows[0]).toMatchObject({ shopId: demoShop, billsThisMonth: 2, lastActive: expect.any(String) });
    expect(rows[1]).toMatchObject({ shopName: 'One Mobiles', billsThisMonth: 0, lastActive: null });
  });
});

describe('RM management: who reports to whom', () => {
  const setReportsTo = (token: string, staffId: number, managerId: number | null) =>
    t.call('POST', 'admin/rm/setReportsTo', { token, body: { staffId, managerId } });

  it('sets a reporting line, audits it, and the new manager sees the retailers at once', async () => {
    const { s2, z1, shops } = await twoTrees();
    const admin = await staffAccount(t, 'Admin');
    const res = await setReportsTo(admin.token, z1.id, s2.id);
    expect(res.body).toEqual({ status: 200, message: rmMessages.reportsToSaved });
    expect(await shopNames(s2.token)).toEqual(['One Mobiles', 'Three Stores']);
    const log = (await t.call('GET', 'admin/auditLog', { token: admin.token })).body.data.rows;
    expect(log[0]).toMatchObject({
      action: 'managerReportsToSet',
      entityId: String(z1.id),
      before: { managerId: expect.any(Number) },
      after: { managerId: s2.id },
    });
    expect(shops.one).toBeGreaterThan(0);
  });

  it('refuses lines that break the hierarchy, with a clear message', async () => {
    const { avpA, avpB, s1, z1, z2 } = await twoTrees();
    const { token } = await staffAccount(t, 'subAdmin');
    const cse = await staffAccount(t, 'Cse');
    const off = await manager(t, 'stateManager', avpA.id, 'Off');
    await t.db.updateTable('staff_users').set({ status: 'disabled' }).where('id', '=', off.id).execute();
    const cases: [number, number | null, number, string][] = [
      [z1.id, avpA.id, 400, rmMessages.zonalReportsToState],
      [z1.id, z2.id, 400, rmMessages.zonalReportsToState],
      [s1.id, z1.id, 400, rmMessages.stateReportsToAvp],
      [avpA.id, avpB.id, 400, rmMessages.avpAtTop],
      [z1.id, z1.id, 400, rmMessages.notYourself],
      [z1.id, off.id, 400, rmMessages.managerDisabled],
      [z1.id, 999_999, 400, rmMessages.noSuchManager],
      [cse.id, s1.id, 400, rmMessages.notAManager],
      [999_999, s1.id, 404, rmMessages.noSuchManager],
    ];
    for (const [staffId, managerId, status, error] of cases) {
      expect((await setReportsTo(token, staffId, managerId)).body, `${staffId} → ${managerId}`).toEqual({
        status,
        error,
      });
    }
    expect(
      (await t.call('POST', 'admin/rm/setReportsTo', { token, body: { staffId: 'x' } })).body.status,
    ).toBe(400);
    expect((await setReportsTo(token, z1.id, null)).body.status).toBe(200);
  });

  it('refuses a loop left behind by a role change', async () => {
    // X was a state manager under Avp Y; then Add admin made X an Avp and Y a state manager.
    const y = await manager(t, 'Avp', null, 'Yash');
    const x = await manager(t, 'stateManager', y.id, 'Xavier');
    await t.db.updateTable('staff_users').set({ user_type: 'Avp' }).where('id', '=', x.id).execute();
    await t.db.updateTable('staff_users').set({ user_type: 'stateManager' }).where('id', '=', y.id).execute();
    const { token } = await staffAccount(t, 'Admin');
    expect((await setReportsTo(token, y.id, x.id)).body).toEqual({ status: 400, error: rmMessages.cycle });
  });
});

import { rmMessages } from '@galla/contracts/retailer-managers';
import { messages } from '@galla/domain/messages';
import { staffRoles } from '@galla/domain/permissions';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { staffAccount } from '../../test/staff-accounts.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { manager, mapShops, newShop } from './test-helpers.js';

let t: TestApp;
let admin: { id: number; token: string };
let pune: { stateId: number; cityId: number };
let bengaluru: { stateId: number; cityId: number };
beforeEach(async () => {
  t = await createTestApp();
  admin = await staffAccount(t, 'Admin');
  pune = (await t.call('GET', 'user/pincode/411001')).body.data;
  bengaluru = (await t.call('GET', 'user/pincode/560001')).body.data;
});
afterEach(() => t.close());

const map = (shopIds: unknown, staffId: unknown, token = admin.token) =>
  t.call('POST', 'admin/mapping/map', { token, body: { shopIds, staffId } });
const list = async (query: string) =>
  (
    (await t.call('GET', `admin/mapping/retailers?pageSize=100${query}`, { token: admin.token })).body.data
      .rows as {
      shopName: string;
    }[]
  )
    .map((r) => r.shopName)
    .sort();
const managersOf = async (shopIds: number[]) =>
  Object.fromEntries(
    (
      await t.db
        .selectFrom('retailer_managers')
        .select(['shop_id', 'staff_id'])
        .where('shop_id', 'in', shopIds)
        .execute()
    ).map((r) => [r.shop_id, r.staff_id]),
  );
const mappingAudit = () =>
  t.db
    .selectFrom('audit_log')
    .select(['entity_id', 'before', 'after', 'actor_id'])
    .where('entity', '=', 'retailerMapping')
    .orderBy('id')
    .execute();

async function setUp() {
  const avp = await manager(t, 'Avp', null, 'Anil');
  const state = await manager(t, 'stateManager', avp.id, 'Sunita');
  const z1 = await manager(t, 'zonalManager', state.id, 'Zoya');
  const z2 = await manager(t, 'zonalManager', state.id, 'Zubin');
  const shops = [
    await newShop(t, 'Pune One', pune),
    await newShop(t, 'Pune Two', pune),
    await newShop(t, 'Bengaluru One', bengaluru),
  ];
  return { avp, state, z1, z2, shops };
}

describe('Retailer mapping: who may call', () => {
  it.each(staffRoles)('%s', async (role) => {
    const { z1, shops } = await setUp();
    const me = role === 'Admin' ? admin : await staffAccount(t, role);
    const calls = [
      await t.call('GET', 'admin/mapping/retailers', { token: me.token }),
      await t.call('GET', 'admin/mapping/managers', { token: me.token }),
      await map([shops[0]], z1.id, me.token),
    ];
    for (const res of calls) {
      if (role === 'Admin') expect(res.body.status).toBe(200);
      else expect(res.body).toEqual({ status: 403, error: messages.forbidden });
    }
    expect(Object.keys(await managersOf(shops))).toHaveLength(role === 'Admin' ? 1 : 0);
  });
});

describe('Retailer mapping', () => {
  it('filters by state, city, manager and unmapped, and searches', async () => {
    const { z1, shops } = await setUp();
    await mapShops(t, z1.id, [shops[0]!]);
    expect(await list(`&stateId=${bengaluru.stateId}`)).toEqual(['Bengaluru One']);
    expect(await list(`&cityId=${pune.cityId}`)).toEqual(expect.arrayContaining(['Pune One', 'Pune Two']));
    expect(await list(`&managerId=${z1.id}`)).toEqual(['Pune One']);
    const unmapped = await list('&unmapped=true');
    expect(unmapped).toContain('Pune Two');
    expect(unmapped).not.toContain('Pune One');
    expect(await list('&search=pune%20t')).toEqual(['Pune Two']);
    const managers = (await t.call('GET', 'admin/mapping/managers', { token: admin.token })).body.data;
    expect(managers.map((m: { firstName: string }) => m.firstName)).toEqual([
      'Anil',
      'Sunita',
      'Zoya',
      'Zubin',
    ]);
    expect(
      (await t.call('GET', 'admin/mapping/retailers?stateId=x', { token: admin.token })).body.status,
    ).toBe(400);
  });

  it('maps many retailers to a zonal manager in one call, auditing each change with before and after', async () => {
    const { z1, z2, shops } = await setUp();
    await mapShops(t, z2.id, [shops[0]!]);
    const res = await map(shops, z1.id);
    expect(res.body).toEqual({ status: 200, message: '3 retailer(s) mapped', data: { changed: 3 } });
    expect(await managersOf(shops)).toEqual({ [shops[0]!]: z1.id, [shops[1]!]: z1.id, [shops[2]!]: z1.id });
    const log = await mappingAudit();
    expect(log).toHaveLength(3);
    expect(log[0]).toMatchObject({
      entity_id: String(shops[0]),
      before: JSON.stringify({ managerId: z2.id }),
      after: JSON.stringify({ managerId: z1.id }),
      actor_id: admin.id,
    });
    expect(log[1]).toMatchObject({ before: JSON.stringify({ managerId: null }) });
    // Again: nothing changes, nothing is audited.
    expect((await map([shops[1], shops[1]], z1.id)).body.data).toEqual({ changed: 0 });
    expect(await mappingAudit()).toHaveLength(3);
    // The zonal manager sees them in RM management at once.
    const seen = (await t.call('GET', 'admin/rm/retailers', { token: z1.token })).body.data;
    expect(seen.total).toBe(3);
  });

  it('is all or nothing: a wrong target or an unknown retailer maps none', async () => {
    const { avp, state, z1, shops } = await setUp();
    const cse = await staffAccount(t, 'Cse');
    const off = await manager(t, 'zonalManager', state.id, 'Off');
    await t.db.updateTable('staff_users').set({ status: 'disabled' }).where('id', '=', off.id).execute();
    for (const target of [avp.id, state.id, cse.id, 999_999])
      expect((await map(shops, target)).body).toEqual({ status: 400, error: rmMessages.targetNotZonal });
    expect((await map(shops, off.id)).body).toEqual({ status: 400, error: rmMessages.targetDisabled });
    expect((await map([...shops, 999_999], z1.id)).body).toEqual({
      status: 400,
      error: rmMessages.unknownRetailers.replace('{{ids}}', '999999'),
    });
    expect((await map([], z1.id)).body).toEqual({ status: 400, error: rmMessages.chooseRetailers });
    expect((await map('1,2', z1.id)).body).toEqual({ status: 400, error: rmMessages.chooseRetailers });
    expect(
      (
        await map(
          Array.from({ length: 501 }, (_, i) => i + 1),
          z1.id,
        )
      ).body,
    ).toEqual({
      status: 400,
      error: rmMessages.tooManyRetailers,
    });
    expect(await managersOf(shops)).toEqual({});
    expect(await mappingAudit()).toEqual([]);
  });

  it('two re-maps of the same shops at once end consistent: one manager per shop, audit rows that chain', async () => {
    const { z1, z2 } = await setUp();
    const shops: number[] = [];
    for (let i = 0; i < 12; i++) shops.push(await newShop(t, `Race ${i}`, pune));
    const results = await Promise.all([
      map(shops, z1.id),
      map(shops, z2.id),
      map(shops, z1.id),
      map(shops, z2.id),
    ]);
    for (const r of results) expect(r.body.status).toBe(200);
    const final = await managersOf(shops);
    const rows = await t.db
      .selectFrom('retailer_managers')
      .select('shop_id')
      .where('shop_id', 'in', shops)
      .execute();
    expect(rows).toHaveLength(shops.length);
    const log = await mappingAudit();
    expect(log).toHaveLength(results.reduce((n, r) => n + r.body.data.changed, 0));
    for (const shop of shops) {
      const chain = log.filter((e) => e.entity_id === String(shop));
      let managerId: number | null = null;
      for (const entry of chain) {
        expect(JSON.parse(entry.before!)).toEqual({ managerId });
        managerId = JSON.parse(entry.after!).managerId;
      }
      expect(managerId).toBe(final[shop]);
    }
  });
});

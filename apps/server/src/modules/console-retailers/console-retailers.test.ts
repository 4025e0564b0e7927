import { consoleRetailerMessages, ZRetailerListQuery } from '@galla/contracts/console-retailers';
import { messages } from '@galla/domain/messages';
import { type StaffRole, staffRoles } from '@galla/domain/permissions';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { staffAccount } from '../../test/staff-accounts.js';
import { createTestApp, demoAccounts, type TestApp } from '../../test/test-app.js';
import { addProduct, billBody } from '../billing/test-helpers.js';
import { listRetailers } from './retailer-list.js';

let t: TestApp;
let admin: string;
let demoShop: number;
beforeEach(async () => {
  t = await createTestApp();
  admin = (await staffAccount(t, 'Admin', { firstName: 'Asha' })).token;
  demoShop = await shopOf(demoAccounts.owner.phone);
});
afterEach(() => t.close());

async function shopOf(phone: string): Promise<number> {
  const row = await t.db
    .selectFrom('users')
    .select('shop_id')
    .where('contact_number', '=', phone)
    .executeTakeFirstOrThrow();
  return row.shop_id;
}

const list = (query: string, token = admin) => t.call('GET', `admin/retailers?${query}`, { token });
const profile = (shopId: number, token = admin) =>
  t.call('GET', `admin/retailerProfile?shopId=${shopId}`, { token });
const post = (path: string, body: object, token = admin) => t.call('POST', `admin/${path}`, { token, body });
const names = (res: { body: { data?: { rows: { tradeName: string | null }[] } } }) =>
  res.body.data!.rows.map((r) => r.tradeName);

/** A sub-user of the demo shop, written straight to the table, and a session for them. */
async function demoSubUser(phone = '9000000011') {
  const now = t.clock.now().toISOString();
  await t.db
    .insertInto('users')
    .values({
      shop_id: demoShop,
      user_type: 'subRetailer',
      first_name: 'Kiran',
      last_name: 'Sub',
      user_name: null,
      email: null,
      contact_number: phone,
      password_hash: null,
      login_type: 'Custom',
      social_id: null,
      is_register: 3,
      have_shared_data: 0,
      user_image: null,
      configuration: '{}',
      status: 'active',
      created_at: now,
      updated_at: now,
    })
    .execute();
  return t.tokenFor(phone);
}

describe('who may open Retailers', () => {
  const allowed: StaffRole[] = ['Admin', 'subAdmin'];
  it.each(staffRoles)('%s', async (role) => {
    const token = (await staffAccount(t, role)).token;
    const calls = [
      await list('', token),
      await profile(demoShop, token),
      await post('updateRetailerFlags', { shopId: demoShop, configuration: { expenses: true } }, token),
      await post('updateRetailerStatus', { shopId: demoShop, status: 'active' }, token),
    ];
    const expected = allowed.includes(role) ? 200 : 403;
    expect(calls.map((c) => c.http)).toEqual([expected, expected, expected, expected]);
  });

  it('a retailer’s token and no token are refused', async () => {
    const retailer = await t.tokenFor(demoAccounts.owner.phone);
    expect((await list('', retailer)).http).toBe(403);
    expect((await t.call('GET', 'admin/retailers')).http).toBe(401);
  });
});

describe('admin/retailers', () => {
  it('lists shops with their owner, searched on the server', async () => {
    const all = await list('sortBy=shopName&sortDirection=asc');
    expect(all.body.data.total).toBe(3);
    expect(all.body.data.rows.find((r: any) => r.contactNumber === demoAccounts.owner.phone)).toMatchObject({
      shopId: demoShop,
      firstName: 'Rahul',
      lastName: 'Sharma',
      tradeName: demoAccounts.shopName,
      email: demoAccounts.owner.email,
      state: 'Maharashtra',
      city: 'Pune',
      isRegister: 3,
      isOnboard: 1,
      status: 'active',
    });
    expect(names(await list('search=kirana'))).toEqual([demoAccounts.nonGst.shopName]);
    expect(names(await list('search=rahul sharma'))).toEqual([demoAccounts.shopName]);
    expect(names(await list(`search=${demoAccounts.owner.phone.slice(2, 8)}`))).toEqual([
      demoAccounts.shopName,
    ]);
    expect(names(await list('search=KIRANA@GALLA'))).toEqual([demoAccounts.nonGst.shopName]);
    expect((await list('search=50%25')).body.data.total).toBe(0);
  });

  it('filters by state, city, category, sign-up stage and status', async () => {
    const pune = await t.db
      .selectFrom('shops')
      .select(['state_id', 'city_id'])
      .where('id', '=', demoShop)
      .executeTakeFirstOrThrow();
    expect((await list(`stateId=${pune.state_id}`)).body.data.total).toBe(2);
    expect((await list(`cityId=${pune.city_id}`)).body.data.total).toBe(2);
    expect((await list('stateId=1')).body.data.total).toBe(0);

    const chosen = await t.db
      .selectFrom('shop_categories as sc')
      .innerJoin('categories as c', 'c.id', 'sc.category_id')
      .select('c.super_category_id')
      .where('sc.shop_id', '=', demoShop)
      .executeTakeFirstOrThrow();
    expect(names(await list(`superCategoryId=${chosen.super_category_id}`))).toEqual([demoAccounts.shopName]);

    expect((await list('stage=onboarded')).body.data.total).toBe(2);
    expect((await list('stage=registered')).body.data.rows.map((r: any) => r.contactNumber)).toEqual([
      demoAccounts.notOnboarded.phone,
    ]);
    expect((await list('stage=otp')).body.data.total).toBe(0);

    await post('updateRetailerStatus', { shopId: demoShop, status: 'disabled' });
    expect(names(await list('status=disabled'))).toEqual([demoAccounts.shopName]);
    expect((await list('status=active')).body.data.total).toBe(2);
  });

  it('pages and sorts on the server; bad paging is a 400', async () => {
    const page = await list('pageSize=20&page=2');
    expect(page.body.data).toEqual({ total: 3, rows: [] });
    const byName = await list('sortBy=name&sortDirection=asc');
    expect(byName.body.data.rows.map((r: any) => r.firstName)).toEqual(['Priya', 'Rahul', 'Sunita']);
    expect((await list('pageSize=7')).http).toBe(400);
    expect((await list('stage=nearly')).http).toBe(400);
  });

  it('can be kept to given shops (a manager’s mapped retailers)', async () => {
    const query = ZRetailerListQuery.parse({});
    const kirana = await shopOf(demoAccounts.nonGst.phone);
    const mapped = await listRetailers(t.db, query, { shopIds: [kirana] });
    expect(mapped.rows.map((r) => r.shopId)).toEqual([kirana]);
    expect((await listRetailers(t.db, query, { shopIds: [] })).total).toBe(0);
  });
});

describe('admin/retailerProfile', () => {
  it('shows owner, shop, categories, usage and flags, and none of the shop’s customers', async () => {
    const owner = await t.tokenFor(demoAccounts.owner.phone);
    const { productId } = await addProduct(t, owner, { modelQuantity: 5, sellingPrice: 118 });
    const customer = await t.call('POST', 'billing/addCustomer', {
      token: owner,
      body: { customerName: 'Meena Secret', mobileNumber: '9811122233' },
    });
    const saved = await t.call('POST', 'billing/saveInvoice', {
      token: owner,
      body: billBody([{ productId }], 118, { customerId: customer.body.data.insertId }),
    });
    expect(saved.http).toBe(200);
    await demoSubUser();

    const res = await profile(demoShop);
    expect(res.http).toBe(200);
    const data = res.body.data;
    expect(data).toMatchObject({
      shopId: demoShop,
      status: 'active',
      owner: { firstName: 'Rahul', contactNumber: demoAccounts.owner.phone, isRegister: 3 },
      shop: { tradeName: demoAccounts.shopName, state: 'Maharashtra', city: 'Pune', isOnboard: 1 },
      usage: { billsThisMonth: 1, salesThisMonth: 118, billsAllTime: 1, salesAllTime: 118 },
      subUsers: 1,
    });
    expect(data.usage.lastActiveAt).toBe(t.clock.now().toISOString());
    expect(data.categories.length).toBeGreaterThan(0);
    expect(data.categories[0].categories.length).toBeGreaterThan(0);
    expect(data.configuration).toMatchObject({ billing: true, sendSms: true });
    const text = JSON.stringify(data);
    expect(text).not.toContain('Meena');
    expect(text).not.toContain('9811122233');

    // Next month: this month's figures start again; all time keeps them.
    t.clock.set(new Date('2026-12-02T06:30:00.000Z'));
    const later = (await staffAccount(t, 'subAdmin')).token;
    expect((await profile(demoShop, later)).body.data.usage).toMatchObject({
      billsThisMonth: 0,
      billsAllTime: 1,
    });
  });

  it('answers 404 for an unknown shop and 400 for a bad id', async () => {
    expect((await profile(99_999)).body).toEqual({ status: 404, error: consoleRetailerMessages.notFound });
    expect((await t.call('GET', 'admin/retailerProfile?shopId=abc', { token: admin })).http).toBe(400);
  });
});

describe('admin/updateRetailerFlags', () => {
  it('billing off: the owner’s next call is refused and their profile says so; audited', async () => {
    const owner = await t.tokenFor(demoAccounts.owner.phone);
    const sub = await demoSubUser();
    expect((await t.call('GET', 'billing/getSerialNo', { token: owner })).http).toBe(200);
    expect((await t.call('GET', 'billing/getSerialNo', { token: sub })).http).toBe(200);

    const res = await post('updateRetailerFlags', { shopId: demoShop, configuration: { billing: false } });
    expect(res.body).toEqual({ status: 200, message: consoleRetailerMessages.flagsSaved });

    expect((await t.call('GET', 'billing/getSerialNo', { token: owner })).http).toBe(403);
    expect((await t.call('GET', 'billing/getSerialNo', { token: sub })).http).toBe(403);
    const own = await t.call('GET', 'user/getProfile', { token: owner });
    expect(own.body.data[0].configuration).toMatchObject({ billing: false, expenses: true });
    // The sub-user stays capped by their role: reports never open for them.
    const subProfile = await t.call('GET', 'user/getProfile', { token: sub });
    expect(subProfile.body.data[0].configuration).toMatchObject({ billing: false, reports: false });
    expect((await profile(demoShop)).body.data.configuration.billing).toBe(false);

    const log = (await t.call('GET', 'admin/auditLog', { token: admin })).body.data.rows;
    expect(log[0]).toMatchObject({
      action: 'retailerFlagsChanged',
      entity: 'retailer',
      entityId: String(demoShop),
      before: { billing: true },
      after: { billing: false },
      actorName: 'Asha Tester',
    });

    await post('updateRetailerFlags', { shopId: demoShop, configuration: { billing: true } });
    expect((await t.call('GET', 'billing/getSerialNo', { token: owner })).http).toBe(200);
  });

  it('a new sub-user starts with the shop’s flags', async () => {
    await post('updateRetailerFlags', { shopId: demoShop, configuration: { creditBook: false } });
    const owner = await t.tokenFor(demoAccounts.owner.phone);
    await t.call('POST', 'user/sendOtp', {
      token: owner,
      body: { contactNumber: '9000000012', type: 'ADDSUBRETAILER' },
    });
    const added = await t.call('POST', 'user/addSubRetailer', {
      token: owner,
      body: { name: 'New Hand', contactNumber: '9000000012', otp: await t.lastOtp('9000000012') },
    });
    expect(added.http).toBe(200);
    const sub = await t.tokenFor('9000000012');
    const own = await t.call('GET', 'user/getProfile', { token: sub });
    expect(own.body.data[0].configuration).toMatchObject({ creditBook: false, billing: true });
  });

  it('refuses flags staff do not set, an empty change and an unknown shop', async () => {
    const reports = await post('updateRetailerFlags', {
      shopId: demoShop,
      configuration: { reports: false },
    });
    expect(reports.http).toBe(400);
    const empty = await post('updateRetailerFlags', { shopId: demoShop, configuration: {} });
    expect(empty.body).toEqual({ status: 400, error: consoleRetailerMessages.nothingChanged });
    const unknown = await post('updateRetailerFlags', { shopId: 99_999, configuration: { billing: false } });
    expect(unknown.http).toBe(404);
  });

  it('two staff saving different flags at once both keep their change, each audited once', async () => {
    const other = (await staffAccount(t, 'subAdmin')).token;
    const results = await Promise.all([
      post('updateRetailerFlags', { shopId: demoShop, configuration: { billing: false } }),
      post('updateRetailerFlags', { shopId: demoShop, configuration: { expenses: false } }, other),
      post('updateRetailerFlags', { shopId: demoShop, configuration: { billing: false } }),
    ]);
    expect(results.map((r) => r.http)).toEqual([200, 200, 200]);
    expect((await profile(demoShop)).body.data.configuration).toMatchObject({
      billing: false,
      expenses: false,
    });
    const rows = await t.db
      .selectFrom('audit_log')
      .select('after')
      .where('action', '=', 'retailerFlagsChanged')
      .execute();
    expect(
      rows
        .map((r) => JSON.parse(r.after!))
        .sort((a, b) => Object.keys(a)[0]!.localeCompare(Object.keys(b)[0]!)),
    ).toEqual([{ billing: false }, { expenses: false }]);
  });
});

describe('admin/updateRetailerStatus', () => {
  it('disabling ends the owner’s and sub-users’ sessions at once and blocks sign-in; enabling lets them back', async () => {
    const owner = await t.tokenFor(demoAccounts.owner.phone);
    const sub = await demoSubUser();
    const res = await post('updateRetailerStatus', { shopId: demoShop, status: 'disabled' });
    expect(res.body).toEqual({ status: 200, message: consoleRetailerMessages.disabled });

    expect((await t.call('GET', 'user/getProfile', { token: owner })).http).toBe(401);
    expect((await t.call('GET', 'user/getProfile', { token: sub })).http).toBe(401);
    const open = await t.db
      .selectFrom('sessions')
      .innerJoin('users', 'users.id', 'sessions.subject_id')
      .select('sessions.id')
      .where('sessions.subject_kind', '=', 'retailer')
      .where('users.shop_id', '=', demoShop)
      .where('sessions.ended_at', 'is', null)
      .execute();
    expect(open).toEqual([]);

    const byPassword = await t.call('POST', 'user/login', {
      body: { loginType: 'Custom', email: demoAccounts.owner.email, password: demoAccounts.owner.password },
    });
    expect(byPassword.body).toEqual({ status: 403, error: consoleRetailerMessages.signInDisabled });
    const wrongPassword = await t.call('POST', 'user/login', {
      body: { loginType: 'Custom', email: demoAccounts.owner.email, password: 'not-the-one1' },
    });
    expect(wrongPassword.body).toEqual({ status: 400, error: messages.wrongPassword });
    const otp = await t.call('POST', 'user/sendOtp', {
      body: { contactNumber: demoAccounts.owner.phone, type: 'LOGIN' },
    });
    expect(otp.body).toEqual({ status: 403, error: consoleRetailerMessages.signInDisabled });
    // Nobody can sign up with the disabled shop's number meanwhile.
    expect((await list('status=disabled')).body.data.total).toBe(1);

    const log = (await t.call('GET', 'admin/auditLog', { token: admin })).body.data.rows;
    expect(log[0]).toMatchObject({
      action: 'retailerDisabled',
      entityId: String(demoShop),
      before: { status: 'active' },
      after: { status: 'disabled' },
    });

    const enabled = await post('updateRetailerStatus', { shopId: demoShop, status: 'active' });
    expect(enabled.body).toEqual({ status: 200, message: consoleRetailerMessages.enabled });
    const again = await t.call('POST', 'user/login', {
      body: { loginType: 'Custom', email: demoAccounts.owner.email, password: demoAccounts.owner.password },
    });
    expect(again.body.status).toBe(200);
    // The old tokens stay dead: their sessions ended.
    expect((await t.call('GET', 'user/getProfile', { token: owner })).http).toBe(401);
  });

  it('two staff disabling at once make one change and one audit row', async () => {
    const other = (await staffAccount(t, 'subAdmin')).token;
    const results = await Promise.all([
      post('updateRetailerStatus', { shopId: demoShop, status: 'disabled' }),
      post('updateRetailerStatus', { shopId: demoShop, status: 'disabled' }, other),
    ]);
    expect(results.map((r) => r.http)).toEqual([200, 200]);
    const rows = await t.db
      .selectFrom('audit_log')
      .select('id')
      .where('action', '=', 'retailerDisabled')
      .execute();
    expect(rows).toHaveLength(1);
    expect((await profile(demoShop)).body.data.status).toBe('disabled');
  });

  it('refuses an unknown shop and a bad status', async () => {
    expect((await post('updateRetailerStatus', { shopId: 99_999, status: 'disabled' })).http).toBe(404);
    expect((await post('updateRetailerStatus', { shopId: demoShop, status: 'paused' })).http).toBe(400);
  });
});

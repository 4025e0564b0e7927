import { messages } from '@galla/domain/messages';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createTestApp, demoAccounts, type TestApp } from '../../test/test-app.js';

let t: TestApp;
let token: string;
let superCategoryIds: number[];
beforeEach(async () => {
  t = await createTestApp();
  token = await t.tokenFor(demoAccounts.notOnboarded.phone);
  const list = await t.call('GET', 'category/getSuperCategoryList');
  superCategoryIds = list.body.data.map((s: { superCategoryId: number }) => s.superCategoryId);
});
afterEach(async () => {
  await t.close();
});

const onboard = (body: unknown) => t.call('POST', 'user/onboard', { token, body });

describe('user/onboard', () => {
  it('saves name, pincode, place and categories and flips isOnboard', async () => {
    const chosen = superCategoryIds.slice(1, 3);
    const res = await onboard({
      tradeName: '  Patil Kirana Stores ',
      pincode: '411001',
      selectedCategories: chosen,
      userId: 999,
    });
    expect(res.http).toBe(200);
    expect(res.body.data.isOnboard).toBe(1);
    expect(res.body.data.userData[0]).toMatchObject({
      tradeName: 'Patil Kirana Stores',
      pincode: '411001',
      state: 'Maharashtra',
      city: 'Pune',
      isOnboard: 1,
    });
    const list = await t.call('GET', 'category/getSuperCategoryList', { token });
    const selected = list.body.data
      .filter((s: { isSelected: boolean }) => s.isSelected)
      .map((s: { superCategoryId: number }) => s.superCategoryId);
    expect(selected.sort()).toEqual([...chosen].sort());
  });

  it.each([
    [{ pincode: '411001', selectedCategories: [2] }, messages.businessNameRequired],
    [{ tradeName: '   ', pincode: '411001', selectedCategories: [2] }, messages.businessNameRequired],
    [{ tradeName: 'Shop', pincode: '4110', selectedCategories: [2] }, messages.pincodeCheck],
    [{ tradeName: 'Shop', pincode: 'abcdef', selectedCategories: [2] }, messages.pincodeCheck],
    [{ tradeName: 'Shop', pincode: '411001', selectedCategories: [] }, messages.categoryRequired],
    [{ tradeName: 'Shop', pincode: '411001' }, messages.categoryRequired],
  ])('validates %j', async (body, error) => {
    const res = await onboard(body);
    expect(res.body).toEqual({ status: 400, error });
    const profile = await t.call('GET', 'user/getProfile', { token });
    expect(profile.body.data[0].isOnboard).toBe(0);
  });

  it("refuses a pincode that does not exist with 'Please, check your pincode'", async () => {
    const res = await onboard({
      tradeName: 'Shop',
      pincode: '000000',
      selectedCategories: [superCategoryIds[1]],
    });
    expect(res.body).toEqual({ status: 400, error: messages.pincodeCheck });
  });

  it('refuses unknown categories', async () => {
    const res = await onboard({ tradeName: 'Shop', pincode: '411001', selectedCategories: [987654] });
    expect(res.body).toEqual({ status: 400, error: messages.categoryRequired });
  });

  it('needs a session', async () => {
    const res = await t.call('POST', 'user/onboard', {
      body: { tradeName: 'x', pincode: '411001', selectedCategories: [2] },
    });
    expect(res.http).toBe(401);
  });

  it("changes only the caller's own shop", async () => {
    const before = await t.call('GET', 'user/getProfile', {
      token: await t.tokenFor(demoAccounts.owner.phone),
    });
    await onboard({ tradeName: 'Other', pincode: '110001', selectedCategories: [superCategoryIds[1]] });
    const after = await t.call('GET', 'user/getProfile', {
      token: await t.tokenFor(demoAccounts.owner.phone),
    });
    expect(after.body.data[0]).toEqual(before.body.data[0]);
  });
});

describe('user/notificationCount', () => {
  it('counts only unread notifications of the caller', async () => {
    const ownerId = await t.userIdOf(demoAccounts.owner.phone);
    const otherId = await t.userIdOf(demoAccounts.notOnboarded.phone);
    const shopOf = async (id: number) =>
      (await t.db.selectFrom('users').select('shop_id').where('id', '=', id).executeTakeFirstOrThrow())
        .shop_id;
    const now = t.clock.now().toISOString();
    const note = async (userId: number, isRead: number) =>
      t.db
        .insertInto('notifications')
        .values({
          shop_id: await shopOf(userId),
          user_id: userId,
          text: 'Hello',
          data: null,
          is_read: isRead,
          created_at: now,
        })
        .execute();
    await note(ownerId, 0);
    await note(ownerId, 0);
    await note(ownerId, 1);
    await note(otherId, 0);
    const owner = await t.call('GET', 'user/notificationCount', {
      token: await t.tokenFor(demoAccounts.owner.phone),
    });
    expect(owner.body.data).toEqual({ count: 2 });
    const other = await t.call('GET', 'user/notificationCount', { token });
    expect(other.body.data).toEqual({ count: 1 });
  });
});

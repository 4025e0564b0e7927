import { messages } from '@galla/domain/messages';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createTestApp, demoAccounts, type TestApp } from '../../test/test-app.js';

let t: TestApp;
let token: string;
let otherToken: string;
beforeEach(async () => {
  t = await createTestApp();
  token = await t.tokenFor(demoAccounts.owner.phone);
  otherToken = await t.tokenFor(demoAccounts.notOnboarded.phone);
});
afterEach(async () => {
  await t.close();
});

type Item = { notificationId: number; text: string; is_read: number; data: Record<string, unknown> | null };

/** Sends `count` notifications to a user, a minute apart, texts 'Message 1' … 'Message n'. */
async function notify(contactNumber: string, count: number, data?: Record<string, unknown>) {
  const user = await t.db
    .selectFrom('users')
    .select(['id', 'shop_id'])
    .where('contact_number', '=', contactNumber)
    .executeTakeFirstOrThrow();
  for (let i = 1; i <= count; i++) {
    await t.services.notifications.notify({
      shopId: user.shop_id,
      userId: user.id,
      text: `Message ${i}`,
      data,
    });
    t.clock.advance(60_000);
  }
}

const page = async (pageNo: number, as = token): Promise<Item[]> => {
  const res = await t.call('POST', 'user/getNotification', {
    token: as,
    body: { page: pageNo, numberOfItems: 10 },
  });
  expect(res.http).toBe(200);
  return res.body.data;
};
const unread = async (as = token): Promise<number> =>
  (await t.call('GET', 'user/notificationCount', { token: as })).body.data.count;
const read = (notificationId: number, as = token) =>
  t.call('POST', 'user/readNotification', { token: as, body: { notificationId } });
const feedBack = (body: Record<string, unknown>, as = token) =>
  t.call('POST', 'user/feedBack', { token: as, body });
const texts = (items: Item[]) => items.map((n) => n.text);

describe('the notification list', () => {
  it('is empty at first', async () => {
    expect(await page(1)).toEqual([]);
    expect(await unread()).toBe(0);
  });

  it('pages 10 at a time, newest first', async () => {
    await notify(demoAccounts.owner.phone, 12, { surveyId: 7 });
    const first = await page(1);
    expect(texts(first)).toEqual([12, 11, 10, 9, 8, 7, 6, 5, 4, 3].map((n) => `Message ${n}`));
    expect(first[0]).toMatchObject({ is_read: 0, data: { surveyId: 7 } });
    expect(texts(await page(2))).toEqual(['Message 2', 'Message 1']);
    expect(await page(3)).toEqual([]);
    expect(await unread()).toBe(12);
  });

  it('numberOfItems defaults to 10', async () => {
    await notify(demoAccounts.owner.phone, 11);
    const res = await t.call('POST', 'user/getNotification', { token, body: {} });
    expect(res.body.data).toHaveLength(10);
    expect(res.body.data[0].text).toBe('Message 11');
  });

  it('a notification without data has data null', async () => {
    await notify(demoAccounts.owner.phone, 1);
    expect((await page(1))[0]).toMatchObject({ text: 'Message 1', data: null });
  });

  it('reading one marks it read and the unread count drops', async () => {
    await notify(demoAccounts.owner.phone, 3);
    const [newest, middle] = await page(1);
    const res = await read(middle!.notificationId);
    expect(res.body.status).toBe(200);
    expect(await unread()).toBe(2);
    expect((await page(1)).map((n) => n.is_read)).toEqual([0, 1, 0]);
    await read(middle!.notificationId);
    expect(await unread()).toBe(2);
    await read(newest!.notificationId);
    expect(await unread()).toBe(1);
  });

  it('needs a session', async () => {
    expect((await t.call('POST', 'user/getNotification', { body: { page: 1 } })).http).toBe(401);
    expect((await t.call('GET', 'user/notificationCount')).http).toBe(401);
  });
});

describe('user/feedBack', () => {
  it.each([1, 2, 3, 4, 5])('stores a rating of %i and marks the notification read', async (rating) => {
    await notify(demoAccounts.owner.phone, 2, { invoiceId: 42 });
    const [target] = await page(1);
    const res = await feedBack({ rating, notificationId: target!.notificationId, data: { invoiceId: 42 } });
    expect(res.body).toEqual({ status: 200, message: messages.feedbackThanks });

    const stored = await t.db
      .selectFrom('feedback')
      .select(['rating', 'notification_id', 'user_id', 'data'])
      .execute();
    expect(stored).toEqual([
      {
        rating,
        notification_id: target!.notificationId,
        user_id: await t.userIdOf(demoAccounts.owner.phone),
        data: JSON.stringify({ invoiceId: 42 }),
      },
    ]);
    expect((await page(1)).map((n) => n.is_read)).toEqual([1, 0]);
    expect(await unread()).toBe(1);
  });

  it.each([
    [{ rating: 0 }],
    [{ rating: 6 }],
    [{ rating: -1 }],
    [{ rating: 2.5 }],
    [{ rating: 'five' }],
    [{}],
  ])('refuses %j', async (body) => {
    await notify(demoAccounts.owner.phone, 1);
    const [target] = await page(1);
    const res = await feedBack({ ...body, notificationId: target!.notificationId });
    expect(res.body).toEqual({ status: 400, error: messages.ratingRange });
    expect(await t.db.selectFrom('feedback').select('id').execute()).toEqual([]);
    expect(await unread()).toBe(1);
  });
});

describe("another user's notifications", () => {
  it('are not in my list or count, and I cannot mark or rate them', async () => {
    await notify(demoAccounts.owner.phone, 3);
    await notify(demoAccounts.notOnboarded.phone, 1);
    const ownerIds = (await page(1)).map((n) => n.notificationId);

    const mine = await page(1, otherToken);
    expect(texts(mine)).toEqual(['Message 1']);
    expect(ownerIds).not.toContain(mine[0]!.notificationId);
    expect(await unread(otherToken)).toBe(1);

    const marked = await read(ownerIds[0]!, otherToken);
    expect(marked.http).toBe(200);
    const rated = await feedBack({ rating: 1, notificationId: ownerIds[1] }, otherToken);
    expect(rated.http).toBe(200);

    expect((await page(1)).map((n) => n.is_read)).toEqual([0, 0, 0]);
    expect(await unread()).toBe(3);
    expect(await unread(otherToken)).toBe(1);
    const stored = await t.db.selectFrom('feedback').select(['user_id', 'notification_id']).execute();
    expect(stored).toEqual([
      { user_id: await t.userIdOf(demoAccounts.notOnboarded.phone), notification_id: null },
    ]);
  });

  it("a sub-user's notifications are their own, not the owner's", async () => {
    const contactNumber = '9000000001';
    await t.call('POST', 'user/sendOtp', { token, body: { contactNumber, type: 'ADDSUBRETAILER' } });
    await t.call('POST', 'user/addSubRetailer', {
      token,
      body: { name: 'Ravi Kumar', contactNumber, otp: await t.lastOtp(contactNumber) },
    });
    const subToken = await t.tokenFor(contactNumber);
    await notify(demoAccounts.owner.phone, 2);
    await notify(contactNumber, 1);

    expect(texts(await page(1, subToken))).toEqual(['Message 1']);
    expect(await unread(subToken)).toBe(1);
    expect(texts(await page(1))).toEqual(['Message 2', 'Message 1']);
    expect(await unread()).toBe(2);
  });
});

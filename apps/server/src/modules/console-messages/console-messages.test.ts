import { randomUUID } from 'node:crypto';
import { messageUsersMessages } from '@galla/contracts/console-messages';
import { messages } from '@galla/domain/messages';
import type { StaffRole } from '@galla/domain/permissions';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { staffAccount } from '../../test/staff-accounts.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { testShop } from './test-shops.js';

let t: TestApp;
let admin: string;
let karnataka: { stateId: number; bengaluru: number; mysuru: number };
beforeEach(async () => {
  t = await createTestApp();
  admin = (await staffAccount(t, 'Admin', { firstName: 'Asha' })).token;
  const blr = (await t.services.reference.pincode('560001'))!;
  const mys = (await t.services.reference.pincode('570001'))!;
  karnataka = { stateId: blr.stateId, bengaluru: blr.cityId, mysuru: mys.cityId };
});
afterEach(() => t.close());

const preview = (audience: object, token = admin) =>
  t.call('POST', 'admin/messagePreview', { token, body: audience });
const send = (body: object, token = admin) =>
  t.call('POST', 'admin/sendMessage', {
    token,
    body: { messageId: randomUUID(), text: 'Diwali offer: SMS packs at half price', ...body },
  });
const bell = async (userId: number) =>
  t.db.selectFrom('notifications').select(['text', 'shop_id']).where('user_id', '=', userId).execute();
const turnSmsOn = () => t.db.insertInto('settings').values({ key: 'sms', value: 'true' }).execute();

describe('who may message users', () => {
  it.each<[StaffRole, number]>([
    ['Admin', 200],
    ['subAdmin', 403],
    ['Avp', 403],
    ['Cse', 403],
    ['floorManager', 403],
    ['zonalManager', 403],
    ['stateManager', 403],
  ])('%s gets %i on every call', async (role, status) => {
    const { token } = await staffAccount(t, role);
    await testShop(t);
    const calls = [
      await preview({ stateId: karnataka.stateId }, token),
      await send({ audience: { stateId: karnataka.stateId } }, token),
      await t.call('GET', 'admin/messageHistory', { token }),
    ];
    for (const res of calls) expect(res.http).toBe(status);
    if (status === 403) expect(calls[0]!.body.error).toBe(messages.forbidden);
  });

  it('a retailer is refused', async () => {
    const retailer = await t.tokenFor((await testShop(t)).phones[0]!);
    expect((await preview({}, retailer)).http).toBe(403);
  });
});

describe('the audience', () => {
  it('filters by state, city, category, sign-up stage, onboarding, status and recipients', async () => {
    const superCategoryId = (await t.services.reference.superCategoryNames())[1]!.superCategoryId;
    const blr = await testShop(t, { subUsers: 2, superCategoryId });
    const mys = await testShop(t, { pincode: '570001' });
    const pending = await testShop(t, { isRegister: 2, onboarded: false, email: null });
    const disabled = await testShop(t, { status: 'disabled' });
    const state = { stateId: karnataka.stateId };

    const count = async (audience: object) => (await preview({ ...state, ...audience })).body.data;
    expect(await count({})).toMatchObject({ users: 3, shops: 3, withEmail: 2, smsEnabled: false });
    expect(await count({ recipients: 'everyone' })).toMatchObject({ users: 5, shops: 3 });
    expect(await count({ cityId: karnataka.mysuru })).toMatchObject({ users: 1 });
    expect(await count({ cityId: karnataka.bengaluru, recipients: 'everyone' })).toMatchObject({
      users: 4,
      shops: 2,
    });
    expect(await count({ superCategoryId, recipients: 'everyone' })).toMatchObject({ users: 3, shops: 1 });
    expect(await count({ isRegister: 2 })).toMatchObject({ users: 1 });
    expect(await count({ onboarded: false })).toMatchObject({ users: 1 });
    expect(await count({ onboarded: true })).toMatchObject({ users: 2 });
    expect(await count({ status: 'disabled' })).toMatchObject({ users: 1 });
    expect(await count({ status: 'all' })).toMatchObject({ users: 4 });

    // What is sent is exactly what was previewed, user by user.
    const res = await send({ audience: { ...state, recipients: 'everyone' } });
    expect(res.body.status).toBe(200);
    expect(res.body.data.message).toMatchObject({ notified: 5, smsQueued: 0, emailsQueued: 0 });
    for (const id of blr.userIds) expect(await bell(id)).toHaveLength(1);
    expect(await bell(mys.ownerId)).toEqual([
      { text: 'Diwali offer: SMS packs at half price', shop_id: mys.shopId },
    ]);
    expect(await bell(pending.ownerId)).toHaveLength(1);
    expect(await bell(disabled.ownerId)).toHaveLength(0);
  });

  it('refuses an audience nobody is in, and records nothing', async () => {
    const res = await send({ audience: { stateId: karnataka.stateId } });
    expect(res.body).toEqual({ status: 400, error: messageUsersMessages.nobody });
    expect(await t.db.selectFrom('console_messages').selectAll().execute()).toEqual([]);
  });

  it('refuses bad input with 400 and the reason', async () => {
    expect((await send({ text: 'Hi' })).body).toEqual({ status: 400, error: messageUsersMessages.text });
    expect((await send({ messageId: 'x', audience: {} })).body).toEqual({
      status: 400,
      error: messageUsersMessages.messageId,
    });
    expect((await send({ sendEmail: true, audience: {} })).body).toEqual({
      status: 400,
      error: messageUsersMessages.subject,
    });
    expect((await preview({ isRegister: 7 })).http).toBe(400);
  });
});

describe('sending', () => {
  it('queues an SMS only while the platform flag is on, and e-mails to those with an address', async () => {
    const shop = await testShop(t, { subUsers: 1 });
    await testShop(t, { email: null });
    const audience = { stateId: karnataka.stateId };
    expect((await send({ sendSms: true, audience })).body).toEqual({
      status: 400,
      error: messageUsersMessages.smsOff,
    });
    await turnSmsOn();
    const res = await send({ sendSms: true, sendEmail: true, emailSubject: 'Diwali offer', audience });
    expect(res.body.message).toBe(messageUsersMessages.sent);
    expect(res.body.data.message).toMatchObject({ notified: 2, smsQueued: 2, emailsQueued: 1 });
    const outbox = await t.db.selectFrom('outbox').select(['channel', 'recipient', 'subject']).execute();
    expect(outbox.filter((m) => m.channel === 'sms').map((m) => m.recipient)).toContain(shop.phones[0]);
    expect(outbox.filter((m) => m.channel === 'email')).toEqual([
      { channel: 'email', recipient: `shop${shop.shopId}@example.com`, subject: 'Diwali offer' },
    ]);
  });

  it('sends once when the same message arrives twice at the same moment', async () => {
    await turnSmsOn();
    const shops = await Promise.all([testShop(t), testShop(t), testShop(t)]);
    const body = {
      messageId: randomUUID(),
      text: 'Your GST return is due on the 11th',
      sendSms: true,
      audience: { stateId: karnataka.stateId },
    };
    const answers = await Promise.all(
      Array.from({ length: 4 }, () => t.call('POST', 'admin/sendMessage', { token: admin, body })),
    );
    expect(answers.map((a) => a.body.status)).toEqual([200, 200, 200, 200]);
    expect(answers.filter((a) => !a.body.data.alreadySent)).toHaveLength(1);
    expect(answers.filter((a) => a.body.data.alreadySent)).toHaveLength(3);
    expect(answers[3]!.body.data.message.notified).toBe(3);
    for (const s of shops) expect(await bell(s.ownerId)).toHaveLength(1);
    expect(await t.db.selectFrom('outbox').select('id').where('channel', '=', 'sms').execute()).toHaveLength(
      3,
    );
    expect(await t.db.selectFrom('console_messages').select('id').execute()).toHaveLength(1);
  });

  it('lists the sent messages newest first, with counts, and audits each send', async () => {
    await testShop(t);
    await send({ text: 'First message here', audience: { stateId: karnataka.stateId } });
    t.clock.advance(60_000);
    await send({ text: 'Second message here', audience: { stateId: karnataka.stateId } });
    const history = await t.call('GET', 'admin/messageHistory?pageSize=20', { token: admin });
    expect(history.body.data.total).toBe(2);
    expect(history.body.data.rows.map((r: { text: string }) => r.text)).toEqual([
      'Second message here',
      'First message here',
    ]);
    expect(history.body.data.rows[0]).toMatchObject({
      staffName: 'Asha Tester',
      notified: 1,
      audience: { stateId: karnataka.stateId, status: 'active', recipients: 'owners' },
    });
    const log = (await t.call('GET', 'admin/auditLog', { token: admin })).body.data.rows;
    expect(log.filter((e: { action: string }) => e.action === 'messageSent')).toHaveLength(2);
  });

  it('the retailer sees the message in the bell', async () => {
    const shop = await testShop(t);
    await send({ audience: { cityId: karnataka.bengaluru } });
    const token = await t.tokenFor(shop.phones[0]!);
    const count = await t.call('GET', 'user/notificationCount', { token });
    expect(JSON.stringify(count.body.data)).toContain('1');
    const list = await t.call('POST', 'user/getNotification', {
      token,
      body: { page: 1, numberOfItems: 10 },
    });
    expect(JSON.stringify(list.body.data)).toContain('Diwali offer: SMS packs at half price');
  });
});

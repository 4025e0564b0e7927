import { smsMessages } from '@galla/domain/sms-wallet';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createTestApp, demoAccounts, type TestApp } from '../../test/test-app.js';
import { addProduct, billBody } from '../billing/test-helpers.js';
import { brandIdOf } from '../catalogue/datasets/brands.js';
import { secondShopToken } from '../inventory/test-helpers.js';
import { buySms, enableSms, ledgerSum, setSms, shopIdOf, walletOf } from './test-helpers.js';

let t: TestApp;
let token: string;
let shopId: number;
beforeEach(async () => {
  t = await createTestApp();
  token = await t.tokenFor(demoAccounts.owner.phone);
  shopId = await shopIdOf(t, demoAccounts.owner.phone);
});
afterEach(async () => {
  await t.close();
});

const SAMSUNG = brandIdOf('Samsung');
const NOKIA = brandIdOf('Nokia');

async function customer(name: string, mobileNumber: string): Promise<number> {
  const res = await t.call('POST', 'billing/addCustomer', {
    token,
    body: { customerName: name, mobileNumber },
  });
  return res.body.data.insertId;
}

async function sell(customerId: number, productId: number) {
  const res = await t.call('POST', 'billing/saveInvoice', {
    token,
    body: billBody([{ productId, price: 118 }], 118, { customerId }),
  });
  if (res.http !== 200) throw new Error(JSON.stringify(res.body));
  return res.body.data.invoiceDetails[0].invoiceId as number;
}

/** Asha bought a Samsung, Ravi a Nokia, Meena both; Sunil's Samsung bill was cancelled. */
async function shopWithBuyers() {
  const samsung = (
    await addProduct(t, token, { modelName: 'Galaxy M15', brandId: SAMSUNG, modelQuantity: 20 })
  ).productId;
  const nokia = (await addProduct(t, token, { modelName: 'Nokia 105', brandId: NOKIA, modelQuantity: 20 }))
    .productId;
  const asha = await customer('Asha Kulkarni', '9822000001');
  const ravi = await customer('Ravi Shinde', '9822000002');
  const meena = await customer('Meena Patil', '9822000003');
  const sunil = await customer('Sunil Jadhav', '9822000004');
  await sell(asha, samsung);
  await sell(ravi, nokia);
  await sell(meena, nokia);
  await sell(meena, samsung);
  const cancelled = await sell(sunil, samsung);
  await t.call('POST', 'billing/cancelInvoice', { token, body: { invoiceId: cancelled } });
  return { asha, ravi, meena, sunil, samsung, nokia };
}

const customers = (body: object, as = token) => t.call('POST', 'paySMS/getCustomers', { token: as, body });
const send = (body: object, as = token) => t.call('POST', 'paySMS/sendSmsCustomers', { token: as, body });
const names = (list: { customerName: string }[]) => list.map((c) => c.customerName);

async function campaignOutbox() {
  return t.db
    .selectFrom('outbox')
    .innerJoin('sms_campaign_recipients as r', 'r.outbox_id', 'outbox.id')
    .select(['outbox.recipient', 'outbox.body', 'outbox.status', 'outbox.next_attempt_at'])
    .orderBy('outbox.id')
    .execute();
}

describe('paySMS/getCustomers and getDropDownPaySms', () => {
  it('lists the customers who bought the chosen brand, on completed bills only', async () => {
    const b = await shopWithBuyers();
    const samsung = await customers({ brandId: SAMSUNG });
    expect(samsung.body).toEqual({
      status: 200,
      data: {
        nonBounced: [
          { customerId: b.asha, customerName: 'Asha Kulkarni', mobileNumber: '9822000001', bounced: false },
          { customerId: b.meena, customerName: 'Meena Patil', mobileNumber: '9822000003', bounced: false },
        ],
        bounced: [],
      },
    });
    expect(names((await customers({ brandId: NOKIA })).body.data.nonBounced)).toEqual([
      'Meena Patil',
      'Ravi Shinde',
    ]);
    expect(names((await customers({ modelId: b.nokia, brandId: NOKIA })).body.data.nonBounced)).toHaveLength(
      2,
    );
    expect(names((await customers({})).body.data.nonBounced)).toEqual([
      'Asha Kulkarni',
      'Meena Patil',
      'Ravi Shinde',
    ]);
  });

  it("answers 404 when nobody bought it, and another shop's customers are never listed", async () => {
    expect((await customers({})).body).toEqual({ status: 404, error: smsMessages.noCustomers });
    await shopWithBuyers();
    const other = await secondShopToken(t);
    expect((await customers({ brandId: SAMSUNG }, other)).body.status).toBe(404);
  });

  it('offers the cascading choices from the shop’s own products', async () => {
    await shopWithBuyers();
    const top = await t.call('GET', 'paySMS/getDropDownPaySms', { token });
    expect(top.body.data.superCategories).toEqual([{ id: 1, name: 'Others' }]);
    const brands = await t.call('GET', 'paySMS/getDropDownPaySms?superCategoryId=1&categoryId=999', {
      token,
    });
    expect(brands.body.data.brands).toEqual([
      { id: NOKIA, name: 'Nokia' },
      { id: SAMSUNG, name: 'Samsung' },
    ]);
  });
});

describe('paySMS/sendSmsCustomers', () => {
  it('is refused while the SMS feature is off', async () => {
    const b = await shopWithBuyers();
    expect((await send({ message: 'Hi', customers: [b.asha] })).body).toEqual({
      status: 403,
      error: smsMessages.smsOff,
    });
  });

  it('debits parts × recipients and queues one SMS each with the opt-out, in the promotional window', async () => {
    const b = await shopWithBuyers();
    await enableSms(t);
    await buySms(t, token, 200);
    // 140 letters and the 22 of the opt-out line: 162, two parts of 153.
    const message = `Galaxy exchange offer this week only at Patil Mobiles. ${'x'.repeat(85)}`;
    expect(message).toHaveLength(140);
    const res = await send({ message, customers: [b.asha, b.meena] });
    expect(res.body).toEqual({
      status: 200,
      message: 'Message Send Successfully',
      data: { final_msgs: 196, smsUsed: 4, recipients: 2, sendAt: '2026-11-21T06:30:00.000Z' },
    });
    expect(await walletOf(t, token)).toBe(196);
    expect(await ledgerSum(t, shopId)).toBe(196);
    const queued = await campaignOutbox();
    expect(queued.map((m) => [m.recipient, m.body])).toEqual([
      ['9822000001', `${message}\nReply STOP to opt out`],
      ['9822000003', `${message}\nReply STOP to opt out`],
    ]);
    const campaign = await t.db.selectFrom('sms_campaigns').selectAll().executeTakeFirstOrThrow();
    expect(campaign).toMatchObject({
      shop_id: shopId,
      parts: 2,
      recipients: 2,
      sms_total: 4,
      sender_id: 'GALLAB',
    });
    await t.outbox.drainOnce();
    expect((await campaignOutbox()).map((m) => m.status)).toEqual(['sent', 'sent']);
  });

  it('counts a Hindi message at 70 characters an SMS, and keeps the DLT registration from the settings', async () => {
    const b = await shopWithBuyers();
    await enableSms(t);
    await setSms(t, 'smsDltEntityId', '1201159100000000001');
    await setSms(t, 'smsDltTemplateId', '1207161700000000002');
    await buySms(t, token, 200);
    // 48 + 1 + 21 = 70 UTF-16 units: one SMS; one more letter makes two of 67.
    const hindi = 'दिवाली पर सभी मोबाइल पर 10% की छूट! आज ही आइए।।।';
    expect(hindi).toHaveLength(48);
    expect((await send({ message: hindi, customers: [b.ravi] })).body.data.smsUsed).toBe(1);
    expect((await send({ message: `${hindi}।`, customers: [b.ravi] })).body.data.smsUsed).toBe(2);
    const campaigns = await t.db.selectFrom('sms_campaigns').selectAll().orderBy('id').execute();
    expect(campaigns[0]).toMatchObject({
      entity_id: '1201159100000000001',
      template_id: '1207161700000000002',
      template_vars: JSON.stringify([hindi]),
    });
    const row = await t.db
      .selectFrom('outbox')
      .select('sms_dlt')
      .where('recipient', '=', '9822000002')
      .executeTakeFirstOrThrow();
    expect(JSON.parse(row.sms_dlt!)).toEqual({
      entityId: '1201159100000000001',
      senderId: 'GALLAB',
      templateId: '1207161700000000002',
      variables: [hindi],
    });
  });

  it('holds messages written after 21:00 IST until 10:00 IST next morning', async () => {
    const b = await shopWithBuyers();
    await enableSms(t);
    await buySms(t, token, 200);
    t.clock.set(new Date('2026-11-21T16:00:00.000Z')); // 21:30 IST
    const res = await send({ message: 'Sale tomorrow', customers: [b.asha] });
    expect(res.body.data.sendAt).toBe('2026-11-22T04:30:00.000Z');
    await t.outbox.drainOnce();
    expect((await campaignOutbox()).map((m) => m.status)).toEqual(['pending']);
    t.clock.set(new Date('2026-11-22T04:30:00.000Z'));
    await t.outbox.drainOnce();
    expect((await campaignOutbox()).map((m) => m.status)).toEqual(['sent']);
  });

  it('refuses a send the wallet cannot pay, whole: nothing queued, nothing taken', async () => {
    const b = await shopWithBuyers();
    await enableSms(t);
    await setSms(t, 'smsMinPurchaseSms', '1');
    await buySms(t, token, 2);
    const res = await send({ message: 'Hello', customers: [b.asha, b.ravi, b.meena] });
    expect(res.body).toEqual({ status: 400, error: smsMessages.insufficientBalance });
    expect(await walletOf(t, token)).toBe(2);
    expect(await campaignOutbox()).toEqual([]);
    expect(await t.db.selectFrom('sms_campaigns').selectAll().execute()).toEqual([]);
  });

  it.each([
    [{ message: '  ', customers: [1] }, smsMessages.messageRequired],
    [{ message: 'x'.repeat(1531), customers: [1] }, smsMessages.messageTooLong],
    [{ message: 'Hi', customers: [] }, smsMessages.chooseCustomers],
    [{ message: 'Hi' }, smsMessages.chooseCustomers],
  ])('validates %j', async (body, error) => {
    await enableSms(t);
    expect((await send(body)).body).toEqual({ status: 400, error });
  });

  it("cannot send to another shop's customers, nor spend another shop's wallet", async () => {
    const b = await shopWithBuyers();
    await enableSms(t);
    await buySms(t, token, 200);
    const other = await secondShopToken(t);
    const res = await send({ message: 'Hi', customers: [b.asha] }, other);
    expect(res.body).toEqual({ status: 400, error: 'No such contact' });
    expect((await send({ message: 'Hi', customers: [b.asha, 999_999] })).body.status).toBe(400);
    expect(await walletOf(t, token)).toBe(200);
    expect(await walletOf(t, other)).toBe(0);
    expect(await campaignOutbox()).toEqual([]);
  });

  it('lists a customer whose last campaign SMS failed as bounced', async () => {
    const b = await shopWithBuyers();
    await enableSms(t);
    await buySms(t, token, 200);
    await send({ message: 'Offer', customers: [b.asha, b.meena] });
    const asha = await t.db
      .selectFrom('sms_campaign_recipients')
      .select('outbox_id')
      .where('customer_id', '=', b.asha)
      .executeTakeFirstOrThrow();
    // What the outbox worker does when the gateway refused every attempt.
    await t.db.updateTable('outbox').set({ status: 'failed' }).where('id', '=', asha.outbox_id).execute();
    const list = (await customers({ brandId: SAMSUNG })).body.data;
    expect(names(list.nonBounced)).toEqual(['Meena Patil']);
    expect(list.bounced).toEqual([
      { customerId: b.asha, customerName: 'Asha Kulkarni', mobileNumber: '9822000001', bounced: true },
    ]);
  });

  it('a send to 1,200 customers queues one SMS for each, every recipient row pointing at its own', async () => {
    await enableSms(t);
    await buySms(t, token, 1200);
    const now = t.clock.now().toISOString();
    const ids: number[] = [];
    for (let i = 0; i < 1200; i++) {
      const row = await t.db
        .insertInto('customers')
        .values({
          shop_id: shopId,
          name: `Customer ${i}`,
          mobile: String(9_100_000_000 + i),
          email: null,
          address: null,
          gst_number: null,
          company_name: null,
          state_id: null,
          city_id: null,
          pincode: null,
          is_default: 0,
          created_at: now,
          updated_at: now,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      ids.push(row.id);
    }
    const res = await send({ message: 'Stock clearance sale', customers: ids });
    expect(res.body.data).toMatchObject({ recipients: 1200, smsUsed: 1200, final_msgs: 0 });
    const rows = await t.db
      .selectFrom('sms_campaign_recipients as r')
      .innerJoin('outbox as o', 'o.id', 'r.outbox_id')
      .select(['r.mobile', 'o.recipient'])
      .execute();
    expect(rows).toHaveLength(1200);
    expect(rows.filter((r) => r.mobile !== r.recipient)).toEqual([]);
    expect(new Set(rows.map((r) => r.recipient)).size).toBe(1200);
  });

  it('never overdraws however many sends race: exactly the balance is spent', async () => {
    const b = await shopWithBuyers();
    await enableSms(t);
    await setSms(t, 'smsMinPurchaseSms', '1');
    await buySms(t, token, 7);
    const results = await Promise.all(
      Array.from({ length: 25 }, (_, i) => send({ message: `Flash sale ${i}`, customers: [b.asha] })),
    );
    const statuses = results.map((r) => r.body.status);
    expect(statuses.filter((s) => s === 200)).toHaveLength(7);
    expect(results.filter((r) => r.body.error === smsMessages.insufficientBalance)).toHaveLength(18);
    expect(await walletOf(t, token)).toBe(0);
    expect(await ledgerSum(t, shopId)).toBe(0);
    expect(await campaignOutbox()).toHaveLength(7);
  });
});

describe('paySMS/inbound (replies to campaign SMS)', () => {
  const reply = (from: string, message: string, key = 'dev-sms-inbound-key') =>
    t.call('POST', 'paySMS/inbound', {
      body: { from, message },
      headers: { authorization: `Bearer ${key}` },
    });

  it('opts out a number that replies STOP: it leaves the lists and is neither sent to nor charged', async () => {
    const b = await shopWithBuyers();
    await enableSms(t);
    await buySms(t, token, 200);
    expect((await reply('919822000001', 'hello')).body.data).toEqual({ optedOut: false });
    expect((await reply('+91 98220 00001', ' stop please')).body).toEqual({
      status: 200,
      data: { optedOut: true },
    });
    expect((await reply('919822000001', 'STOP')).body.data).toEqual({ optedOut: true });
    expect(names((await customers({ brandId: SAMSUNG })).body.data.nonBounced)).toEqual(['Meena Patil']);
    const res = await send({ message: 'Offer', customers: [b.asha, b.meena] });
    expect(res.body.data).toMatchObject({ recipients: 1, smsUsed: 1, final_msgs: 199 });
    expect((await campaignOutbox()).map((m) => m.recipient)).toEqual(['9822000003']);
    expect((await send({ message: 'Offer', customers: [b.asha] })).body).toEqual({
      status: 400,
      error: smsMessages.chooseCustomers,
    });
    expect(await walletOf(t, token)).toBe(199);
  });

  it('refuses a reply without the gateway key', async () => {
    expect((await reply('919822000001', 'STOP', 'wrong-key-wrong-key')).body).toEqual({
      status: 401,
      error: 'Invalid gateway key',
    });
    expect(await t.db.selectFrom('sms_opt_outs').selectAll().execute()).toEqual([]);
  });
});

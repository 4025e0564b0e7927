import { smsMessages } from '@galla/domain/sms-wallet';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createTestApp, demoAccounts, type TestApp } from '../../test/test-app.js';
import { addProduct, billBody } from '../billing/test-helpers.js';
import { secondShopToken } from '../inventory/test-helpers.js';
import { buySms, enableSms, setSms } from './test-helpers.js';

// paySMS/senderSettings: a shop's own DLT header, template and entity for its campaigns, each
// falling back to the platform's registration. On both dialects.

let t: TestApp;
let token: string;
beforeEach(async () => {
  t = await createTestApp();
  token = await t.tokenFor(demoAccounts.owner.phone);
  await setSms(t, 'smsDltEntityId', '1201159100000000001');
  await setSms(t, 'smsDltTemplateId', '1207161700000000002');
});
afterEach(() => t.close());

const platform = { entityId: '1201159100000000001', senderId: 'GALLAB', templateId: '1207161700000000002' };
const read = (as = token) => t.call('GET', 'paySMS/senderSettings', { token: as });
const save = (body: object, as = token) => t.call('POST', 'paySMS/senderSettings', { token: as, body });

/** Sends one campaign to a customer who bought something and answers the DLT it went under. */
async function campaignDlt(): Promise<unknown> {
  const product = (await addProduct(t, token, { modelName: 'Redmi A3', modelQuantity: 5 })).productId;
  const customer = (
    await t.call('POST', 'billing/addCustomer', {
      token,
      body: { customerName: 'Asha', mobileNumber: '9822000101' },
    })
  ).body.data.insertId as number;
  await t.call('POST', 'billing/saveInvoice', {
    token,
    body: billBody([{ productId: product }], 118, { customerId: customer }),
  });
  await enableSms(t);
  await buySms(t, token, 200);
  const sent = await t.call('POST', 'paySMS/sendSmsCustomers', {
    token,
    body: { message: 'Diwali offer', customers: [customer] },
  });
  expect(sent.body.message).toBe(smsMessages.sent);
  const row = await t.db
    .selectFrom('outbox')
    .select('sms_dlt')
    .where('recipient', '=', '9822000101')
    .executeTakeFirstOrThrow();
  const { variables: _, ...dlt } = JSON.parse(row.sms_dlt!);
  return dlt;
}

describe('paySMS/senderSettings', () => {
  it("starts empty: campaigns go under the platform's registration", async () => {
    expect((await read()).body.data).toEqual({
      shop: { entityId: '', senderId: '', templateId: '' },
      inUse: platform,
    });
    expect(await campaignDlt()).toEqual(platform);
  });

  it("sends under the shop's own header and template once set, the platform's entity where it set none", async () => {
    const res = await save({ entityId: '', senderId: 'mobhub', templateId: '1207170000000000099' });
    expect(res.body.message).toBe(smsMessages.senderSaved);
    const own = { entityId: platform.entityId, senderId: 'MOBHUB', templateId: '1207170000000000099' };
    expect(res.body.data).toEqual({
      shop: { entityId: '', senderId: 'MOBHUB', templateId: '1207170000000000099' },
      inUse: own,
    });
    expect(await campaignDlt()).toEqual(own);
    const campaign = await t.db.selectFrom('sms_campaigns').selectAll().executeTakeFirstOrThrow();
    expect(campaign).toMatchObject({ sender_id: 'MOBHUB', template_id: '1207170000000000099' });

    // Emptied again: the platform's.
    await save({ entityId: '', senderId: '', templateId: '' });
    expect((await read()).body.data.inUse).toEqual(platform);
  });

  it('refuses a header that is not 6 letters or digits and an id that is not 19 digits, changing nothing', async () => {
    await save({ entityId: '', senderId: 'MOBHUB', templateId: '' });
    for (const [body, error] of [
      [{ entityId: '', senderId: 'MOB-HB', templateId: '' }, smsMessages.senderIdFormat],
      [{ entityId: '', senderId: 'MOBHUBX', templateId: '' }, smsMessages.senderIdFormat],
      [{ entityId: '12345', senderId: '', templateId: '' }, smsMessages.dltIdFormat],
      [{ entityId: '', senderId: '', templateId: '1207x70000000000099' }, smsMessages.dltIdFormat],
    ] as const) {
      const res = await save(body);
      expect(res.http).toBe(400);
      expect(res.body.error).toBe(error);
    }
    expect((await read()).body.data.shop.senderId).toBe('MOBHUB');
  });

  it("another shop neither sees nor changes this shop's registration", async () => {
    await save({ entityId: '', senderId: 'MOBHUB', templateId: '' });
    const other = await secondShopToken(t);
    expect((await read(other)).body.data.shop).toEqual({ entityId: '', senderId: '', templateId: '' });
    await save({ entityId: '', senderId: 'OTHERS', templateId: '' }, other);
    expect((await read()).body.data.shop.senderId).toBe('MOBHUB');
  });
});

import type { TestApp } from '../../test/test-app.js';
import { addProduct, billBody, demoPhone } from '../billing/test-helpers.js';
import { secondShopToken } from '../inventory/test-helpers.js';

// Two shops in two states with bills, wallet purchases, campaigns and points, some just inside and
// some just outside the IST days 2026-11-01..2026-11-21 (the test clock's today), for the Reports
// reconciliation test. Rows the test cannot make through the API cheaply (a paid purchase, a sent
// campaign, a redemption) are written straight to their tables, as those modules would.

export const RANGE = { fromDate: '2026-11-01', toDate: '2026-11-21' };
/** 1 November 00:00 IST, and the millisecond before it. */
const FIRST_INSTANT = '2026-10-31T18:30:00.000Z';
const BEFORE_RANGE = '2026-10-31T18:29:59.999Z';

export const MAHARASHTRA = 27;
export const KARNATAKA = 29;
const MOBILES_CATEGORY = 6; // super category 2
const TV_CATEGORY = 17; // super category 3

export async function makeReportData(t: TestApp) {
  const a = await t.tokenFor(demoPhone);
  const b = await secondShopToken(t);
  // Shop 3 (seeded, no bills) only signs in: active through its session alone.
  await t.tokenFor('9876500002');
  await t.db.updateTable('shops').set({ state_id: MAHARASHTRA }).where('id', '=', 1).execute();
  await t.db.updateTable('shops').set({ state_id: KARNATAKA }).where('id', '=', 2).execute();

  const phone = (await addProduct(t, a, { modelName: 'Phone' })).productId;
  const tvA = (await addProduct(t, a, { modelName: 'TV' })).productId;
  const tvB = (await addProduct(t, b, { modelName: 'TV B', gst: 0 })).productId;
  await t.db.updateTable('products').set({ category_id: MOBILES_CATEGORY }).where('id', '=', phone).execute();
  await t.db
    .updateTable('products')
    .set({ category_id: TV_CATEGORY })
    .where('id', 'in', [tvA, tvB])
    .execute();

  const save = async (token: string, body: object) => {
    const r = await t.call('POST', 'billing/saveInvoice', { token, body });
    if (r.http !== 200) throw new Error(JSON.stringify(r.body));
    return r.body.data.invoiceDetails[0].invoiceId as number;
  };
  // Shop 1: ₹236 (2 phones) and ₹236 (a phone and a TV); a ₹118 bill cancelled.
  await save(a, billBody([{ productId: phone, quantity: 2 }], 236));
  await save(a, billBody([{ productId: phone }, { productId: tvA }], 236));
  const cancelled = await save(a, billBody([{ productId: phone }], 118));
  const c = await t.call('POST', 'billing/cancelInvoice', { token: a, body: { invoiceId: cancelled } });
  if (c.http !== 200) throw new Error(JSON.stringify(c.body));
  // Shop 2 (no GST): ₹354 (3 TVs).
  await save(
    b,
    billBody([{ productId: tvB, quantity: 3, gstPercent: 'No Gst' }], 354, { billtype: 'NOGST' }),
  );

  // Sign-ups: the IST day of 2026-11-02T20:00Z is 3 November.
  const signedUp = [
    [1, '2026-11-02T20:00:00.000Z'],
    [2, '2026-11-03T05:00:00.000Z'],
    [3, FIRST_INSTANT],
  ] as const;
  for (const [id, at] of signedUp) {
    await t.db.updateTable('users').set({ created_at: at }).where('id', '=', id).execute();
  }

  const order = (shopId: number, sms: number, status: 'created' | 'paid', paidAt: string | null) => ({
    shop_id: shopId,
    provider: 'dev' as const,
    provider_order_id: `order-${Math.random()}`,
    sms,
    rate_paise: 25,
    amount_paise: sms * 25,
    status,
    payment_id: status === 'paid' ? `pay-${Math.random()}` : null,
    paid_via: status === 'paid' ? ('checkout' as const) : null,
    created_by: shopId,
    created_at: BEFORE_RANGE,
    paid_at: paidAt,
  });
  await t.db
    .insertInto('sms_orders')
    .values([
      order(1, 1_000, 'paid', FIRST_INSTANT),
      order(2, 500, 'paid', '2026-11-21T06:00:00.000Z'),
      order(2, 200, 'created', null),
      order(1, 4_000, 'paid', BEFORE_RANGE),
    ])
    .execute();

  const campaign = async (shopId: number, at: string, outcomes: ('sent' | 'failed' | 'pending')[]) => {
    const row = await t.db
      .insertInto('sms_campaigns')
      .values({
        shop_id: shopId,
        message: 'Diwali offer',
        parts: 1,
        recipients: outcomes.length,
        sms_total: outcomes.length,
        entity_id: 'e',
        sender_id: 'GALLAS',
        template_id: 't',
        template_vars: '[]',
        send_after: at,
        created_by: shopId,
        created_at: at,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    for (const status of outcomes) {
      const sms = await t.db
        .insertInto('outbox')
        .values({
          channel: 'sms',
          recipient: '9999999999',
          subject: null,
          body: 'Diwali offer',
          html: null,
          sms_dlt: null,
          sensitive: 0,
          status,
          attempts: 1,
          // Never due: the test's outbox worker must leave the waiting ones waiting.
          next_attempt_at: '2099-01-01T00:00:00.000Z',
          last_error: null,
          created_at: at,
          sent_at: status === 'sent' ? at : null,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      await t.db
        .insertInto('sms_campaign_recipients')
        .values({
          campaign_id: row.id,
          shop_id: shopId,
          customer_id: shopId,
          mobile: '9999999999',
          outbox_id: sms.id,
        })
        .execute();
    }
  };
  await campaign(1, '2026-11-10T10:00:00.000Z', ['sent', 'sent', 'failed']);
  await campaign(2, '2026-11-20T10:00:00.000Z', ['sent', 'pending']);
  await campaign(1, '2026-10-15T10:00:00.000Z', ['sent']);

  const points = (shopId: number, value: number, kind: 'invoice' | 'redeem' | 'refund', at: string) => ({
    shop_id: shopId,
    points: value,
    kind,
    status: 1,
    reward_service: null,
    reward_service_id: null,
    invoice_id: null,
    redemption_id: null,
    created_at: at,
  });
  await t.db
    .insertInto('reward_points')
    .values([
      points(1, -40, 'redeem', '2026-11-15T10:00:00.000Z'),
      points(1, 15, 'refund', '2026-11-16T10:00:00.000Z'),
      points(2, 7, 'invoice', BEFORE_RANGE),
    ])
    .execute();
}

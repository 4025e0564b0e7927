import { smsMessages } from '@galla/domain/sms-wallet';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { secondShopToken } from '../../modules/inventory/test-helpers.js';
import { createTestApp, demoAccounts, type TestApp } from '../../test/test-app.js';
import {
  enableSms,
  ledgerSum,
  paidOrder,
  sendWebhook,
  setSms,
  shopIdOf,
  walletOf,
  webhookPayload,
} from './test-helpers.js';

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

const confirm = (body: object, as = token) => t.call('POST', 'paySMS/confirmWallet', { token: as, body });

describe('paySMS/getWallet', () => {
  it('starts empty, with the default rate, minimum and SMS sizes', async () => {
    const res = await t.call('GET', 'paySMS/getWallet', { token });
    expect(res.body).toEqual({
      status: 200,
      data: {
        final_msgs: 0,
        smsRate: 10,
        minSms: 200,
        minAmount: 2000,
        charsGsm: 160,
        charsUnicode: 70,
        optOut: 'Reply STOP to opt out',
        payments: { provider: 'dev', keyId: 'rzp_test_dev' },
      },
    });
  });

  it('follows the platform settings at once', async () => {
    await setSms(t, 'smsRatePaise', '25');
    await setSms(t, 'smsMinPurchaseSms', '1000');
    await setSms(t, 'smsCharsGsm', '150');
    const res = await t.call('GET', 'paySMS/getWallet', { token });
    expect(res.body.data).toMatchObject({ smsRate: 0.25, minSms: 1000, minAmount: 250, charsGsm: 150 });
  });
});

describe('paySMS/payWallet', () => {
  it('is refused while the SMS feature is off', async () => {
    const res = await t.call('POST', 'paySMS/payWallet', { token, body: { sms: 500 } });
    expect(res.body).toEqual({ status: 403, error: smsMessages.smsOff });
  });

  it.each([
    [199, 'SMS should be greater than or equal to 200'],
    [0, 'SMS should be greater than or equal to 200'],
    ['12a', smsMessages.digitsOnly],
    [-5, smsMessages.digitsOnly],
    [250.5, smsMessages.digitsOnly],
  ])('refuses %j', async (sms, error) => {
    await enableSms(t);
    const res = await t.call('POST', 'paySMS/payWallet', { token, body: { sms } });
    expect(res.body).toEqual({ status: 400, error });
    expect(await t.db.selectFrom('sms_orders').selectAll().execute()).toEqual([]);
  });

  it('creates an order for sms × rate with the provider, stored for this shop', async () => {
    await enableSms(t);
    const res = await t.call('POST', 'paySMS/payWallet', { token, body: { sms: '250' } });
    expect(res.body.data).toEqual({
      orderId: expect.stringMatching(/^order_dev/),
      amount: 2500,
      currency: 'INR',
      sms: 250,
      provider: 'dev',
      keyId: 'rzp_test_dev',
    });
    const row = await t.db.selectFrom('sms_orders').selectAll().executeTakeFirstOrThrow();
    expect(row).toMatchObject({
      shop_id: shopId,
      provider_order_id: res.body.data.orderId,
      sms: 250,
      rate_paise: 1000,
      amount_paise: 250000,
      status: 'created',
    });
  });
});

describe('paySMS/confirmWallet', () => {
  it('credits final_msgs once for the checkout’s signed answer', async () => {
    await enableSms(t);
    const { answer } = await paidOrder(t, token, 300);
    const first = await confirm(answer);
    expect(first.body).toEqual({
      status: 200,
      message: smsMessages.walletCredited,
      data: { final_msgs: 300, credited: 300 },
    });
    const replay = await confirm(answer);
    expect(replay.body).toEqual({
      status: 200,
      message: smsMessages.alreadyCredited,
      data: { final_msgs: 300, credited: 0 },
    });
    expect(await walletOf(t, token)).toBe(300);
    expect(await ledgerSum(t, shopId)).toBe(300);
  });

  it('credits nothing for a forged signature, another order’s signature or an unknown order', async () => {
    await enableSms(t);
    const a = await paidOrder(t, token, 200);
    const b = await paidOrder(t, token, 400);
    const forged = [
      { ...a.answer, razorpay_signature: 'f'.repeat(64) },
      { ...a.answer, razorpay_signature: b.answer.razorpay_signature },
      { ...a.answer, razorpay_payment_id: b.answer.razorpay_payment_id },
      { ...b.answer, razorpay_order_id: a.answer.razorpay_order_id },
      { ...a.answer, razorpay_order_id: 'order_nosuch' },
      { ...a.answer, razorpay_signature: '' },
    ];
    for (const body of forged) {
      const res = await confirm(body);
      expect(res.body).toEqual({ status: 400, error: smsMessages.paymentNotVerified });
    }
    expect(await walletOf(t, token)).toBe(0);
    expect(await t.db.selectFrom('sms_orders').select('status').execute()).toEqual([
      { status: 'created' },
      { status: 'created' },
    ]);
  });

  it('another shop cannot confirm this shop’s payment, nor is it credited', async () => {
    await enableSms(t);
    const other = await secondShopToken(t);
    const { answer } = await paidOrder(t, token, 200);
    const res = await confirm(answer, other);
    expect(res.body).toEqual({ status: 400, error: smsMessages.paymentNotVerified });
    expect(await walletOf(t, other)).toBe(0);
    expect(await walletOf(t, token)).toBe(0);
    const pay = await t.call('POST', 'dev/payments/pay', {
      token: other,
      body: { orderId: answer.razorpay_order_id },
    });
    expect(pay.body).toEqual({ status: 404, error: 'No such order' });
  });
});

describe('paySMS/webhook', () => {
  async function order(sms: number) {
    const { order, answer } = await paidOrder(t, token, sms);
    return {
      orderId: order.orderId,
      paymentId: answer.razorpay_payment_id,
      amountPaise: Math.round(order.amount * 100),
      answer,
    };
  }

  it('credits a paid order once; a redelivered event is dropped by its id', async () => {
    await enableSms(t);
    const o = await order(200);
    const raw = webhookPayload('order.paid', o);
    expect((await sendWebhook(t, raw, 'evt_1')).body).toEqual({ status: 200, data: { result: 'credited' } });
    expect((await sendWebhook(t, raw, 'evt_1')).body).toEqual({ status: 200, data: { result: 'duplicate' } });
    const captured = webhookPayload('payment.captured', o);
    expect((await sendWebhook(t, captured, 'evt_2')).body.data).toEqual({ result: 'ignored' });
    // The checkout's confirmation arriving after the webhook credits nothing more.
    expect((await confirm(o.answer)).body.data).toEqual({ final_msgs: 200, credited: 0 });
    expect(await walletOf(t, token)).toBe(200);
    expect(await ledgerSum(t, shopId)).toBe(200);
    const row = await t.db.selectFrom('sms_orders').selectAll().executeTakeFirstOrThrow();
    expect(row).toMatchObject({ status: 'paid', paid_via: 'webhook', payment_id: o.paymentId });
  });

  it('refuses a forged or missing signature and credits nothing', async () => {
    await enableSms(t);
    const o = await order(200);
    const raw = webhookPayload('order.paid', o);
    expect((await sendWebhook(t, raw, 'evt_1', 'dev-test-key-secret')).body).toEqual({
      status: 400,
      error: 'Invalid webhook signature',
    });
    const unsigned = await t.app.inject({
      method: 'POST',
      url: '/api/v3/paySMS/webhook',
      payload: raw,
      headers: { 'content-type': 'application/json', 'x-razorpay-event-id': 'evt_2' },
    });
    expect(unsigned.statusCode).toBe(400);
    expect(await walletOf(t, token)).toBe(0);
  });

  it('ignores failed payments, unknown orders and amounts that differ from the order', async () => {
    await enableSms(t);
    const o = await order(200);
    for (const [i, raw] of [
      webhookPayload('payment.failed', o),
      webhookPayload('payment.captured', { ...o, orderId: 'order_elsewhere' }),
      webhookPayload('payment.captured', { ...o, amountPaise: 100 }),
    ].entries()) {
      expect((await sendWebhook(t, raw, `evt_${i}`)).body.data).toEqual({ result: 'ignored' });
    }
    expect(await walletOf(t, token)).toBe(0);
    const garbage = await sendWebhook(t, '{"event":', 'evt_x');
    expect(garbage.body).toEqual({ status: 400, error: 'Invalid webhook body' });
  });

  it('confirmations and webhooks racing for many orders credit each order exactly once', async () => {
    await enableSms(t);
    await setSms(t, 'smsMinPurchaseSms', '1');
    const orders = [];
    for (let i = 1; i <= 12; i++) orders.push(await order(i * 10));
    await Promise.all(
      orders.flatMap((o, i) => [
        confirm(o.answer),
        confirm(o.answer),
        sendWebhook(t, webhookPayload('order.paid', o), `evt_paid_${i}`),
        sendWebhook(t, webhookPayload('order.paid', o), `evt_paid_${i}`),
        sendWebhook(t, webhookPayload('payment.captured', o), `evt_cap_${i}`),
      ]),
    );
    const expected = orders.reduce((sum, _, i) => sum + (i + 1) * 10, 0);
    expect(await walletOf(t, token)).toBe(expected);
    expect(await ledgerSum(t, shopId)).toBe(expected);
    const ledger = await t.db.selectFrom('sms_wallet_ledger').select('ref_id').execute();
    expect(ledger).toHaveLength(12);
    expect(new Set(ledger.map((r) => r.ref_id)).size).toBe(12);
    expect(await t.db.selectFrom('sms_payment_events').select('event_id').execute()).toHaveLength(24);
  });
});

import { createHmac } from 'node:crypto';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { smsMessages } from '@galla/domain/sms-wallet';
import { afterEach, describe, expect, it } from 'vitest';
import { createRazorpayPayments } from '../../providers/payments/razorpay-payments.js';
import { createTestApp, demoAccounts, type TestApp } from '../../test/test-app.js';
import { enableSms, sendWebhook, walletOf, webhookPayload } from './test-helpers.js';

// The purchase through the real adapter, against a local stand-in for Razorpay's Orders API.
let t: TestApp | undefined;
let server: Server | undefined;
afterEach(async () => {
  await t?.close();
  server?.close();
});

async function fakeRazorpay() {
  const orders: { amount: number; receipt: string }[] = [];
  server = createServer((req, res) => {
    let raw = '';
    req.on('data', (c) => {
      raw += c;
    });
    req.on('end', () => {
      const body = JSON.parse(raw) as { amount: number; receipt: string };
      orders.push(body);
      res.writeHead(200, { 'content-type': 'application/json' }).end(
        JSON.stringify({
          id: `order_Fake${orders.length}`,
          entity: 'order',
          amount: body.amount,
          currency: 'INR',
          receipt: body.receipt,
          status: 'created',
        }),
      );
    });
  });
  await new Promise<void>((resolve) => server!.listen(0, '127.0.0.1', resolve));
  return { url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`, orders };
}

const keys = { keyId: 'rzp_test_k1', keySecret: 'key-secret-1', webhookSecret: 'webhook-secret-1' };

describe('buying SMS through Razorpay', () => {
  it('orders the amount in paise, and credits the checkout’s answer signed with the key secret', async () => {
    const fake = await fakeRazorpay();
    t = await createTestApp({ payments: createRazorpayPayments({ ...keys, apiUrl: fake.url }) });
    const token = await t.tokenFor(demoAccounts.owner.phone);
    await enableSms(t);
    const order = await t.call('POST', 'paySMS/payWallet', { token, body: { sms: 300 } });
    expect(order.body.data).toMatchObject({
      orderId: 'order_Fake1',
      amount: 3000,
      provider: 'razorpay',
      keyId: 'rzp_test_k1',
    });
    expect(fake.orders[0]).toMatchObject({ amount: 300_000 });
    const sign = (secret: string) =>
      createHmac('sha256', secret).update('order_Fake1|pay_Real1').digest('hex');
    const answer = { razorpay_order_id: 'order_Fake1', razorpay_payment_id: 'pay_Real1' };
    const withTestSecret = await t.call('POST', 'paySMS/confirmWallet', {
      token,
      body: { ...answer, razorpay_signature: sign('dev-test-key-secret') },
    });
    expect(withTestSecret.body).toEqual({ status: 400, error: smsMessages.paymentNotVerified });
    const ok = await t.call('POST', 'paySMS/confirmWallet', {
      token,
      body: { ...answer, razorpay_signature: sign(keys.keySecret) },
    });
    expect(ok.body.data).toEqual({ final_msgs: 300, credited: 300 });
    // The webhook for the same payment, signed with the webhook secret, credits nothing more.
    const raw = webhookPayload('order.paid', {
      orderId: 'order_Fake1',
      paymentId: 'pay_Real1',
      amountPaise: 300_000,
    });
    expect((await sendWebhook(t, raw, 'evt_1', keys.webhookSecret)).body.data).toEqual({ result: 'ignored' });
    expect((await sendWebhook(t, raw, 'evt_2')).body.status).toBe(400);
    expect(await walletOf(t, token)).toBe(300);
  });

  it('says so plainly when the provider cannot be reached, and stores no order', async () => {
    t = await createTestApp({ payments: createRazorpayPayments({ ...keys, apiUrl: 'http://127.0.0.1:9' }) });
    const token = await t.tokenFor(demoAccounts.owner.phone);
    await enableSms(t);
    const res = await t.call('POST', 'paySMS/payWallet', { token, body: { sms: 300 } });
    expect(res.body).toEqual({ status: 502, error: smsMessages.paymentUnavailable });
    expect(await t.db.selectFrom('sms_orders').selectAll().execute()).toEqual([]);
  });
});

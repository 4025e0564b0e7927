import { createHmac } from 'node:crypto';
import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { createRazorpayPayments } from './razorpay-payments.js';

// A local stand-in for Razorpay's Orders API: it checks basic auth as Razorpay does, records what it
// received and answers in Razorpay's shapes (an order entity, or { error: { code, description } }).
let server: Server | undefined;
async function fakeRazorpay(answer: (body: { amount: number; receipt: string }) => [number, unknown]) {
  const received: { url?: string; headers: IncomingMessage['headers']; body: any }[] = [];
  server = createServer((req, res) => {
    let raw = '';
    req.on('data', (chunk) => {
      raw += chunk;
    });
    req.on('end', () => {
      const body = JSON.parse(raw);
      received.push({ url: req.url, headers: req.headers, body });
      const expected = `Basic ${Buffer.from('rzp_test_k1:s3cret').toString('base64')}`;
      const [status, json] =
        req.headers.authorization === expected
          ? answer(body)
          : [401, { error: { code: 'BAD_REQUEST_ERROR', description: 'Authentication failed' } }];
      res.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(json));
    });
  });
  await new Promise<void>((resolve) => server!.listen(0, '127.0.0.1', resolve));
  return { url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`, received };
}
afterEach(() => {
  server?.close();
});

const options = (apiUrl: string, keySecret = 's3cret') => ({
  keyId: 'rzp_test_k1',
  keySecret,
  webhookSecret: 'wh-secret',
  apiUrl,
});
const order = (amount: number) => ({
  id: 'order_Q1w2e3r4t5y6u7',
  entity: 'order',
  amount,
  amount_paid: 0,
  amount_due: amount,
  currency: 'INR',
  receipt: 'sms-1',
  status: 'created',
  attempts: 0,
  created_at: 1764000000,
});

describe('Razorpay payments adapter', () => {
  it('creates an order in paise with the receipt, authenticated with key id and secret', async () => {
    const fake = await fakeRazorpay((body) => [200, order(body.amount)]);
    const payments = createRazorpayPayments(options(fake.url));
    expect(await payments.createOrder({ amountPaise: 2_000_00, receipt: 'sms-1' })).toEqual({
      orderId: 'order_Q1w2e3r4t5y6u7',
      amountPaise: 2_000_00,
      currency: 'INR',
    });
    expect(fake.received).toEqual([
      expect.objectContaining({
        url: '/v1/orders',
        body: { amount: 200000, currency: 'INR', receipt: 'sms-1' },
      }),
    ]);
  });

  it("fails with Razorpay's error code and description", async () => {
    const fake = await fakeRazorpay(() => [200, {}]);
    const payments = createRazorpayPayments(options(fake.url, 'wrong'));
    await expect(payments.createOrder({ amountPaise: 100, receipt: 'r' })).rejects.toThrow(
      'Payment provider answered 401: BAD_REQUEST_ERROR Authentication failed',
    );
  });

  it('refuses an order whose amount differs from the one asked for', async () => {
    const fake = await fakeRazorpay(() => [200, order(1)]);
    const payments = createRazorpayPayments(options(fake.url));
    await expect(payments.createOrder({ amountPaise: 2_000_00, receipt: 'r' })).rejects.toThrow(
      /does not match/,
    );
  });

  it("verifies the checkout's signature over order id | payment id with the key secret", () => {
    const payments = createRazorpayPayments(options('http://unused'));
    const good = createHmac('sha256', 's3cret').update('order_A|pay_B').digest('hex');
    expect(payments.verifyPayment('order_A', 'pay_B', good)).toBe(true);
    expect(payments.verifyPayment('order_X', 'pay_B', good)).toBe(false);
    expect(payments.verifyPayment('order_A', 'pay_B', good.toUpperCase())).toBe(false);
    expect(payments.verifyPayment('order_A', 'pay_B', '')).toBe(false);
  });

  it("verifies the webhook's signature over the raw body with the webhook secret", () => {
    const payments = createRazorpayPayments(options('http://unused'));
    const raw = Buffer.from('{"event":"order.paid"}');
    const good = createHmac('sha256', 'wh-secret').update(raw).digest('hex');
    expect(payments.verifyWebhook(raw, good)).toBe(true);
    expect(payments.verifyWebhook(Buffer.from('{"event": "order.paid"}'), good)).toBe(false);
    const withKeySecret = createHmac('sha256', 's3cret').update(raw).digest('hex');
    expect(payments.verifyWebhook(raw, withKeySecret)).toBe(false);
  });
});

import { createHmac } from 'node:crypto';
import { DEV_PAYMENT_WEBHOOK_SECRET } from '../../providers/payments/dev-payments.js';
import type { TestApp } from '../../test/test-app.js';

// Builders for the SMS wallet tests: settings rows, a purchase through the dev checkout, and the
// provider's webhook as Razorpay sends it (signed over the raw body).

export async function setSms(t: TestApp, key: string, value: string): Promise<void> {
  const res = await t.call('POST', 'dev/settings/sms', { body: { key, value } });
  if (res.http !== 200) throw new Error(JSON.stringify(res.body));
}

export const enableSms = (t: TestApp) => setSms(t, 'sms', 'true');

/** An order for `sms` and the dev checkout's signed answer for it (not yet confirmed). */
export async function paidOrder(t: TestApp, token: string, sms: number) {
  const order = await t.call('POST', 'paySMS/payWallet', { token, body: { sms } });
  if (order.http !== 200) throw new Error(JSON.stringify(order.body));
  const checkout = await t.call('POST', 'dev/payments/pay', {
    token,
    body: { orderId: order.body.data.orderId },
  });
  return {
    order: order.body.data as { orderId: string; amount: number; sms: number },
    answer: checkout.body.data as {
      razorpay_payment_id: string;
      razorpay_order_id: string;
      razorpay_signature: string;
    },
  };
}

export async function buySms(t: TestApp, token: string, sms: number): Promise<void> {
  const { answer } = await paidOrder(t, token, sms);
  const res = await t.call('POST', 'paySMS/confirmWallet', { token, body: answer });
  if (res.body.data?.credited !== sms) throw new Error(JSON.stringify(res.body));
}

export function webhookPayload(
  event: 'order.paid' | 'payment.captured' | 'payment.failed',
  p: { orderId: string; paymentId: string; amountPaise: number },
) {
  const payment = {
    entity: {
      id: p.paymentId,
      entity: 'payment',
      amount: p.amountPaise,
      currency: 'INR',
      status: event === 'payment.failed' ? 'failed' : 'captured',
      order_id: p.orderId,
      method: 'card',
    },
  };
  const order = { entity: { id: p.orderId, entity: 'order', amount: p.amountPaise, status: 'paid' } };
  return JSON.stringify({
    entity: 'event',
    account_id: 'acc_test',
    event,
    contains: event === 'order.paid' ? ['payment', 'order'] : ['payment'],
    payload: event === 'order.paid' ? { payment, order } : { payment },
    created_at: 1764000000,
  });
}

export async function sendWebhook(
  t: TestApp,
  raw: string,
  eventId: string,
  secret = DEV_PAYMENT_WEBHOOK_SECRET,
) {
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/v3/paySMS/webhook',
    payload: raw,
    headers: {
      'content-type': 'application/json',
      'x-razorpay-event-id': eventId,
      'x-razorpay-signature': createHmac('sha256', secret).update(raw).digest('hex'),
    },
  });
  return {
    http: res.statusCode,
    body: res.json() as { status: number; error?: string; data?: { result: string } },
  };
}

export async function walletOf(t: TestApp, token: string): Promise<number> {
  return (await t.call('GET', 'paySMS/getWallet', { token })).body.data.final_msgs;
}

/** The shop's ledger sum, which the cached balance must always equal. */
export async function ledgerSum(t: TestApp, shopId: number): Promise<number> {
  const rows = await t.db
    .selectFrom('sms_wallet_ledger')
    .select('change')
    .where('shop_id', '=', shopId)
    .execute();
  return rows.reduce((sum, r) => sum + Number(r.change), 0);
}

export async function shopIdOf(t: TestApp, phone: string): Promise<number> {
  const row = await t.db
    .selectFrom('users')
    .select('shop_id')
    .where('contact_number', '=', phone)
    .executeTakeFirstOrThrow();
  return Number(row.shop_id);
}

import type { PaymentProvider } from './payment-provider.js';
import { checkoutSignature, hmacHex, sameSignature } from './signatures.js';

export type RazorpayOptions = {
  keyId: string;
  keySecret: string;
  webhookSecret: string;
  /** https://api.razorpay.com, or a local fake in tests. */
  apiUrl: string;
  timeoutMs?: number;
};

type RazorpayOrder = { id: string; entity: 'order'; amount: number; currency: string; status: string };
type RazorpayError = { error?: { code?: string; description?: string } };

// Razorpay's Orders API (POST /v1/orders, HTTP basic auth with key id and secret, amounts in paise)
// and its checkout and webhook signatures.
export function createRazorpayPayments(options: RazorpayOptions): PaymentProvider {
  const auth = `Basic ${Buffer.from(`${options.keyId}:${options.keySecret}`).toString('base64')}`;
  return {
    name: 'razorpay',
    keyId: options.keyId,
    async createOrder({ amountPaise, receipt }) {
      const response = await fetch(`${options.apiUrl}/v1/orders`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', authorization: auth },
        body: JSON.stringify({ amount: amountPaise, currency: 'INR', receipt }),
        signal: AbortSignal.timeout(options.timeoutMs ?? 10_000),
      });
      const body = (await response.json().catch(() => ({}))) as RazorpayOrder & RazorpayError;
      if (!response.ok) {
        throw new Error(
          `Payment provider answered ${response.status}: ${body.error?.code ?? ''} ${body.error?.description ?? ''}`.trim(),
        );
      }
      // The amount charged is the one we asked for, or the purchase would credit the wrong count.
      if (body.amount !== amountPaise || body.currency !== 'INR' || typeof body.id !== 'string') {
        throw new Error('Payment provider created an order that does not match the request');
      }
      return { orderId: body.id, amountPaise: body.amount, currency: 'INR' };
    },
    verifyPayment(orderId, paymentId, signature) {
      return sameSignature(checkoutSignature(options.keySecret, orderId, paymentId), signature);
    },
    verifyWebhook(rawBody, signature) {
      return sameSignature(hmacHex(options.webhookSecret, rawBody), signature);
    },
  };
}

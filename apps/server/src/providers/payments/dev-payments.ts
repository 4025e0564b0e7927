import { randomBytes } from 'node:crypto';
import type { PaymentProvider } from './payment-provider.js';
import { checkoutSignature, hmacHex, sameSignature } from './signatures.js';

// Development: no network. Orders are numbered here and the test checkout (POST dev/payments/pay, behind the
// web app's test checkout dialog) pays them by signing with the test secret, exactly as the
// real checkout's answer is signed, so the confirm step runs the same verification.
export const DEV_PAYMENT_KEY_SECRET = 'dev-test-key-secret';
export const DEV_PAYMENT_WEBHOOK_SECRET = 'dev-test-webhook-secret';

export function createDevPayments(): PaymentProvider & {
  pay(orderId: string): { paymentId: string; orderId: string; signature: string };
} {
  const id = (prefix: string) => `${prefix}_dev${randomBytes(9).toString('base64url')}`;
  return {
    name: 'dev',
    keyId: 'rzp_test_dev',
    async createOrder({ amountPaise }) {
      return { orderId: id('order'), amountPaise, currency: 'INR' };
    },
    verifyPayment(orderId, paymentId, signature) {
      return sameSignature(checkoutSignature(DEV_PAYMENT_KEY_SECRET, orderId, paymentId), signature);
    },
    verifyWebhook(rawBody, signature) {
      return sameSignature(hmacHex(DEV_PAYMENT_WEBHOOK_SECRET, rawBody), signature);
    },
    pay(orderId) {
      const paymentId = id('pay');
      return { paymentId, orderId, signature: checkoutSignature(DEV_PAYMENT_KEY_SECRET, orderId, paymentId) };
    },
  };
}

// The SMS wallet's top-up goes through a card payment provider in three steps: the server creates
// an order for the amount, the customer pays in the provider's checkout, and the checkout hands back
// a payment id, the order id and a signature that only the provider (holding the key secret) could
// have made. The provider also reports the payment to a webhook, signed with a second secret.
export type PaymentOrder = { orderId: string; amountPaise: number; currency: 'INR' };

export interface PaymentProvider {
  readonly name: 'dev' | 'razorpay';
  /** The public key the checkout is opened with. */
  readonly keyId: string;
  createOrder(input: { amountPaise: number; receipt: string }): Promise<PaymentOrder>;
  /** The checkout's signature over `orderId|paymentId`, checked with the key secret. */
  verifyPayment(orderId: string, paymentId: string, signature: string): boolean;
  /** The webhook's signature over the raw body, checked with the webhook secret. */
  verifyWebhook(rawBody: Buffer, signature: string): boolean;
}

import type { PayWalletOrder } from '@galla/contracts/sms';
import { rupeesToPaise } from '@galla/domain/money';
import { loadScript } from '../social/load-script';

export type CheckoutAnswer = {
  razorpay_payment_id: string;
  razorpay_order_id: string;
  razorpay_signature: string;
};

type RazorpayOptions = {
  key: string;
  order_id: string;
  amount: number;
  currency: 'INR';
  name: string;
  description: string;
  handler: (answer: CheckoutAnswer) => void;
  modal: { ondismiss: () => void };
};

declare global {
  interface Window {
    Razorpay?: new (options: RazorpayOptions) => { open(): void };
  }
}

/**
 * Razorpay's Standard Checkout for an order the server created: resolves with the payment id, order
 * id and signature for paySMS/confirmWallet, or null when the customer closes it without paying.
 */
export async function razorpayCheckout(
  order: PayWalletOrder,
  shopName: string,
): Promise<CheckoutAnswer | null> {
  if (!window.Razorpay) await loadScript('https://checkout.razorpay.com/v1/checkout.js');
  const Razorpay = window.Razorpay;
  if (!Razorpay) throw new Error('Razorpay checkout did not load');
  return new Promise((resolve) => {
    new Razorpay({
      key: order.keyId,
      order_id: order.orderId,
      amount: rupeesToPaise(order.amount),
      currency: 'INR',
      name: shopName,
      description: `${order.sms} SMS`,
      handler: resolve,
      modal: { ondismiss: () => resolve(null) },
    }).open();
  });
}

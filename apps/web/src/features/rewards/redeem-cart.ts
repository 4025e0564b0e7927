import type { GiftCardWire, RedeemInput } from '@galla/contracts/rewards';
import { paiseToRupees, rupeesToPaise } from '@galla/domain/money';
import { MAX_GIFT_CARDS, pointsForCards, rewardMessages } from '@galla/domain/rewards';

// The REDEEM selection (shop-operations §4): a card goes in at quantity 1, steps up and down, and
// leaves at 0. Checkout's checks run in the spec's order.

export type CartLine = { card: GiftCardWire; qty: number };
export type Cart = CartLine[];

export const valuePaise = (card: GiftCardWire) => rupeesToPaise(card.custom_denominations);

export function cardPoints(card: GiftCardWire, rate: number): number {
  return pointsForCards([{ pricePaise: valuePaise(card), qty: 1 }], rate);
}

export const cartQty = (cart: Cart) => cart.reduce((n, l) => n + l.qty, 0);

export function cartPoints(cart: Cart, rate: number): number {
  return pointsForCards(
    cart.map((l) => ({ pricePaise: valuePaise(l.card), qty: l.qty })),
    rate,
  );
}

/** Adds one of a card (at quantity 1 when new) or removes one (leaving at 0). */
export function step(cart: Cart, card: GiftCardWire, delta: 1 | -1): Cart {
  const line = cart.find((l) => l.card.id === card.id);
  if (!line) return delta > 0 ? [...cart, { card, qty: 1 }] : cart;
  const qty = line.qty + delta;
  return qty <= 0 ? cart.filter((l) => l !== line) : cart.map((l) => (l === line ? { ...l, qty } : l));
}

export type CheckoutRefusal = { message: string; kind: 'error' | 'info' };

/** null when the selection may be redeemed. */
export function checkoutRefusal(cart: Cart, rate: number, available: number): CheckoutRefusal | null {
  if (cart.length === 0) return { message: rewardMessages.selectGiftCard, kind: 'error' };
  if (cartPoints(cart, rate) > available)
    return { message: rewardMessages.insufficientPoints, kind: 'error' };
  if (cartQty(cart) > MAX_GIFT_CARDS) return { message: rewardMessages.maxGiftCards, kind: 'info' };
  return null;
}

/** The spec's redeem payload. */
export function redeemPayload(cart: Cart, rate: number, hasEmail: boolean): RedeemInput {
  const points = cartPoints(cart, rate);
  const paise = cart.reduce((sum, l) => sum + valuePaise(l.card) * l.qty, 0);
  return {
    address: { billToThis: false, country: 'IN' },
    deliveryMode: hasEmail ? 'EMAIL' : 'SMS',
    syncOnly: true,
    payments: [{ code: 'svc', amount: paiseToRupees(paise) }],
    points: String(points),
    products: cart.map((l) => ({
      id: l.card.id,
      sku: l.card.sku,
      price: l.card.custom_denominations,
      qty: l.qty,
      currency: 356,
    })),
    names: cart.map((l) => l.card.name),
  };
}

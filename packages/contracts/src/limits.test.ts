import { describe, expect, it } from 'vitest';
import { ZBillLineRequest } from './billing.js';
import { ZAddProductRequest } from './inventory.js';
import { limitMessages, MAX_AMOUNT_RUPEES, MAX_QUANTITY } from './limits.js';

// The server refuses what the screens refuse: the same bounds, the same words.
describe('upper bounds no shop meets', () => {
  const product = { modelName: 'Back cover', modelQuantity: 1, purchasePrice: 100, sellingPrice: 150 };
  const first = (result: { error?: { issues: { message: string }[] } }) => result.error?.issues[0]?.message;

  it('refuses a selling price over ₹10 crore and a stock over 1,00,000 units', () => {
    expect(ZAddProductRequest.safeParse({ ...product, sellingPrice: MAX_AMOUNT_RUPEES }).success).toBe(true);
    expect(first(ZAddProductRequest.safeParse({ ...product, sellingPrice: 1_00_00_00_00_000 }))).toBe(
      limitMessages.amountTooLarge,
    );
    expect(first(ZAddProductRequest.safeParse({ ...product, modelQuantity: MAX_QUANTITY + 1 }))).toBe(
      limitMessages.quantityTooLarge,
    );
  });

  it('refuses a bill line past the bounds', () => {
    const lineOf = (quantity: number, price: number) =>
      ZBillLineRequest.safeParse({ productId: 5, quantity, price });
    expect(lineOf(MAX_QUANTITY, MAX_AMOUNT_RUPEES).success).toBe(true);
    expect(first(lineOf(MAX_QUANTITY + 1, 10))).toBe(limitMessages.quantityTooLarge);
    expect(first(lineOf(1, MAX_AMOUNT_RUPEES + 1))).toBe(limitMessages.amountTooLarge);
  });
});

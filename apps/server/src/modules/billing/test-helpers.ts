import type { SaveInvoiceRequest } from '@galla/contracts/billing';
import type { TestApp } from '../../test/test-app.js';
import { productBody } from '../inventory/test-helpers.js';

// Builders for the billing tests: products in the demo shop's inventory and a bill body with
// sensible defaults (tax-inclusive prices, paid in cash).

export const demoPhone = '9876543210';

export async function addProduct(
  t: TestApp,
  token: string,
  overrides: Record<string, unknown> = {},
): Promise<{ productId: number }> {
  const created = await t.call('POST', 'inventory/addModel', { token, body: productBody(overrides) });
  if (created.http !== 200) throw new Error(`addModel failed: ${JSON.stringify(created.body)}`);
  return { productId: created.body.data.productId as number };
}

/** A bill paid in one cash payment of `paid` rupees (the caller knows the total it expects). */
export function billBody(
  lines: { productId: number; quantity?: number; price?: number; gstPercent?: number | string | null }[],
  paid: number,
  overrides: Partial<SaveInvoiceRequest> = {},
): SaveInvoiceRequest {
  return {
    billtype: 'GST',
    paymentMode1: 'cash',
    paymentMode1Amount: paid,
    productDetails: lines.map((l) => ({
      productId: l.productId,
      quantity: l.quantity ?? 1,
      price: l.price ?? 118,
      ...(l.gstPercent !== undefined ? { gstPercent: l.gstPercent } : { gstPercent: 18 }),
    })),
    ...overrides,
  };
}

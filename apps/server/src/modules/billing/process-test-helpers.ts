import { expect } from 'vitest';
import type { Db } from '../../db/database.js';
import type { ServerProcess } from '../../test/server-process.js';

// Shared by the tests that drive real server processes (crash-recovery, two-processes): products
// with a known opening stock, bills saved concurrently with Idempotency-Keys, and the checks on
// what the database holds afterwards.

export type TestProduct = { productId: number; openingMilli: number };
export type Saved = { invoiceId: number; billId: number; serialNo: number; invoiceNumber: string };

const OPENING_UNITS = 100_000;

export async function setUpProducts(server: ServerProcess, token: string): Promise<TestProduct[]> {
  const products: TestProduct[] = [];
  for (let i = 1; i <= 3; i++) {
    const added = await server.post(
      'inventory/addModel',
      {
        modelName: `Process test item ${i}`,
        modelQuantity: OPENING_UNITS,
        purchasePrice: 80,
        sellingPrice: 118,
        MRP: 150,
        HSN: '39269099',
        gst: 18,
      },
      { token },
    );
    if (added.http !== 200) throw new Error(`addModel: ${added.http} ${JSON.stringify(added.body)}`);
    products.push({ productId: added.body.data.productId, openingMilli: OPENING_UNITS * 1000 });
  }
  return products;
}

/**
 * The bill for a key: always the same one (a retry must send the same request), one to three lines
 * at ₹118 including 18% GST, so the total is ₹118 × units with no rounding.
 */
export function billFor(key: string, products: TestProduct[]) {
  const n = [...key].reduce((sum, c) => sum + c.charCodeAt(0), 0);
  const lines = Array.from({ length: 1 + (n % 3) }, (_, i) => ({
    productId: products[(n + i) % products.length]!.productId,
    quantity: 1 + ((n + i) % 2),
    price: 118,
    gstPercent: 18,
  }));
  const total = 118 * lines.reduce((sum, l) => sum + l.quantity, 0);
  return {
    billtype: 'GST',
    totalAmount: total,
    paymentMode1: 'cash',
    paymentMode1Amount: total,
    productDetails: lines,
  };
}

/**
 * Saves the bills of `keys` through `server`, `concurrency` at a time. A bill is `saved` when the
 * server answered 200, `refused` when it answered anything else, and `unanswered` when the request
 * failed (the server died) or was never sent (`stopWhen` said stop).
 */
export async function saveBills(
  server: ServerProcess,
  token: string,
  products: TestProduct[],
  options: {
    keys: string[];
    concurrency: number;
    onSaved?: (key: string, saved: Saved) => void;
    stopWhen?: () => boolean;
  },
) {
  const saved = new Map<string, Saved>();
  const refused: { key: string; http: number; error?: string }[] = [];
  /** Sent, and no answer came: in flight when the server died. */
  const inFlight: string[] = [];
  /** Never sent: stopWhen said stop first. */
  const notSent: string[] = [];
  const queue = [...options.keys];
  const worker = async () => {
    for (let key = queue.shift(); key !== undefined; key = queue.shift()) {
      if (options.stopWhen?.()) {
        notSent.push(key);
        continue;
      }
      try {
        const answer = await server.post('billing/saveInvoice', billFor(key, products), {
          token,
          headers: { 'idempotency-key': key },
        });
        if (answer.http !== 200) {
          refused.push({ key, http: answer.http, error: answer.body.error });
          continue;
        }
        const d = answer.body.data.invoiceDetails[0];
        const one: Saved = {
          invoiceId: d.invoiceId,
          billId: d.billId,
          serialNo: d.serialNo,
          invoiceNumber: d.invoiceNumber,
        };
        saved.set(key, one);
        options.onSaved?.(key, one);
      } catch {
        inFlight.push(key);
      }
    }
  };
  await Promise.all(Array.from({ length: options.concurrency }, worker));
  return { saved, refused, inFlight, notSent, unanswered: [...inFlight, ...notSent] };
}

/**
 * What the database must hold after `bills` distinct keys were saved (some perhaps twice): one
 * completed invoice per key, serials exactly 1..bills, no number twice, every acknowledged bill
 * with the id and number it was answered with, and each product's stock equal to its ledger and to
 * the opening stock less what the invoices sold.
 */
export async function checkBills(
  db: Db,
  products: TestProduct[],
  expected: { bills: number; acknowledged: Map<string, Saved> },
): Promise<void> {
  const { shop_id: shopId } = await db
    .selectFrom('products')
    .select('shop_id')
    .where('id', '=', products[0]!.productId)
    .executeTakeFirstOrThrow();
  const invoices = await db
    .selectFrom('invoices')
    .select(['id', 'serial', 'number', 'status'])
    .where('shop_id', '=', shopId)
    .execute();
  expect(invoices).toHaveLength(expected.bills);
  expect(invoices.every((i) => i.status === 1)).toBe(true);
  expect(invoices.map((i) => i.serial).sort((a, b) => a! - b!)).toEqual(
    Array.from({ length: expected.bills }, (_, i) => i + 1),
  );
  expect(new Set(invoices.map((i) => i.number)).size).toBe(expected.bills);

  const byId = new Map(invoices.map((i) => [i.id, i]));
  for (const saved of expected.acknowledged.values()) {
    expect(byId.get(saved.invoiceId)).toMatchObject({ serial: saved.serialNo, number: saved.invoiceNumber });
  }
  const keys = await db
    .selectFrom('idempotency_keys')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('shop_id', '=', shopId)
    .executeTakeFirstOrThrow();
  expect(Number(keys.n)).toBe(expected.bills);

  for (const product of products) {
    const { stock_milli: stock } = await db
      .selectFrom('products')
      .select('stock_milli')
      .where('id', '=', product.productId)
      .executeTakeFirstOrThrow();
    const ledger = await db
      .selectFrom('stock_ledger')
      .select('qty_milli')
      .where('product_id', '=', product.productId)
      .execute();
    const sold = await db
      .selectFrom('invoice_lines')
      .select('qty_milli')
      .where('product_id', '=', product.productId)
      .execute();
    expect(stock).toBe(ledger.reduce((sum, r) => sum + Number(r.qty_milli), 0));
    expect(stock).toBe(product.openingMilli - sold.reduce((sum, r) => sum + Number(r.qty_milli), 0));
  }
}

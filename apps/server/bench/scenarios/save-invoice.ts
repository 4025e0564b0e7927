import { computeInvoice, type LineInput } from '@galla/domain/invoice-math';
import { paiseToRupees, rupeesToPaise } from '@galla/domain/money';
import type { Scenario } from '../lib/scenario.ts';

// POST billing/saveInvoice with a 10-line bill, the target: ≥ 1,000 bills/s on SQLite with
// p99 ≤ 50 ms at 64 connections. Ten products of the demo shop with a stock that the whole run
// cannot exhaust; every request is the same bill (no Idempotency-Key, so each is a new invoice with
// the next number). The body carries the client's total and payment, computed with the domain's own
// arithmetic, so the server's check that they match its figures is part of what is measured.

const LINES = 10;
const STOCK = 50_000_000; // units per product: 10 s at several thousand bills/s sells far fewer
const ratesPercent = [0, 5, 12, 18, 28];

type Line = { productId: number; price: number; gstPercent: number; quantity: number };

/** The demo shop bills inside its own state (CGST + SGST) and rounds the total to the rupee. */
export function billFor(lines: Line[]) {
  const inputs: LineInput[] = lines.map((l) => ({
    qtyMilli: l.quantity * 1000,
    unitPricePaise: rupeesToPaise(l.price),
    discountPaise: 0,
    rateBps: l.gstPercent * 100,
    priceIncludesTax: true,
  }));
  const result = computeInvoice({ lines: inputs, mode: 'intra', invoiceDiscountPaise: 0, roundOff: true });
  const total = paiseToRupees(result.totals.grandTotalPaise);
  return {
    billtype: 'GST' as const,
    totalAmount: total,
    paymentMode1: 'cash',
    paymentMode1Amount: total,
    productDetails: lines,
  };
}

async function post(baseUrl: string, path: string, token: string, body: unknown) {
  const response = await fetch(`${baseUrl}/api/v3/${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-client': 'web', 'auth-token': token },
    body: JSON.stringify(body),
  });
  const json = (await response.json()) as { status: number; error?: string; data?: { productId?: number } };
  if (response.status !== 200) throw new Error(`${path}: HTTP ${response.status} ${JSON.stringify(json)}`);
  return json.data;
}

/** A 10-line bill over ten new products of the demo shop (`set` tells their names apart). */
async function newBill(baseUrl: string, token: string, set: number) {
  const lines: Line[] = [];
  for (let i = 0; i < LINES; i++) {
    const price = 100 + 37 * i + 0.5 * (i % 3);
    const gstPercent = ratesPercent[i % ratesPercent.length]!;
    const added = await post(baseUrl, 'inventory/addModel', token, {
      modelName: `Bench item ${set}.${i + 1}`,
      modelQuantity: STOCK,
      purchasePrice: Math.floor(price * 0.7),
      sellingPrice: price,
      MRP: Math.ceil(price * 1.2),
      HSN: '39269099',
      gst: gstPercent,
    });
    lines.push({ productId: added!.productId!, price, gstPercent, quantity: 1 + (i % 2) });
  }
  const body = billFor(lines);
  // One bill before the measurement: a body the server refuses would measure only 400s.
  await post(baseUrl, 'billing/saveInvoice', token, body);
  return body;
}

const path = '/api/v3/billing/saveInvoice';

export const saveInvoice: Scenario = {
  name: 'saveInvoice',
  title: 'POST billing/saveInvoice (10 lines)',
  target: 'app',
  connections: 64,
  note:
    'one transaction per bill: number, invoice, lines, payment, stock ledger, audit; ' +
    'concurrent saves share one commit (group commit) on SQLite',
  prepare: async ({ baseUrl, demoToken }) => {
    const token = await demoToken();
    const body = await newBill(baseUrl, token, 1);
    return { method: 'POST', path, headers: { 'auth-token': token }, body };
  },
};

// The same bills, but each request sells the next of eight sets of ten products, as a shop's
// counters do: on PostgreSQL the first scenario's bills all lock the same ten product rows, and so
// save one at a time; here only the shop's invoice counter is shared.
const SETS = 8;

export const saveInvoiceSpread: Scenario = {
  name: 'saveInvoiceSpread',
  title: `POST billing/saveInvoice (10 lines, ${SETS} product sets)`,
  target: 'app',
  connections: 64,
  note: `as saveInvoice, each bill selling the next of ${SETS} sets of ten products`,
  prepare: async ({ baseUrl, demoToken }) => {
    const token = await demoToken();
    const bodies = [];
    for (let set = 1; set <= SETS; set++) bodies.push(await newBill(baseUrl, token, 100 + set));
    return { method: 'POST', path, headers: { 'auth-token': token }, bodies };
  },
};

// The same kind of bill (over ten products of its own), sent 1,000 times a second on a fixed
// schedule instead of as fast as the answers come (lib/paced.ts): what a shop's customers would wait
// at that load. A closed loop at saturation gives the latency of its queue (connections over
// throughput); this row shows the stalls (collections, checkpoints, the host taking the CPU) that a
// closed loop sends less during.
export const saveInvoiceAtRate: Scenario = {
  name: 'saveInvoiceAtRate',
  title: 'POST billing/saveInvoice (10 lines) at 1,000/s',
  target: 'app',
  connections: 64,
  rate: 1000,
  note: 'as saveInvoice, but 1,000 requests/s on a fixed schedule, each timed from when it fell due',
  prepare: async ({ baseUrl, demoToken }) => {
    const token = await demoToken();
    const body = await newBill(baseUrl, token, 200);
    return { method: 'POST', path, headers: { 'auth-token': token }, body };
  },
};

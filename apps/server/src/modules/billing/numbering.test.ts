import { messages } from '@galla/domain/messages';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { ledgerSum, stockOf } from '../inventory/test-helpers.js';
import { addProduct, billBody, demoPhone } from './test-helpers.js';

let t: TestApp;
let token: string;
let productId: number;
beforeEach(async () => {
  t = await createTestApp();
  token = await t.tokenFor(demoPhone);
  ({ productId } = await addProduct(t, token, { modelQuantity: 500 }));
});
afterEach(() => t.close());

const bill = (extra: object = {}) => ({
  ...billBody([{ productId, quantity: 1, price: 118 }], 118),
  ...extra,
});
const save = (body: object, headers: Record<string, string> = {}) =>
  t.call('POST', 'billing/saveInvoice', { token, body, headers });
const numberOf = (r: { body: { data?: { invoiceDetails: { invoiceNumber: string }[] } } }) =>
  r.body.data?.invoiceDetails[0]?.invoiceNumber;

describe('invoice numbers', () => {
  it("Change BillId: the year's starting serial may change only before its first bill", async () => {
    const start = await t.call('POST', 'billing/addSerialNo', { token, body: { serialNo: 101 } });
    expect(start.body.data).toMatchObject({ serialNo: 101, billNo: 'INV/26-27/0101', canbereset: true });
    expect(numberOf(await save(bill()))).toBe('INV/26-27/0101');
    const late = await t.call('POST', 'billing/addSerialNo', { token, body: { serialNo: 5 } });
    expect(late.body).toMatchObject({ status: 400, error: messages.billNumberNotAvailable });
    const same = await t.call('POST', 'billing/addSerialNo', { token, body: { serialNo: 102 } });
    expect(same.http).toBe(200);
    const zero = await t.call('POST', 'billing/addSerialNo', { token, body: { serialNo: 0 } });
    expect(zero.body.error).toBe(messages.serialNotPositive);
  });

  it('honours the billNo of the first bill of the year only', async () => {
    expect(numberOf(await save(bill({ billNo: 40 })))).toBe('INV/26-27/0040');
    expect(numberOf(await save(bill({ billNo: 7 })))).toBe('INV/26-27/0041');
  });

  it('restarts at 1 each April and numbers a back-dated bill in its own year', async () => {
    expect(numberOf(await save(bill()))).toBe('INV/26-27/0001');
    expect(numberOf(await save(bill({ invoice_date: '31/03/2026' })))).toBe('INV/25-26/0001');
    // 1 April 2027, 00:10 in India is still 31 March in UTC.
    t.clock.set(new Date('2027-03-31T18:40:00Z'));
    token = await t.tokenFor(demoPhone);
    const next = await t.call('GET', 'billing/getSerialNo', { token });
    expect(next.body.data).toMatchObject({ billNo: 'INV/27-28/0001', date: '2027-04-01', canbereset: true });
    expect(numberOf(await save(bill()))).toBe('INV/27-28/0001');
    expect(numberOf(await save(bill({ invoice_date: '2027-03-31' })))).toBe('INV/26-27/0002');
  });

  it('concurrent saves get unique, consecutive numbers and lose no stock', async () => {
    // Bills of different products: saves of one product queue on its stock row before they reach
    // the counter, so with a single product a counter that reads and then writes was never raced.
    // Here up to eight saves at a time reach the counter together (on PostgreSQL, each on its own
    // connection; SQLite has one writer, so its saves meet the counter one after another anyway).
    const products = [productId];
    for (let i = 1; i < 8; i++) {
      products.push((await addProduct(t, token, { modelName: `Cover ${i}`, modelQuantity: 500 })).productId);
    }
    const results = await Promise.all(
      Array.from({ length: 24 }, (_, i) =>
        save(billBody([{ productId: products[i % 8]!, quantity: 1, price: 118 }], 118)),
      ),
    );
    expect(results.map((r) => r.body.status)).toEqual(Array(24).fill(200));
    const serials = results
      .map((r) => r.body.data.invoiceDetails[0].serialNo as number)
      .sort((x, y) => x - y);
    expect(serials).toEqual(Array.from({ length: 24 }, (_, i) => i + 1));
    for (const id of products) {
      expect(await stockOf(t, id)).toBe(497_000);
      expect(await ledgerSum(t, id)).toBe(497_000);
    }
  });
});

describe('Idempotency-Key', () => {
  it('a retry returns the first answer instead of a second bill', async () => {
    const headers = { 'Idempotency-Key': 'till-1-bill-77' };
    const first = await save(bill(), headers);
    const retry = await save(bill(), headers);
    expect(retry.body).toEqual(first.body);
    expect(await t.db.selectFrom('invoices').select('id').execute()).toHaveLength(1);
    expect(await stockOf(t, productId)).toBe(499_000);
  });

  it('concurrent requests with one key make one bill', async () => {
    const headers = { 'Idempotency-Key': 'double-tap' };
    const results = await Promise.all([save(bill(), headers), save(bill(), headers), save(bill(), headers)]);
    expect(new Set(results.map((r) => JSON.stringify(r.body))).size).toBe(1);
    expect(await t.db.selectFrom('invoices').select('id').execute()).toHaveLength(1);
  });

  it('refuses a key reused for a different bill, and a failed save does not use the key up', async () => {
    const headers = { 'Idempotency-Key': 'k-1' };
    const refused = await save(bill({ totalAmount: 1 }), headers);
    expect(refused.http).toBe(400);
    expect((await save(bill(), headers)).http).toBe(200);
    const other = await save(bill({ remark: 'different' }), headers);
    expect(other.body).toMatchObject({ status: 422, error: messages.idempotencyReused });
  });

  it('keys are per shop', async () => {
    const theirs = await t.tokenFor('9876500000');
    await t.call('POST', 'user/onboard', {
      token: theirs,
      body: { tradeName: 'Patil Kirana', pincode: '411001', selectedCategories: [2] },
    });
    const item = await addProduct(t, theirs, { modelName: 'Sugar 1 kg', gst: null });
    await save(bill(), { 'Idempotency-Key': 'shared' });
    const mine = await t.call('POST', 'billing/saveInvoice', {
      token: theirs,
      body: billBody([{ productId: item.productId, gstPercent: 'No Gst' }], 118, { billtype: 'NOGST' }),
      headers: { 'Idempotency-Key': 'shared' },
    });
    expect(mine.http).toBe(200);
    expect(mine.body.data.invoiceDetails[0].invoiceNumber).toBe('INV/26-27/0001');
  });
});

import { Worker } from 'node:worker_threads';
import { ZSaveInvoiceRequest } from '@galla/contracts/billing';
import { limitMessages, MAX_AMOUNT_RUPEES, MAX_QUANTITY } from '@galla/contracts/limits';
import { messages } from '@galla/domain/messages';
import { sql } from 'kysely';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { testDialect } from '../../test/test-databases.js';
import { ledgerSum, stockOf } from '../inventory/test-helpers.js';
import { billWriterWorker, startSaveThread } from './save-thread.js';
import { addProduct, billBody, demoPhone } from './test-helpers.js';

// billing/saveInvoice on the bill writer thread (save-thread.ts), as the server runs it on SQLite:
// a second connection to the same file, answers and errors carried back across the thread, and
// the main thread's own writes going on at the same time.

describe.runIf(testDialect === 'sqlite')('billing/saveInvoice on the bill writer thread', () => {
  let t: TestApp;
  let token: string;
  let productId: number;
  beforeEach(async () => {
    t = await createTestApp({ saveOnWriterThread: true });
    token = await t.tokenFor(demoPhone);
    ({ productId } = await addProduct(t, token, {
      modelName: 'Cover',
      modelQuantity: 1000,
      sellingPrice: 118,
    }));
  });
  afterEach(() => t.close());

  const save = (body: object, headers?: Record<string, string>) =>
    t.call('POST', 'billing/saveInvoice', { token, body, headers });

  it('numbers bills saved at once 1..N without a gap, answers each its own bill, and takes the stock out', async () => {
    // Bills that differ (five products, quantities 1 to 3): an answer carried back to the wrong
    // request, or a number taken twice, shows. Identical bills hid both.
    const products = [productId];
    for (let i = 1; i < 5; i++) {
      products.push((await addProduct(t, token, { modelName: `Cover ${i}`, modelQuantity: 1000 })).productId);
    }
    const lines = Array.from({ length: 30 }, (_, i) => ({
      productId: products[i % 5]!,
      quantity: 1 + (i % 3),
      price: 118,
    }));
    const answers = await Promise.all(lines.map((line) => save(billBody([line], 118 * line.quantity))));
    expect(answers.map((a) => a.http)).toEqual(Array(30).fill(200));
    expect(answers.every((a) => a.body.message === messages.invoiceSaved)).toBe(true);
    const serials = answers.map((a) => a.body.data.invoiceDetails[0].serialNo).sort((x, y) => x - y);
    expect(serials).toEqual(Array.from({ length: 30 }, (_, i) => i + 1));
    for (const [i, answer] of answers.entries()) {
      const { invoiceId, totalAmount } = answer.body.data.invoiceDetails[0];
      expect(totalAmount).toBe(118 * lines[i]!.quantity);
      const [sold] = await t.db
        .selectFrom('invoice_lines')
        .select('product_id')
        .where('invoice_id', '=', invoiceId)
        .execute();
      expect(sold?.product_id).toBe(lines[i]!.productId);
    }
    for (const id of products) {
      // Six bills per product, of 1, 2 and 3 units twice over.
      expect(await stockOf(t, id)).toBe((1000 - 12) * 1000);
      expect(await ledgerSum(t, id)).toBe((1000 - 12) * 1000);
    }
  });

  it('answers a refused bill with its message and changes nothing', async () => {
    const refused = await save({
      ...billBody([{ productId, quantity: 1, price: 118 }], 118),
      totalAmount: 119,
    });
    expect(refused.http).toBe(400);
    expect(refused.body.error).toBe(messages.totalMismatch('total amount'));
    expect(await t.db.selectFrom('invoices').select('id').execute()).toEqual([]);
    expect(await stockOf(t, productId)).toBe(1000 * 1000);
  });

  it('answers a bill whose total cannot be worked out exactly as a 400, across the thread', async () => {
    // Ten lines at the price and quantity limits come to 10^16 paise, past 2^53: the maths' MoneyError
    // crosses from the worker as a status and a message, not as a server error.
    const line = { quantity: MAX_QUANTITY, price: MAX_AMOUNT_RUPEES };
    const others: number[] = [];
    for (let i = 0; i < 9; i++)
      others.push((await addProduct(t, token, { modelName: `Big ${i}` })).productId);
    const refused = await save(
      billBody([{ productId, ...line }, ...others.map((id) => ({ productId: id, ...line }))], 0),
    );
    expect(refused.body).toEqual({ status: 400, error: limitMessages.totalTooLarge });
    expect(await t.db.selectFrom('invoices').select('id').execute()).toEqual([]);
  });

  it('refuses a bill dated in the future with its message, and saves the bills sent with it', async () => {
    const bill = billBody([{ productId, quantity: 1, price: 118 }], 118);
    const [future, ...others] = await Promise.all([
      save({ ...bill, invoice_date: '01/01/2099' }),
      ...Array.from({ length: 5 }, () => save(bill)),
    ]);
    expect(future!.http).toBe(400);
    expect(future!.body.error).toBe(messages.invoiceDateFuture);
    expect(others.map((a) => a.http)).toEqual(Array(5).fill(200));
    const serials = others.map((a) => a.body.data.invoiceDetails[0].serialNo).sort((x, y) => x - y);
    expect(serials).toEqual([1, 2, 3, 4, 5]);
    expect(await stockOf(t, productId)).toBe(995 * 1000);
  });

  it('makes one bill of a request sent five times at once with one Idempotency-Key', async () => {
    const body = billBody([{ productId, quantity: 1, price: 118 }], 118);
    const answers = await Promise.all(
      Array.from({ length: 5 }, () => save(body, { 'idempotency-key': 'counter-7-bill-1' })),
    );
    expect(answers.map((a) => a.http)).toEqual(Array(5).fill(200));
    const ids = new Set(answers.map((a) => a.body.data.invoiceDetails[0].invoiceId));
    expect(ids.size).toBe(1);
    expect(await t.db.selectFrom('invoices').select('id').execute()).toHaveLength(1);
    expect(await stockOf(t, productId)).toBe(999 * 1000);
  });

  it('goes on while the main thread writes too: new products and edits of earlier bills', async () => {
    const first = await save(billBody([{ productId, quantity: 1, price: 118 }], 118));
    const { invoiceId } = first.body.data.invoiceDetails[0];
    const [saves, added, edited] = await Promise.all([
      Promise.all(
        Array.from({ length: 20 }, () => save(billBody([{ productId, quantity: 1, price: 118 }], 118))),
      ),
      Promise.all(
        Array.from({ length: 5 }, (_, i) =>
          t.call('POST', 'inventory/addModel', {
            token,
            body: {
              modelName: `Cable ${i}`,
              modelQuantity: 10,
              purchasePrice: 80,
              sellingPrice: 118,
              MRP: 150,
              gst: 18,
            },
          }),
        ),
      ),
      t.call('POST', 'billing/editInvoice', {
        token,
        body: { ...billBody([{ productId, quantity: 3, price: 118 }], 354), invoiceId },
      }),
    ]);
    expect(saves.map((a) => a.http)).toEqual(Array(20).fill(200));
    expect(added.map((a) => a.http)).toEqual(Array(5).fill(200));
    expect(edited.http, JSON.stringify(edited.body)).toBe(200);
    // 1 + 20 bills of one unit, the first edited to three.
    expect(await stockOf(t, productId)).toBe((1000 - 23) * 1000);
    expect(await ledgerSum(t, productId)).toBe((1000 - 23) * 1000);
  });

  it('answers an unexpected failure in the worker as a server error, changing nothing, and saves again after', async () => {
    const bill = billBody([{ productId, quantity: 1, price: 118 }], 118);
    // Every save writes an audit row: with the table gone, the worker's transaction fails.
    await sql`alter table audit_log rename to audit_log_away`.execute(t.db);
    const failed = await save(bill);
    expect(failed.http).toBe(500);
    expect(failed.body.error).toBe(messages.somethingBad);
    expect(await t.db.selectFrom('invoices').select('id').execute()).toEqual([]);
    expect(await stockOf(t, productId)).toBe(1000 * 1000);
    await sql`alter table audit_log_away rename to audit_log`.execute(t.db);
    const saved = await save(bill);
    expect(saved.http).toBe(200);
    expect(saved.body.data.invoiceDetails[0].serialNo).toBe(1);
  });

  const demoRetailer = async () => {
    const { userId } = (await t.db
      .selectFrom('users')
      .select('id as userId')
      .where('contact_number', '=', demoPhone)
      .executeTakeFirstOrThrow()) as { userId: number };
    return (await t.services.users.principal(userId, 'save-thread-test'))!;
  };

  it('refuses the bills in flight when the thread stops, and saves the next ones on a new thread', async () => {
    const retailer = await demoRetailer();
    const bill = ZSaveInvoiceRequest.parse(billBody([{ productId, quantity: 1, price: 118 }], 118));
    // The first thread starts like the bill writer and stops, as a crash would, when the first
    // bills reach it; every later thread is the real one.
    const stopsAtFirstBills = `
      const { parentPort } = require('node:worker_threads');
      parentPort.postMessage({ kind: 'ready' });
      parentPort.on('message', () => process.exit(1));`;
    let started = 0;
    const thread = await startSaveThread({
      databaseUrl: t.databaseUrl,
      log: { error: () => {} },
      startWorker: (workerData) =>
        ++started === 1 ? new Worker(stopsAtFirstBills, { eval: true }) : billWriterWorker(workerData),
    });
    try {
      const inFlight = await Promise.allSettled(Array.from({ length: 3 }, () => thread.save(retailer, bill)));
      expect(inFlight.map((a) => a.status === 'rejected' && (a.reason as Error).message)).toEqual(
        Array(3).fill('The bill writer thread stopped; the bill may not be saved. Try again.'),
      );
      expect(await t.db.selectFrom('invoices').select('id').execute()).toEqual([]);

      const saved = await thread.save(retailer, bill);
      expect(saved.invoiceDetails[0]!.serialNo).toBe(1);
      expect(started).toBe(2);
      expect(await stockOf(t, productId)).toBe(999 * 1000);
    } finally {
      await thread.close();
    }
  });

  it("logs a problem the thread reports from its own upkeep, with the thread's error", async () => {
    const reportsAProblem = `
      const { parentPort } = require('node:worker_threads');
      parentPort.postMessage({ kind: 'ready' });
      parentPort.postMessage({ kind: 'problem', what: 'the statistics could not be refreshed',
        failure: { message: 'database is locked' } });
      parentPort.on('message', (m) => { if (m.kind === 'close') parentPort.close(); });`;
    const logged: { details: object; message: string }[] = [];
    const thread = await startSaveThread({
      databaseUrl: t.databaseUrl,
      log: { error: (details, message) => logged.push({ details, message }) },
      startWorker: () => new Worker(reportsAProblem, { eval: true }),
    });
    try {
      await expect
        .poll(() => logged.map((l) => l.message))
        .toEqual(['the statistics could not be refreshed']);
      expect((logged[0]!.details as { err: Error }).err.message).toBe('database is locked');
    } finally {
      await thread.close();
    }
  });

  it('lets the saves in flight commit and be answered when it closes, and refuses later ones', async () => {
    const retailer = await demoRetailer();
    const thread = await startSaveThread({ databaseUrl: t.databaseUrl, log: { error: () => {} } });
    // The thread takes the bill as the route hands it over: validated and converted by the contract.
    const bill = ZSaveInvoiceRequest.parse(billBody([{ productId, quantity: 1, price: 118 }], 118));
    const inFlight = Promise.allSettled(Array.from({ length: 10 }, () => thread.save(retailer, bill)));
    await thread.close();
    const answers = await inFlight;
    expect(answers.map((a) => a.status === 'fulfilled' && a.value.invoiceDetails[0]!.serialNo)).toEqual(
      Array.from({ length: 10 }, (_, i) => i + 1),
    );
    expect(await t.db.selectFrom('invoices').select('id').execute()).toHaveLength(10);
    await expect(thread.save(retailer, bill)).rejects.toThrow(
      'The server is restarting. Save the bill again in a moment.',
    );
  });
});

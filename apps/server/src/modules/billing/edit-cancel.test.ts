import { messages } from '@galla/domain/messages';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { ledgerSum, stockOf } from '../inventory/test-helpers.js';
import { addProduct, billBody, demoPhone } from './test-helpers.js';

let t: TestApp;
let token: string;
let a: number;
let b: number;
let saved: { billId: number; invoiceId: number; serialNo: number; invoiceNumber: string };
beforeEach(async () => {
  t = await createTestApp();
  token = await t.tokenFor(demoPhone);
  ({ productId: a } = await addProduct(t, token, {
    modelName: 'Cover',
    modelQuantity: 20,
    sellingPrice: 118,
  }));
  ({ productId: b } = await addProduct(t, token, {
    modelName: 'Cable',
    modelQuantity: 20,
    sellingPrice: 236,
    MRP: 300,
  }));
  const first = await t.call('POST', 'billing/saveInvoice', {
    token,
    body: billBody([{ productId: a, quantity: 5, price: 118 }], 590),
  });
  saved = first.body.data.invoiceDetails[0];
});
afterEach(() => t.close());

const versions = () =>
  t.db
    .selectFrom('invoices')
    .select(['id', 'bill_id', 'version', 'status', 'number', 'total_paise'])
    .orderBy('id')
    .execute();

describe('billing/editInvoice', () => {
  it('keeps the old version with status 12 and books only the difference in stock', async () => {
    const edited = await t.call('POST', 'billing/editInvoice', {
      token,
      body: {
        ...billBody(
          [
            { productId: a, quantity: 3, price: 118 },
            { productId: b, quantity: 1, price: 236 },
          ],
          590,
        ),
        invoiceId: saved.invoiceId,
      },
    });
    expect(edited.http).toBe(200);
    expect(edited.body.message).toBe('Invoice updated successfully');
    const details = edited.body.data.invoiceDetails[0];
    expect(details).toMatchObject({ billId: saved.billId, serialNo: 1, invoiceNumber: 'INV/26-27/0001' });
    expect(details.invoiceId).not.toBe(saved.invoiceId);

    expect(await versions()).toEqual([
      {
        id: saved.invoiceId,
        bill_id: saved.billId,
        version: 1,
        status: 12,
        number: 'INV/26-27/0001',
        total_paise: 59_000,
      },
      {
        id: details.invoiceId,
        bill_id: saved.billId,
        version: 2,
        status: 1,
        number: 'INV/26-27/0001',
        total_paise: 59_000,
      },
    ]);
    // 20 − 5 + (5 − 3) = 17 covers, 20 − 1 = 19 cables; one ledger row per product for the edit.
    expect(await stockOf(t, a)).toBe(17_000);
    expect(await ledgerSum(t, a)).toBe(17_000);
    expect(await stockOf(t, b)).toBe(19_000);
    const editRows = await t.db
      .selectFrom('stock_ledger')
      .select(['product_id', 'qty_milli'])
      .where('reason', '=', 'sale_edit')
      .orderBy('product_id')
      .execute();
    expect(editRows).toEqual([
      { product_id: a, qty_milli: 2000 },
      { product_id: b, qty_milli: -1000 },
    ]);

    const old = await t.call('POST', 'billing/viewInvoice', { token, body: { invoiceId: saved.invoiceId } });
    expect(old.body.data.status).toBe(12);
    const current = await t.call('POST', 'billing/viewInvoice', { token, body: { billId: saved.billId } });
    expect(current.body.data.invoiceId).toBe(details.invoiceId);
    const audit = await t.db
      .selectFrom('audit_log')
      .select('action')
      .where('entity', '=', 'invoice')
      .execute();
    expect(audit.map((r) => r.action)).toEqual(['invoice.create', 'invoice.edit']);
  });

  it('refuses to edit an older version, a cancelled bill, or into another financial year', async () => {
    const edit = (invoiceId: number, extra: object = {}) =>
      t.call('POST', 'billing/editInvoice', {
        token,
        body: { ...billBody([{ productId: a, quantity: 1, price: 118 }], 118), invoiceId, ...extra },
      });
    expect((await edit(saved.invoiceId, { invoice_date: '2026-03-31' })).body.error).toBe(
      messages.invoiceDateOtherYear,
    );
    const second = (await edit(saved.invoiceId)).body.data.invoiceDetails[0];
    expect((await edit(saved.invoiceId)).body.error).toBe(messages.invoiceNotEditable);
    await t.call('POST', 'billing/cancelInvoice', { token, body: { invoiceId: second.invoiceId } });
    expect((await edit(second.invoiceId)).body.error).toBe(messages.invoiceNotEditable);
    expect((await edit(999_999)).body.error).toBe(messages.invoiceNotFound);
  });

  it('two edits of the same version at once: one wins, the other is refused', async () => {
    const body = (q: number) => ({
      ...billBody([{ productId: a, quantity: q, price: 118 }], 118 * q),
      invoiceId: saved.invoiceId,
    });
    const results = await Promise.all([
      t.call('POST', 'billing/editInvoice', { token, body: body(1) }),
      t.call('POST', 'billing/editInvoice', { token, body: body(2) }),
    ]);
    // 400 when the loser starts after the winner committed, 409 when they overlap (PostgreSQL).
    const refused = results.filter((r) => r.http !== 200);
    expect(refused).toHaveLength(1);
    expect(refused[0]!.body.error).toBe(messages.invoiceNotEditable);
    expect((await versions()).filter((v) => v.status === 1)).toHaveLength(1);
    expect(await stockOf(t, a)).toBe(await ledgerSum(t, a));
  });
});

describe('billing/cancelInvoice and deleteInvoice', () => {
  it('cancels, keeps the record, and restores stock exactly once', async () => {
    const cancel = await t.call('POST', 'billing/cancelInvoice', {
      token,
      body: { billId: saved.billId, invoiceId: saved.invoiceId },
    });
    expect(cancel.body).toEqual({ status: 200, message: 'Invoice cancelled' });
    expect(await stockOf(t, a)).toBe(20_000);
    const again = await t.call('POST', 'billing/deleteInvoice', {
      token,
      body: { billId: `NG_${saved.billId}` },
    });
    expect(again.http).toBe(200);
    expect(await stockOf(t, a)).toBe(20_000);
    expect(await ledgerSum(t, a)).toBe(20_000);
    expect((await versions()).map((v) => v.status)).toEqual([2]);
    const list = await t.call('POST', 'billing/searchInvoice', { token, body: {} });
    expect(list.body.data[0]).toMatchObject({ invoiceNumber: 'INV/26-27/0001', status: 2 });
  });

  it('puts sold IMEIs back in stock and closes the credit book entry', async () => {
    const { productId } = await addProduct(t, token, {
      modelName: 'Redmi 13',
      modelQuantity: 1,
      purchasePrice: 9000,
      sellingPrice: 11800,
      MRP: 12999,
      imei: '356789012345600',
    });
    const body = billBody([{ productId, quantity: 1, price: 11800 }], 11800, {
      paymentMode1: 'finance',
      numberOfMonths: 2,
    });
    body.productDetails[0]!.productNote = '356789012345600';
    const sold = (await t.call('POST', 'billing/saveInvoice', { token, body })).body.data.invoiceDetails[0];
    const serialStatus = () =>
      t.db
        .selectFrom('product_serials')
        .select('status')
        .where('serial', '=', '356789012345600')
        .executeTakeFirstOrThrow();
    expect((await serialStatus()).status).toBe('sold');
    await t.call('POST', 'billing/cancelInvoice', { token, body: { invoiceId: sold.invoiceId } });
    expect((await serialStatus()).status).toBe('in_stock');
    const credit = await t.db
      .selectFrom('credit_book')
      .select('status')
      .where('invoice_id', '=', sold.invoiceId)
      .executeTakeFirstOrThrow();
    expect(credit.status).toBe('cancelled');
  });

  it('answers 404 for a bill that does not exist', async () => {
    const missing = await t.call('POST', 'billing/cancelInvoice', { token, body: { invoiceId: 424242 } });
    expect(missing.body).toMatchObject({ status: 404, error: messages.invoiceNotFound });
  });
});

import { messages } from '@galla/domain/messages';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { addProduct, billBody, demoPhone } from '../billing/test-helpers.js';
import { secondShopToken } from '../inventory/test-helpers.js';

let t: TestApp;
let token: string;
let saved: { billId: number; invoiceId: number; invoiceToken: string };
beforeEach(async () => {
  t = await createTestApp();
  token = await t.tokenFor(demoPhone);
  const { productId } = await addProduct(t, token);
  const ravi = await t.call('POST', 'billing/addCustomer', {
    token,
    body: { customerName: 'Ravi Deshmukh', mobileNumber: '9890011111', customerEmail: 'ravi@example.in' },
  });
  saved = (
    await t.call('POST', 'billing/saveInvoice', {
      token,
      body: billBody([{ productId, quantity: 2, price: 118 }], 236, { customerId: ravi.body.data.insertId }),
    })
  ).body.data.invoiceDetails[0];
});
afterEach(() => t.close());

const raw = (url: string) => t.app.inject({ method: 'GET', url });

describe('the public invoice link', () => {
  it('serves the A4 and 80 mm PDFs by token, without a login', async () => {
    const a4 = await raw(`/api/v3/invoices/pdf/${saved.invoiceToken}`);
    expect(a4.statusCode).toBe(200);
    expect(a4.headers['content-type']).toBe('application/pdf');
    expect(a4.headers['content-disposition']).toBe('inline; filename="INV-26-27-0001.pdf"');
    expect(a4.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    const thermal = await raw(`/api/v3/invoices/pdf/${saved.invoiceToken}?layout=80mm&download=1`);
    expect(thermal.headers['content-disposition']).toBe('attachment; filename="INV-26-27-0001-80mm.pdf"');
    expect(thermal.rawPayload.equals(a4.rawPayload)).toBe(false);
  });

  it('tells the public page what the invoice is', async () => {
    const page = await t.call('GET', `invoices/public/${saved.invoiceToken}`);
    expect(page.body.data).toEqual({
      invoiceNumber: 'INV/26-27/0001',
      tradeName: 'Sharma Mobile & Electronics',
      invoiceDate: '2026-11-21',
      totalAmount: 236,
      status: 1,
      title: 'Tax Invoice',
    });
  });

  it('answers 404 for a token that opens nothing', async () => {
    const missing = await t.call('GET', 'invoices/public/AAAAAAAAAAAAAAAAAAAAAAAA');
    expect(missing.body).toMatchObject({ status: 404, error: messages.invoiceLinkInvalid });
    expect((await raw('/api/v3/invoices/pdf/AAAAAAAAAAAAAAAAAAAAAAAA')).statusCode).toBe(404);
    expect((await raw('/api/v3/invoices/pdf/..%2F..%2Fetc')).statusCode).toBe(400);
  });
});

describe('billing/shareInvoice', () => {
  it('gives the link and a WhatsApp message to the customer', async () => {
    const share = await t.call('POST', 'billing/shareInvoice', {
      token,
      body: { invoiceId: saved.invoiceId },
      headers: { host: 'shop.example.in' },
    });
    const url = `http://shop.example.in/downloadPdf/${saved.invoiceToken}`;
    expect(share.body.data.url).toBe(url);
    expect(share.body.data.message).toBe(
      `Dear Ravi Deshmukh, thank you for shopping at Sharma Mobile & Electronics. Your tax invoice INV/26-27/0001 for ₹236.00: ${url}`,
    );
    expect(share.body.data.whatsapp).toBe(
      `https://wa.me/919890011111?text=${encodeURIComponent(share.body.data.message)}`,
    );
  });

  it('e-mails the link through the outbox', async () => {
    const share = await t.call('POST', 'billing/shareInvoice', {
      token,
      body: { invoiceId: saved.invoiceId, email: 'ravi@example.in' },
    });
    expect(share.body.message).toBe(messages.invoiceShared);
    const outbox = await t.call('GET', 'dev/outbox');
    const mail = outbox.body.data.find(
      (m: { channel: string; to: string }) => m.channel === 'email' && m.to === 'ravi@example.in',
    );
    expect(mail.subject).toBe('Tax Invoice INV/26-27/0001 from Sharma Mobile & Electronics');
    expect(mail.body).toContain(`/downloadPdf/${saved.invoiceToken}`);
  });

  it('refuses a cancelled invoice, a bad address, and another shop', async () => {
    const badEmail = await t.call('POST', 'billing/shareInvoice', {
      token,
      body: { invoiceId: saved.invoiceId, email: 'x@' },
    });
    expect(badEmail.body.error).toBe(messages.emailNotValid);
    const theirs = await secondShopToken(t);
    const other = await t.call('POST', 'billing/shareInvoice', {
      token: theirs,
      body: { invoiceId: saved.invoiceId },
    });
    expect(other.body).toMatchObject({ status: 404, error: messages.invoiceNotFound });
    await t.call('POST', 'billing/cancelInvoice', { token, body: { invoiceId: saved.invoiceId } });
    const cancelled = await t.call('POST', 'billing/shareInvoice', {
      token,
      body: { invoiceId: saved.invoiceId },
    });
    expect(cancelled.body.error).toBe(messages.invoiceNotShareable);
  });

  it('serves both layouts for a customer and a shop named with an overlay mark', async () => {
    // fontkit cannot place U+0337 on 'Z' in Noto Sans: the PDF answered 500, for a shop name on every bill.
    const { productId } = await addProduct(t, token, { modelName: 'Ravi Z\u0337 Cover' });
    await t.db.updateTable('shops').set({ trade_name: 'Ravi Z\u0337 Stores' }).execute();
    const buyer = await t.call('POST', 'billing/addCustomer', {
      token,
      body: { customerName: 'Ravi Z\u0337', mobileNumber: '9890022222' },
    });
    const bill = await t.call('POST', 'billing/saveInvoice', {
      token,
      body: billBody([{ productId }], 118, { customerId: buyer.body.data.insertId }),
    });
    const { invoiceToken } = bill.body.data.invoiceDetails[0];
    for (const layout of ['a4', '80mm']) {
      const pdf = await raw(`/api/v3/invoices/pdf/${invoiceToken}?layout=${layout}`);
      expect(pdf.statusCode).toBe(200);
      expect(pdf.headers['content-type']).toBe('application/pdf');
    }
  });
});

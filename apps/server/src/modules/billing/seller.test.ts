import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { readPdf } from '../../platform/pdf/read-pdf.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { addProduct, billBody, demoPhone } from './test-helpers.js';

// A bill keeps the seller it was issued by: moving the shop or renaming it changes new bills only.

let t: TestApp;
let token: string;
let productId: number;
beforeEach(async () => {
  t = await createTestApp();
  token = await t.tokenFor(demoPhone);
  ({ productId } = await addProduct(t, token, { modelQuantity: 50, sellingPrice: 118, MRP: 200 }));
});
afterEach(() => t.close());

const saveBill = async () =>
  (await t.call('POST', 'billing/saveInvoice', { token, body: billBody([{ productId }], 118) })).body.data
    .invoiceDetails[0] as { billId: number; invoiceId: number; invoiceToken: string };
const sellerOn = async (invoiceId: number) =>
  (await t.call('POST', 'billing/viewInvoice', { token, body: { invoiceId } })).body.data.shop;
const moveShop = async () => {
  const moved = await t.call('POST', 'user/updateProfile', {
    token,
    body: {
      email: 'demo@galla.local',
      tradeName: 'Sharma Digital World',
      addressLine1: '4 FC Road, Shivajinagar',
      pincode: '411005',
      upiId: 'sharmadigital@okicici',
    },
  });
  expect(moved.http).toBe(200);
};

describe('the seller on an invoice', () => {
  it('stays as it was when the bill was saved after the shop moves; the UPI id is the current one', async () => {
    const before = await saveBill();
    expect(await sellerOn(before.invoiceId)).toMatchObject({
      tradeName: 'Sharma Mobile & Electronics',
      addressLine1: 'Shop 12, MG Road, Camp',
      pincode: '411001',
      gstNumber: '27AAPFU0939F1ZV',
      state: 'Maharashtra',
      upiId: 'sharmamobile@okaxis',
    });

    await moveShop();

    expect(await sellerOn(before.invoiceId)).toMatchObject({
      tradeName: 'Sharma Mobile & Electronics',
      addressLine1: 'Shop 12, MG Road, Camp',
      pincode: '411001',
      upiId: 'sharmadigital@okicici',
    });
    const pdf = await readPdf(
      (await t.app.inject({ method: 'GET', url: `/api/v3/invoices/pdf/${before.invoiceToken}` })).rawPayload,
    );
    expect(pdf.text).toContain('Shop 12, MG Road, Camp');
    expect(pdf.text).not.toContain('4 FC Road');

    const after = await saveBill();
    expect(await sellerOn(after.invoiceId)).toMatchObject({
      tradeName: 'Sharma Digital World',
      addressLine1: '4 FC Road, Shivajinagar',
      pincode: '411005',
    });
  });

  it('is the shop as it stands when a bill is edited, since the revised bill is issued then', async () => {
    const before = await saveBill();
    await moveShop();
    const edited = await t.call('POST', 'billing/editInvoice', {
      token,
      body: { ...billBody([{ productId, quantity: 2 }], 236), invoiceId: before.invoiceId },
    });
    expect(edited.http).toBe(200);
    const revised = edited.body.data.invoiceDetails[0].invoiceId;
    expect((await sellerOn(revised)).addressLine1).toBe('4 FC Road, Shivajinagar');
    expect((await sellerOn(before.invoiceId)).addressLine1).toBe('Shop 12, MG Road, Camp');
  });

  it('falls back to the shop as it is now for a bill written before sellers were kept', async () => {
    const old = await saveBill();
    await t.db
      .updateTable('invoices')
      .set({ seller_snapshot: null })
      .where('id', '=', old.invoiceId)
      .execute();
    await moveShop();
    expect((await sellerOn(old.invoiceId)).addressLine1).toBe('4 FC Road, Shivajinagar');
  });
});

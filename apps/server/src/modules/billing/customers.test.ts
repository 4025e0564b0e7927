import { messages } from '@galla/domain/messages';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { secondShopToken } from '../inventory/test-helpers.js';
import { addProduct, billBody, demoPhone } from './test-helpers.js';

let t: TestApp;
let token: string;
beforeEach(async () => {
  t = await createTestApp();
  token = await t.tokenFor(demoPhone);
});
afterEach(() => t.close());

const add = (body: object, as = token) => t.call('POST', 'billing/addCustomer', { token: as, body });
const find = (body: object, as = token) => t.call('POST', 'billing/getCustomerDetails', { token: as, body });

describe('billing/addCustomer', () => {
  it('adds a customer, and updates the one with the same mobile number', async () => {
    const added = await add({
      customerName: 'Asha Kulkarni',
      mobileNumber: '9822098220',
      customerEmail: 'asha@example.in',
    });
    expect(added.http).toBe(200);
    expect(added.body.message).toBe('Customer saved');
    const id = added.body.data.insertId;
    expect(added.body.data.customer).toMatchObject({
      customerId: id,
      customerName: 'Asha Kulkarni',
      isDefault: false,
    });
    const again = await add({
      customerName: 'Asha K',
      mobileNumber: '9822098220',
      gstNumber: '27aapfu0939f1zv',
    });
    expect(again.body.data.insertId).toBe(id);
    expect(again.body.data.customer).toMatchObject({ customerName: 'Asha K', gstNumber: '27AAPFU0939F1ZV' });
  });

  it.each([
    [{ customerName: 'Al', mobileNumber: '9822098220' }, messages.customerNameShort],
    [{ customerName: 'Asha', mobileNumber: '98220' }, messages.customerMobile],
    [
      { customerName: 'Asha', mobileNumber: '9822098220', gstNumber: '27AAPFU0939F1ZO' },
      messages.customerGstInvalid,
    ],
    [{ customerName: 'Asha', mobileNumber: '9822098220', customerEmail: 'asha@' }, messages.emailNotValid],
    [
      { customerName: 'Asha', mobileNumber: '9822098220', stateId: 27, cityId: 29027 },
      messages.fillAllFields,
    ],
  ])('refuses %j', async (body, error) => {
    const refused = await add(body);
    expect(refused.body).toMatchObject({ status: 400, error });
    expect(await t.db.selectFrom('customers').select('id').execute()).toEqual([]);
  });
});

describe('billing/getCustomerDetails', () => {
  beforeEach(async () => {
    await add({ customerName: 'Ravi Deshmukh', mobileNumber: '9890011111' });
    await add({ customerName: 'Ravina Shah', mobileNumber: '9890022222' });
  });

  it('finds by mobile, by name or mobile text, and says when there is no such contact', async () => {
    expect((await find({ mobileNumber: '9890011111' })).body.data.customerName).toBe('Ravi Deshmukh');
    const byName = await find({ searchData: 'ravi' });
    expect(byName.body.data.map((c: { customerName: string }) => c.customerName)).toEqual([
      'Ravi Deshmukh',
      'Ravina Shah',
    ]);
    expect((await find({ searchData: '22222' })).body.data).toHaveLength(1);
    expect((await find({ mobileNumber: '9000000000' })).body).toEqual({
      status: 204,
      message: 'No such contact',
    });
    expect((await find({ searchData: 'ra' })).body.status).toBe(204);
  });

  it("finds a bill's customer", async () => {
    const { productId } = await addProduct(t, token);
    const ravi = (await find({ mobileNumber: '9890011111' })).body.data;
    const saved = await t.call('POST', 'billing/saveInvoice', {
      token,
      body: billBody([{ productId, quantity: 1, price: 118 }], 118, { customerId: ravi.customerId }),
    });
    const billId = saved.body.data.invoiceDetails[0].billId;
    expect((await find({ billId })).body.data.customerName).toBe('Ravi Deshmukh');
  });
});

describe('cross-shop isolation of customers and bills', () => {
  it('another shop cannot see, bill or cancel my customers and invoices', async () => {
    const theirs = await secondShopToken(t);
    const ravi = (await add({ customerName: 'Ravi Deshmukh', mobileNumber: '9890011111' })).body.data
      .customer;
    const { productId } = await addProduct(t, token);
    const saved = (
      await t.call('POST', 'billing/saveInvoice', {
        token,
        body: billBody([{ productId, quantity: 1, price: 118 }], 118, { customerId: ravi.customerId }),
      })
    ).body.data.invoiceDetails[0];

    expect((await find({ mobileNumber: '9890011111' }, theirs)).body.status).toBe(204);
    expect((await find({ searchData: 'Ravi' }, theirs)).body.status).toBe(204);
    expect((await find({ billId: saved.billId }, theirs)).body.status).toBe(204);
    const item = await addProduct(t, theirs, { modelName: 'Sugar 1 kg', gst: null });
    const usingMine = await t.call('POST', 'billing/saveInvoice', {
      token: theirs,
      body: billBody([{ productId: item.productId, gstPercent: 'No Gst' }], 118, {
        billtype: 'NOGST',
        customerId: ravi.customerId,
      }),
    });
    expect(usingMine.body.error).toBe(messages.noSuchContact);

    for (const path of ['billing/viewInvoice', 'billing/getInvoiceDetails', 'billing/cancelInvoice']) {
      const r = await t.call('POST', path, { token: theirs, body: { invoiceId: saved.invoiceId } });
      expect(r.body).toMatchObject({ status: 404, error: messages.invoiceNotFound });
    }
    const edit = await t.call('POST', 'billing/editInvoice', {
      token: theirs,
      body: {
        ...billBody([{ productId: item.productId, gstPercent: 'No Gst' }], 118, { billtype: 'NOGST' }),
        invoiceId: saved.invoiceId,
      },
    });
    expect(edit.body.status).toBe(404);
    expect((await t.call('POST', 'billing/searchInvoice', { token: theirs, body: {} })).body.status).toBe(
      204,
    );
    const mine = await t.call('POST', 'billing/viewInvoice', { token, body: { invoiceId: saved.invoiceId } });
    expect(mine.body.data.status).toBe(1);
  });
});

describe('billing/searchInvoice', () => {
  it('lists bills newest first, 20 a page, by number, name or mobile', async () => {
    const { productId } = await addProduct(t, token, { modelQuantity: 100 });
    const ravi = (await add({ customerName: 'Ravi Deshmukh', mobileNumber: '9890011111' })).body.data
      .customer;
    for (let i = 0; i < 22; i++) {
      await t.call('POST', 'billing/saveInvoice', {
        token,
        body: billBody(
          [{ productId, quantity: 1, price: 118 }],
          118,
          i === 0 ? { customerId: ravi.customerId } : {},
        ),
      });
    }
    const page1 = await t.call('POST', 'billing/searchInvoice', {
      token,
      body: { keyword: '', page: 1, numberOfItems: 20 },
    });
    expect(page1.body.data).toHaveLength(20);
    expect(page1.body.data[0]).toMatchObject({
      invoiceNumber: 'INV/26-27/0022',
      customerName: 'Walk-in Customer',
      invoiceDate: '2026-11-21',
      status: 1,
      totalAmount: 118,
      billtype: 'GST',
    });
    const page2 = await t.call('POST', 'billing/searchInvoice', { token, body: { page: 2 } });
    expect(page2.body.data.map((s: { invoiceNumber: string }) => s.invoiceNumber)).toEqual([
      'INV/26-27/0002',
      'INV/26-27/0001',
    ]);
    const byName = await t.call('POST', 'billing/searchInvoice', { token, body: { keyword: 'deshmukh' } });
    expect(byName.body.data).toHaveLength(1);
    expect(
      (await t.call('POST', 'billing/searchInvoice', { token, body: { keyword: '0011111' } })).body.data,
    ).toHaveLength(1);
    expect(
      (await t.call('POST', 'billing/searchInvoice', { token, body: { keyword: '26-27/0021' } })).body.data,
    ).toHaveLength(1);
    expect((await t.call('POST', 'billing/searchInvoice', { token, body: { keyword: 'zzz' } })).body).toEqual(
      {
        status: 204,
        message: messages.noInvoices,
      },
    );
  });
});

import { messages } from '@galla/domain/messages';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { customerStep, placeOf, stepLine } from './draft-test-helpers.js';
import { addProduct, demoPhone } from './test-helpers.js';

let t: TestApp;
let token: string;
beforeEach(async () => {
  t = await createTestApp();
  token = await t.tokenFor(demoPhone);
});
afterEach(() => t.close());

const addCustomer = (body: unknown) => t.call('POST', 'billing/addCustomer', { token, body });

describe('billing/addCustomer, step variant (quickCheckout)', () => {
  it("quick checkout 'yes' opens a bill for the walk-in customer made from the owner's profile", async () => {
    const res = await addCustomer({ quickCheckout: 'yes' });
    expect(res.http).toBe(200);
    expect(res.body.message).toBe('Customer saved');
    const data = res.body.data;
    expect(data.billId).toBe(data.invoiceId);
    // Open bills are numbered apart from invoices, so one id never names both.
    expect(data.billId).toBeGreaterThan(1_000_000_000);
    expect(data).toMatchObject({
      serialNo: 1,
      canbereset: true,
      date: '2026-11-21',
      customer: { customerName: 'Walk-in Customer', mobileNumber: demoPhone, isDefault: true },
    });
    expect(data.insertId).toBe(data.customer.customerId);
    const second = await addCustomer({ quickCheckout: true });
    expect(second.body.data.billId).toBe(data.billId + 1);
    expect(second.body.data.customer.customerId).toBe(data.customer.customerId);
  });

  it("quick checkout 'no' saves the customer (one per mobile) and holds the date sent", async () => {
    const res = await addCustomer(
      await customerStep(t, { date: '01/11/2026', customerEmail: 'anil@example.com' }),
    );
    expect(res.http).toBe(200);
    expect(res.body.data).toMatchObject({
      date: '2026-11-01',
      customer: {
        customerName: 'Anil Kulkarni',
        mobileNumber: '9123456780',
        customerEmail: 'anil@example.com',
      },
    });
    const again = await addCustomer(await customerStep(t, { customerName: 'Anil K' }));
    expect(again.body.data.insertId).toBe(res.body.data.insertId);
    const found = await t.call('POST', 'billing/getCustomerDetails', {
      token,
      body: { mobileNumber: '9123456780' },
    });
    expect(found.body.data).toMatchObject({ customerName: 'Anil K', customerAddress: 'FC Road, Pune' });
  });

  it('a company invoice keeps the company name and GSTIN on the customer', async () => {
    const res = await addCustomer(
      await customerStep(t, {
        isInvoiceRequiredCompany: 'yes',
        companyName: 'Kulkarni Traders',
        gstNumber: '27aapfu0939f1zv',
      }),
    );
    expect(res.http).toBe(200);
    expect(res.body.data.customer).toMatchObject({
      companyName: 'Kulkarni Traders',
      gstNumber: '27AAPFU0939F1ZV',
    });
  });

  it.each([
    [{ quickCheckout: null }, messages.selectQuickCheckout],
    [{ quickCheckout: '' }, messages.selectQuickCheckout],
    [{ customerName: '' }, messages.enterName],
    [{ customerAddress: '  ' }, messages.enterAddress],
    [{ stateId: '' }, messages.selectState],
    [{ cityId: null }, messages.selectCity],
    [{ mobileNumber: '' }, messages.enterMobileNumber],
    [{ mobileNumber: '98765' }, messages.invalidContactNumber],
    [{ isInvoiceRequiredCompany: 'yes', gstNumber: '27AAPFU0939F1ZV' }, messages.selectCompanyName],
    [{ isInvoiceRequiredCompany: true, companyName: 'Kulkarni Traders' }, messages.selectGstNumber],
    [{ gstNumber: '27AAPFU0939F1ZO' }, messages.customerGstInvalid],
    [{ customerEmail: 'anil@' }, messages.emailNotValid],
    [{ date: '22/11/2026' }, messages.invoiceDateFuture],
    [{ date: '31/02/2026' }, messages.invoiceDateInvalid],
  ])('refuses %j with the spec message', async (overrides, error) => {
    const res = await addCustomer(await customerStep(t, overrides));
    expect(res.http).toBe(400);
    expect(res.body).toEqual({ status: 400, error });
  });

  it('without quickCheckout it is still the single-screen add-customer modal', async () => {
    const res = await addCustomer({ customerName: 'Meera', mobileNumber: '9000000001' });
    expect(res.http).toBe(200);
    expect(Object.keys(res.body.data).sort()).toEqual(['customer', 'insertId']);
    const short = await addCustomer({ customerName: 'Me', mobileNumber: '9000000001' });
    expect(short.body.error).toBe(messages.customerNameShort);
    expect(await t.db.selectFrom('bill_drafts').select('id').execute()).toEqual([]);
  });

  it('re-points an open bill at another customer when billId is sent', async () => {
    const opened = await addCustomer({ quickCheckout: 'yes' });
    const billId = opened.body.data.billId;
    const res = await addCustomer(await customerStep(t, { billId }));
    expect(res.body.data.billId).toBe(billId);
    const rows = await t.db.selectFrom('bill_drafts').select(['id', 'customer_id']).execute();
    expect(rows).toEqual([{ id: billId, customer_id: res.body.data.insertId }]);
    const unknown = await addCustomer(await customerStep(t, { billId: billId + 10 }));
    expect(unknown.http).toBe(404);
    expect(unknown.body.error).toBe(messages.invoiceNotFound);
  });

  it('goods shipped to another state are billed with IGST', async () => {
    const karnataka = await placeOf(t, '560001');
    const res = await addCustomer(
      await customerStep(t, {
        isShipingSameAsBilling: 'no',
        shippingCustomerName: 'Anil Kulkarni',
        shippingaddressLine1: 'MG Road, Bengaluru',
        shippingStateId: karnataka.stateId,
        shippingCityId: karnataka.cityId,
      }),
    );
    const { productId } = await addProduct(t, token, { sellingPrice: 118, MRP: 200 });
    const added = await t.call('POST', 'billing/addProduct', {
      token,
      body: stepLine(res.body.data.billId, productId),
    });
    expect(added.body.data.gst).toBe('IGST');
    expect(added.body.data.lines[0]).toMatchObject({
      igstAmount: 18,
      cgstAmount: 0,
      sgstAmount: 0,
      amount: 118,
    });
  });
});

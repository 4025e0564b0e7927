import { emiMessages } from '@galla/domain/emi';
import { invoiceMessages } from '@galla/domain/invoice-math';
import { messages } from '@galla/domain/messages';
import { paymentMessages } from '@galla/domain/payments';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { ledgerSum, secondShopToken, stockOf } from '../inventory/test-helpers.js';
import { addProduct, billBody, demoPhone } from './test-helpers.js';

let t: TestApp;
let token: string;
let productId: number;
beforeEach(async () => {
  t = await createTestApp();
  token = await t.tokenFor(demoPhone);
  ({ productId } = await addProduct(t, token, { modelQuantity: 50, sellingPrice: 118, MRP: 200 }));
});
afterEach(() => t.close());

const save = (body: object, as = token) => t.call('POST', 'billing/saveInvoice', { token: as, body });

describe('billing/saveInvoice', () => {
  it('saves a walk-in bill, numbers it, and takes the stock out through the ledger', async () => {
    const saved = await save(billBody([{ productId, quantity: 2, price: 118 }], 236, { totalAmount: 236 }));
    expect(saved.http).toBe(200);
    expect(saved.body.message).toBe('Invoice saved successfully');
    const details = saved.body.data.invoiceDetails[0];
    expect(details).toMatchObject({ serialNo: 1, invoiceNumber: 'INV/26-27/0001', totalAmount: 236 });
    // The save's time in milliseconds (12 hex digits), then 18 random bytes.
    expect(details.invoiceToken).toMatch(/^[0-9a-f]{12}[A-Za-z0-9_-]{24}$/);
    expect(Number.parseInt(details.invoiceToken.slice(0, 12), 16)).toBe(t.clock.now().getTime());
    expect(saved.body.data.rewards.points).toBe(2);
    expect(await stockOf(t, productId)).toBe(48_000);
    expect(await ledgerSum(t, productId)).toBe(48_000);

    const view = await t.call('POST', 'billing/viewInvoice', {
      token,
      body: { invoiceId: details.invoiceId },
    });
    expect(view.body.data).toMatchObject({
      title: 'Tax Invoice',
      status: 1,
      gstType: 'CGST and SGST',
      placeOfSupply: { code: '27', name: 'Maharashtra' },
      customer: { customerName: 'Walk-in Customer', isDefault: true, mobileNumber: demoPhone },
      totals: { amountBeforeTax: 200, cgstAmount: 18, sgstAmount: 18, totalAmount: 236, roundOff: 0 },
      payments: [{ mode: 'cash', label: 'Cash', amount: 236 }],
      hsnSummary: [{ HSN: '39269099', gstPercent: 18, amountBeforeTax: 200, totalTax: 36 }],
    });
    expect(view.body.data.totals.amountInWords).toBe('Rupees Two Hundred Thirty Six Only');
  });

  it('numbers bills consecutively and shows the next number', async () => {
    const tokens: string[] = [];
    for (let i = 0; i < 3; i++) {
      const saved = await save(billBody([{ productId }], 118));
      expect(saved.http).toBe(200);
      tokens.push(saved.body.data.invoiceDetails[0].invoiceToken);
      t.clock.advance(1);
    }
    // Later bills' links sort after earlier ones, so the index on them grows at its end.
    expect([...tokens].sort()).toEqual(tokens);
    const next = await t.call('GET', 'billing/getSerialNo', { token });
    expect(next.body.data).toMatchObject({
      serialNo: 4,
      billNo: 'INV/26-27/0004',
      financialYear: '2026-27',
      date: '2026-11-21',
      dateFormated: '21/11/2026',
      billNumberAvailable: '1',
      canbereset: false,
    });
  });

  it('rounds the total to the rupee with a Round Off line', async () => {
    // 3 × ₹33.33 = ₹99.99 → ₹100.00, round off +₹0.01.
    const saved = await save(billBody([{ productId, quantity: 3, price: 33.33 }], 100, { totalAmount: 100 }));
    expect(saved.http).toBe(200);
    const view = await t.call('POST', 'billing/viewInvoice', {
      token,
      body: { invoiceId: saved.body.data.invoiceDetails[0].invoiceId },
    });
    expect(view.body.data.totals).toMatchObject({ totalAmount: 100, roundOff: 0.01 });
  });

  it('charges IGST to a buyer in another state', async () => {
    const buyer = await t.call('POST', 'billing/addCustomer', {
      token,
      body: {
        customerName: 'Karnataka Traders',
        mobileNumber: '9845012345',
        stateId: 29,
        gstNumber: '29AAACR5055K1Z3',
      },
    });
    expect(buyer.http).toBe(200);
    const saved = await save(
      billBody([{ productId, quantity: 1, price: 118 }], 118, {
        customerId: buyer.body.data.insertId,
      }),
    );
    expect(saved.http).toBe(200);
    const view = await t.call('POST', 'billing/viewInvoice', {
      token,
      body: { invoiceId: saved.body.data.invoiceDetails[0].invoiceId },
    });
    expect(view.body.data).toMatchObject({
      gstType: 'IGST',
      placeOfSupply: { code: '29', name: 'Karnataka' },
      customer: { customerName: 'Karnataka Traders', gstNumber: '29AAACR5055K1Z3' },
      totals: { cgstAmount: 0, sgstAmount: 0, igstAmount: 18, totalAmount: 118 },
    });
  });

  it('takes the GST type the user chose over the suggestion', async () => {
    const saved = await save(billBody([{ productId }], 118, { gstType: 'IGST' }));
    const view = await t.call('POST', 'billing/viewInvoice', {
      token,
      body: { invoiceId: saved.body.data.invoiceDetails[0].invoiceId },
    });
    expect(view.body.data.totals.igstAmount).toBe(18);
  });

  it('splits the bill discount over the lines before tax', async () => {
    const other = await addProduct(t, token, { modelName: 'Charger', sellingPrice: 236, MRP: 300 });
    const saved = await save(
      billBody(
        [
          { productId, quantity: 1, price: 118 },
          { productId: other.productId, quantity: 1, price: 236 },
        ],
        324,
        { invoiceDiscount: 30, totalAmount: 324 },
      ),
    );
    expect(saved.http).toBe(200);
    const view = await t.call('POST', 'billing/viewInvoice', {
      token,
      body: { invoiceId: saved.body.data.invoiceDetails[0].invoiceId },
    });
    expect(view.body.data.lines.map((l: { discountAmount: number }) => l.discountAmount)).toEqual([10, 20]);
    expect(view.body.data.totals).toMatchObject({ discountAmount: 30, totalAmount: 324 });
  });

  it('accepts a second payment for the remainder', async () => {
    const saved = await save(
      billBody([{ productId, quantity: 2, price: 118 }], 100, {
        paymentMode2: 'upi',
        paymentMode2Amount: 136,
      }),
    );
    expect(saved.http).toBe(200);
    const view = await t.call('POST', 'billing/viewInvoice', {
      token,
      body: { invoiceId: saved.body.data.invoiceDetails[0].invoiceId },
    });
    expect(view.body.data.payments).toEqual([
      { mode: 'cash', label: 'Cash', amount: 100 },
      { mode: 'upi', label: 'UPI', amount: 136 },
    ]);
  });

  it('books a finance sale in the credit book with its EMI rows', async () => {
    const saved = await save(
      billBody([{ productId, quantity: 10, price: 118 }], 1180, {
        paymentMode1: 'finance',
        downPayment: 180,
        numberOfMonths: 3,
        financeAmount: 1000,
        emiAmount: 333.33,
        startDateEmi: '2026-12-21',
      }),
    );
    expect(saved.http).toBe(200);
    const invoiceId = saved.body.data.invoiceDetails[0].invoiceId;
    const credit = await t.db
      .selectFrom('credit_book')
      .selectAll()
      .where('invoice_id', '=', invoiceId)
      .executeTakeFirstOrThrow();
    expect(credit).toMatchObject({
      finance_paise: 100_000,
      emi_paise: 33_333,
      months: 3,
      start_date: '2026-12-21',
      end_date: '2027-02-21',
      due_paise: 100_000,
      status: 'open',
    });
    const emis = await t.db
      .selectFrom('credit_book_emis')
      .select(['due_date', 'amount_paise', 'status'])
      .where('credit_id', '=', credit.id)
      .orderBy('instalment')
      .execute();
    expect(emis).toEqual([
      { due_date: '2026-12-21', amount_paise: 33_333, status: 0 },
      { due_date: '2027-01-21', amount_paise: 33_333, status: 0 },
      { due_date: '2027-02-21', amount_paise: 33_334, status: 0 },
    ]);
    const view = await t.call('POST', 'billing/viewInvoice', { token, body: { invoiceId } });
    expect(view.body.data.finance).toEqual({
      downPayment: 180,
      financeAmount: 1000,
      emiAmount: 333.33,
      numberOfMonths: 3,
      startDateEmi: '2026-12-21',
      endDateEmi: '2027-02-21',
    });
  });

  it('answers a low-stock sale with the info message', async () => {
    const few = await addProduct(t, token, { modelName: 'Last Few Cables', modelQuantity: 3 });
    const saved = await save(billBody([{ productId: few.productId, quantity: 1, price: 149 }], 149));
    expect(saved.body.data.inventoryLowMessage).toBe(messages.inventoryLow('Last Few Cables'));
    const plenty = await save(billBody([{ productId, quantity: 1 }], 118));
    expect(plenty.body.data.inventoryLowMessage).toBeUndefined();
  });

  it('sells numbered units: the IMEIs leave stock with the bill', async () => {
    const phone = await addProduct(t, token, {
      modelName: 'Galaxy M15',
      modelQuantity: 2,
      purchasePrice: 9000,
      sellingPrice: 11800,
      MRP: 13000,
      imei: '356789012345678,356789012345679',
    });
    const line = { productId: phone.productId, quantity: 1, price: 11800 };
    const withoutImei = await save(billBody([line], 11800));
    expect(withoutImei.body.error).toBe(messages.imeiCountMismatch);
    const unknownBody = billBody([line], 11800);
    unknownBody.productDetails[0]!.productNote = '111111111111111';
    const unknown = await save(unknownBody);
    expect(unknown.body.error).toBe(messages.imeiNotInStock('111111111111111'));
    const body = billBody([line], 11800);
    body.productDetails[0]!.productNote = '356789012345678';
    expect((await save(body)).http).toBe(200);
    const again = await save(body);
    expect(again.body.error).toBe(messages.imeiNotInStock('356789012345678'));
    const check = await t.call('POST', 'inventory/imei', { token, body: { imei: '356789012345679' } });
    expect(check.http).toBe(200);
  });

  it.each([
    [{ productDetails: [] }, messages.selectContactOrProducts],
    [{ productDetails: [{ productId: 1, quantity: 1, price: null }] }, invoiceMessages.sellingPriceEmpty],
    [{ productDetails: [{ productId: 1, quantity: 0, price: 118 }] }, invoiceMessages.quantityBelowOne],
    [{ invoice_date: '22/11/2026' }, messages.invoiceDateFuture],
    [{ invoice_date: '31/02/2026' }, messages.invoiceDateInvalid],
    [{ gstType: 'VAT' }, messages.gstTypeInvalid],
    [{ totalAmount: 119 }, messages.totalMismatch('total amount')],
    [{ paymentMode1: undefined }, paymentMessages.modeRequired],
    [{ paymentMode1Amount: 100 }, paymentMessages.secondModeRequired],
    [{ paymentMode1Amount: 100, paymentMode2: 'cash' }, paymentMessages.secondModeSame],
    [{ paymentMode1: 'finance', downPayment: 118 }, emiMessages.downPaymentTooHigh],
    [{ paymentMode1: 'finance', numberOfMonths: 0 }, emiMessages.monthsNotPositive],
    [{ invoiceDiscount: 500 }, invoiceMessages.discountTooHigh],
  ])('refuses %j with its message and changes nothing', async (overrides, error) => {
    const body = { ...billBody([{ productId, quantity: 1, price: 118 }], 118), ...overrides };
    // The per-line cases name the demo product by id 1; point them at this test's product.
    for (const line of (body.productDetails ?? []) as { productId: number }[]) line.productId = productId;
    const refused = await save(body);
    expect(refused.http).toBe(400);
    expect(refused.body.error).toBe(error);
    expect(await stockOf(t, productId)).toBe(50_000);
    expect(await t.db.selectFrom('invoices').select('id').execute()).toEqual([]);
  });

  it('refuses line figures that disagree with its own, and a discount above the line', async () => {
    const body = billBody([{ productId, quantity: 1, price: 118 }], 118);
    body.productDetails[0]!.cgstAmount = 9.01;
    expect((await save(body)).body.error).toBe(messages.totalMismatch('CGST of line 1'));
    const discount = billBody([{ productId, quantity: 1, price: 118 }], 0);
    discount.productDetails[0]!.discountAmount = 119;
    expect((await save(discount)).body.error).toBe(invoiceMessages.discountTooHigh);
    const gst = billBody([{ productId, quantity: 1, price: 118, gstPercent: 7 }], 118);
    expect((await save(gst)).body.error).toBe(messages.gstRateUnknown);
  });

  it('a product of another shop is no product', async () => {
    const theirs = await secondShopToken(t);
    const refused = await save(
      billBody([{ productId, gstPercent: 'No Gst' }], 118, { billtype: 'NOGST' }),
      theirs,
    );
    expect(refused.body.error).toBe(messages.noSuchProduct);
  });
});

describe('a shop without a GSTIN', () => {
  let theirs: string;
  let item: number;
  beforeEach(async () => {
    theirs = await secondShopToken(t);
    ({ productId: item } = await addProduct(t, theirs, {
      modelName: 'Basmati Rice 1 kg',
      gst: null,
      HSN: '1006',
    }));
  });

  it('issues a Bill of Supply with no tax', async () => {
    const saved = await save(
      billBody([{ productId: item, quantity: 2, price: 149, gstPercent: 'No Gst' }], 298, {
        billtype: 'NOGST',
      }),
      theirs,
    );
    expect(saved.http).toBe(200);
    const view = await t.call('POST', 'billing/viewInvoice', {
      token: theirs,
      body: { invoiceId: saved.body.data.invoiceDetails[0].invoiceId },
    });
    expect(view.body.data).toMatchObject({
      title: 'Bill of Supply',
      billtype: 'NOGST',
      hsnSummary: [],
      totals: { totalTax: 0, amountBeforeTax: 298, totalAmount: 298 },
    });
    expect(view.body.data.lines[0].gstPercent).toBeNull();
  });

  it('may not issue a tax invoice or charge GST', async () => {
    const taxInvoice = await save(billBody([{ productId: item, gstPercent: 'No Gst' }], 118), theirs);
    expect(taxInvoice.body.error).toBe(messages.billTypeMismatch);
    const taxed = await save(
      billBody([{ productId: item, gstPercent: 18 }], 118, { billtype: 'NOGST' }),
      theirs,
    );
    expect(taxed.body.error).toBe(messages.gstOnlyForGstShops);
    const slabs = await t.call('GET', 'billing/getBrandOffersandGstSlabs', { token: theirs });
    expect(slabs.body.data).toEqual({
      gstSlabs: [{ gstId: 0, gstSlab: 'No Gst', value: null }],
      brandOffers: [],
    });
  });
});

it('offers every seeded GST slab to a GST shop', async () => {
  const slabs = await t.call('GET', 'billing/getBrandOffersandGstSlabs', { token });
  expect(slabs.body.data.gstSlabs.map((s: { value: number | null }) => s.value)).toEqual([
    null,
    0,
    0.25,
    1,
    1.5,
    3,
    5,
    12,
    18,
    28,
    40,
  ]);
});

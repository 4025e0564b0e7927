import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { ledgerSum, stockOf } from '../inventory/test-helpers.js';
import { addProduct, billBody, demoPhone } from './test-helpers.js';

let t: TestApp;
let token: string;
beforeEach(async () => {
  t = await createTestApp();
  token = await t.tokenFor(demoPhone);
});
afterEach(() => t.close());

describe('billing/saveInvoice', () => {
  it('saves a walk-in bill, numbers it, and takes the stock out through the ledger', async () => {
    const { productId } = await addProduct(t, token, { modelQuantity: 10, sellingPrice: 118, MRP: 200 });
    const saved = await t.call('POST', 'billing/saveInvoice', {
      token,
      body: billBody([{ productId, quantity: 2, price: 118 }], 236, { totalAmount: 236 }),
    });
    if (saved.http !== 200) console.log(lines.filter((l) => l.includes('err')).join('\n'));
    expect(saved.http).toBe(200);
    expect(saved.body.message).toBe('Invoice saved successfully');
    const details = saved.body.data.invoiceDetails[0];
    expect(details).toMatchObject({ serialNo: 1, invoiceNumber: 'INV/26-27/0001', totalAmount: 236 });
    expect(saved.body.data.rewards.points).toBe(2);
    expect(await stockOf(t, productId)).toBe(8000);
    expect(await ledgerSum(t, productId)).toBe(8000);

    const view = await t.call('POST', 'billing/viewInvoice', {
      token,
      body: { invoiceId: details.invoiceId },
    });
    expect(view.body.data).toMatchObject({
      title: 'Tax Invoice',
      gstType: 'CGST and SGST',
      placeOfSupply: { code: '27', name: 'Maharashtra' },
      customer: { customerName: 'Walk-in Customer', isDefault: true },
      totals: { amountBeforeTax: 200, cgstAmount: 18, sgstAmount: 18, totalAmount: 236, roundOff: 0 },
      payments: [{ mode: 'cash', amount: 236 }],
    });
    expect(view.body.data.totals.amountInWords).toBe('Rupees Two Hundred Thirty Six Only');
  });
});

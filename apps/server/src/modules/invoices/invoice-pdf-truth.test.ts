import type { InvoiceView } from '@galla/contracts/billing';
import { describe, expect, it } from 'vitest';
import { readPdf } from '../../platform/pdf/read-pdf.js';
import { type InvoicePdfLayout, renderInvoicePdf } from './invoice-pdf.js';
import { testInvoiceView } from './test-invoice-view.js';

// Issue 17, item 6: the PDF asks by UPI only for what is left to pay that way, and a walk-in bill
// does not print the shop owner's phone as the customer's.

const layouts: InvoicePdfLayout[] = ['a4', '80mm'];
const read = async (view: InvoiceView, layout: InvoicePdfLayout) =>
  readPdf(await renderInvoicePdf(view, layout));

const base = testInvoiceView({ kind: 'intra', upiId: 'sharma@okaxis' });
const total = base.totals.totalAmount;

describe.each(layouts)('%s: the UPI QR code', (layout) => {
  it('is left off a bill paid in cash', async () => {
    const pdf = await read({ ...base, payments: [{ mode: 'cash', label: 'Cash', amount: total }] }, layout);
    expect(pdf.text).not.toContain('Scan to pay');
    expect(pdf.pages.map((p) => p.images)).toEqual(pdf.pages.map(() => 0));
  });

  it('is left off a finance bill: the down payment was paid, the rest is owed to the financier', async () => {
    const pdf = await read(testInvoiceView({ kind: 'intra', upiId: 'sharma@okaxis', finance: true }), layout);
    expect(pdf.text).toContain('Finance');
    expect(pdf.text).not.toContain('Scan to pay');
  });

  it('asks for the whole bill when all of it is to be paid by UPI', async () => {
    const pdf = await read({ ...base, payments: [{ mode: 'upi', label: 'UPI', amount: total }] }, layout);
    expect(pdf.text).toContain('Scan to pay ₹19,966.00 by UPI');
  });
});

describe.each(layouts)('%s: a walk-in bill', (layout) => {
  it('prints the shop’s phone once, in its header, and not again as the customer’s mobile', async () => {
    const phone = base.shop.contactNumber!;
    const walkIn: InvoiceView = {
      ...base,
      // The walk-in customer is kept with the owner's phone (docs/decisions.md, Walk-in).
      customer: {
        ...base.customer,
        customerName: 'Walk-in Customer',
        mobileNumber: phone,
        customerAddress: null,
        isDefault: true,
      },
    };
    const pdf = await read(walkIn, layout);
    expect(pdf.text.split(phone).length - 1).toBe(1);
    expect(pdf.text).not.toContain(`Mobile: ${phone}`);
  });
});

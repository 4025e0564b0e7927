import type { InvoiceSummary, InvoiceView } from './api';

// Invoices as the server sends them (rupees as JSON numbers), for the component tests.

export function summary(overrides: Partial<InvoiceSummary> = {}): InvoiceSummary {
  return {
    billId: 101,
    invoiceId: 501,
    invoiceNumber: 'INV/26-27/0001',
    customerName: 'Sunita Sharma',
    mobileNumber: '9812345678',
    invoiceDate: '2026-05-04',
    status: 1,
    totalAmount: 240,
    billtype: 'GST',
    paymentStatus: 'paid',
    dueAmount: 0,
    ...overrides,
  };
}

export function summaries(count: number, from = 1): InvoiceSummary[] {
  return Array.from({ length: count }, (_, i) => {
    const n = from + i;
    return summary({
      billId: 100 + n,
      invoiceId: 500 + n,
      invoiceNumber: `INV/26-27/${String(n).padStart(4, '0')}`,
      customerName: `Customer ${n}`,
    });
  });
}

/**
 * An intra-state tax invoice (Delhi shop, Delhi buyer): Parle-G 10 × ₹10 at 5 % and Surf Excel
 * 1 × ₹140 at 18 %, prices including GST, worked out as GST.md says.
 */
export function view(overrides: Partial<InvoiceView> = {}): InvoiceView {
  return {
    billId: 101,
    invoiceId: 501,
    version: 1,
    status: 1,
    billtype: 'GST',
    title: 'Tax Invoice',
    invoiceNumber: 'INV/26-27/0001',
    serialNo: 1,
    financialYear: '2026-27',
    invoiceDate: '2026-05-04',
    gstType: 'CGST and SGST',
    utgst: false,
    placeOfSupply: { code: '07', name: 'Delhi' },
    reverseCharge: false,
    shop: {
      tradeName: 'Kumar Kirana Store',
      legalName: 'Ramesh Kumar',
      addressLine1: '12 Main Bazaar',
      addressLine2: null,
      city: 'New Delhi',
      state: 'Delhi',
      stateCode: '07',
      pincode: '110001',
      gstNumber: '07AAPFU0939F1ZV',
      contactNumber: '9876543210',
      email: 'shop@galla.test',
      upiId: null,
    },
    customer: {
      customerId: 31,
      customerName: 'Sunita Sharma',
      mobileNumber: '9812345678',
      customerEmail: 'sunita@example.com',
      customerAddress: '4 Park Lane, New Delhi',
      companyName: null,
      gstNumber: null,
      state: 'Delhi',
      stateCode: '07',
      isDefault: false,
    },
    lines: [
      {
        lineNo: 1,
        productId: 1,
        modelName: 'Parle-G Biscuit 100 g',
        HSN: '1905',
        quantity: 10,
        units: 'Pcs',
        price: 10,
        grossAmount: 100,
        discountAmount: 0,
        amountBeforeTax: 95.24,
        gstPercent: 5,
        cgstAmount: 2.38,
        sgstAmount: 2.38,
        igstAmount: 0,
        amount: 100,
        priceIncludesTax: true,
        productNote: [],
      },
      {
        lineNo: 2,
        productId: 2,
        modelName: 'Surf Excel 1 kg',
        HSN: '3402',
        quantity: 1,
        units: 'Pcs',
        price: 140,
        grossAmount: 140,
        discountAmount: 0,
        amountBeforeTax: 118.64,
        gstPercent: 18,
        cgstAmount: 10.68,
        sgstAmount: 10.68,
        igstAmount: 0,
        amount: 140,
        priceIncludesTax: true,
        productNote: [],
      },
    ],
    hsnSummary: [
      {
        HSN: '1905',
        gstPercent: 5,
        amountBeforeTax: 95.24,
        cgstAmount: 2.38,
        sgstAmount: 2.38,
        igstAmount: 0,
        totalTax: 4.76,
      },
      {
        HSN: '3402',
        gstPercent: 18,
        amountBeforeTax: 118.64,
        cgstAmount: 10.68,
        sgstAmount: 10.68,
        igstAmount: 0,
        totalTax: 21.36,
      },
    ],
    totals: {
      grossAmount: 240,
      discountAmount: 0,
      amountBeforeTax: 213.88,
      cgstAmount: 13.06,
      sgstAmount: 13.06,
      igstAmount: 0,
      totalTax: 26.12,
      roundOff: 0,
      totalAmount: 240,
      amountInWords: 'Rupees Two Hundred Forty Only',
      totalQuantity: 11,
    },
    payments: [{ mode: 'cash', label: 'Cash', amount: 240 }],
    finance: null,
    remark: null,
    points: 24,
    invoiceToken: 'tok_abc123',
    createdAt: '2026-05-04T06:30:00.000Z',
    ...overrides,
  };
}

/** The same sale to a Maharashtra buyer: inter-state, so IGST carries the whole tax. */
export function igstView(overrides: Partial<InvoiceView> = {}): InvoiceView {
  const base = view();
  return view({
    gstType: 'IGST',
    placeOfSupply: { code: '27', name: 'Maharashtra' },
    customer: { ...base.customer, state: 'Maharashtra', stateCode: '27' },
    lines: base.lines.map((l, i) => ({
      ...l,
      igstAmount: [4.76, 21.36][i] ?? 0,
      cgstAmount: 0,
      sgstAmount: 0,
    })),
    hsnSummary: base.hsnSummary.map((h) => ({ ...h, igstAmount: h.totalTax, cgstAmount: 0, sgstAmount: 0 })),
    totals: { ...base.totals, cgstAmount: 0, sgstAmount: 0, igstAmount: 26.12 },
    ...overrides,
  });
}

/** A non-GST shop's Bill of Supply: no tax anywhere. */
export function billOfSupply(overrides: Partial<InvoiceView> = {}): InvoiceView {
  const base = view();
  return view({
    billtype: 'NOGST',
    title: 'Bill of Supply',
    shop: { ...base.shop, gstNumber: null },
    lines: base.lines.map((l) => ({
      ...l,
      amountBeforeTax: l.amount,
      gstPercent: null,
      cgstAmount: 0,
      sgstAmount: 0,
      igstAmount: 0,
    })),
    hsnSummary: [],
    totals: { ...base.totals, amountBeforeTax: 240, cgstAmount: 0, sgstAmount: 0, totalTax: 0 },
    ...overrides,
  });
}

import { invoiceMessages } from '@galla/domain/invoice-math';
import { messages } from '@galla/domain/messages';
import { describe, expect, it } from 'vitest';
import { computeBill, imeiErrors } from './bill-math';
import { type CartLine, NO_GST } from './cart';

const line = (overrides: Partial<CartLine> = {}): CartLine => ({
  productId: 1,
  name: 'Phone',
  units: 'Pcs',
  countUnit: true,
  hasImei: false,
  inactive: false,
  price: '1180',
  quantity: '2',
  discount: '',
  gst: '18',
  imei: '',
  priceIncludesTax: true,
  ...overrides,
});

const gst = { mode: 'intra' as const, utgst: false, shopHasGstin: true };

describe('bill math', () => {
  it('2 × ₹1,180 at 18% inclusive: taxable ₹2,000, CGST ₹180, SGST ₹180, total ₹2,360', () => {
    const bill = computeBill([line()], gst);
    expect(bill.errors).toEqual([]);
    expect(bill.invoice.totals).toMatchObject({
      taxablePaise: 200_000,
      cgstPaise: 18_000,
      sgstPaise: 18_000,
      igstPaise: 0,
      grandTotalPaise: 236_000,
      roundOffPaise: 0,
    });
  });

  it('a bill discount is shared over the lines before tax and counts in the totals', () => {
    const bill = computeBill([line(), line({ productId: 2, price: '590', quantity: '1' })], {
      ...gst,
      billDiscount: '295',
    });
    expect(bill.errors).toEqual([]);
    // ₹2,360 and ₹590 take ₹236 and ₹59 of the ₹295.
    expect(bill.invoice.lines.map((l) => l.invoiceDiscountSharePaise)).toEqual([23_600, 5_900]);
    expect(bill.invoice.totals).toMatchObject({ invoiceDiscountPaise: 29_500, grandTotalPaise: 265_500 });
  });

  it('refuses a bill discount above the bill, or one that is not an amount, and then counts none', () => {
    const high = computeBill([line()], { ...gst, billDiscount: '2360.01' });
    expect(high.billDiscountError).toBe(invoiceMessages.discountTooHigh);
    expect(high.errors).toContain(invoiceMessages.discountTooHigh);
    expect(high.invoice.totals.grandTotalPaise).toBe(236_000);
    const text = computeBill([line()], { ...gst, billDiscount: 'ten' });
    expect(text.billDiscountError).toBe(messages.digitsOnly('Discount'));
    expect(computeBill([line()], { ...gst, billDiscount: ' ' }).billDiscountError).toBeNull();
  });

  it('inter-state puts the whole tax in IGST', () => {
    const bill = computeBill([line()], { ...gst, mode: 'inter' });
    expect(bill.invoice.totals).toMatchObject({ cgstPaise: 0, sgstPaise: 0, igstPaise: 36_000 });
  });

  it('names each line problem in the spec words, and leaves the line out of the totals', () => {
    const bill = computeBill(
      [
        line({ productId: 1, price: '' }),
        line({ productId: 2, quantity: '0' }),
        line({ productId: 3, gst: '' }),
        line({ productId: 4, discount: '5000' }),
        line({ productId: 5, price: '10', quantity: '1', gst: NO_GST }),
      ],
      gst,
    );
    expect(bill.lines.map((l) => l.error)).toEqual([
      invoiceMessages.sellingPriceEmpty,
      invoiceMessages.quantityBelowOne,
      invoiceMessages.gstRequired,
      invoiceMessages.discountTooHigh,
      null,
    ]);
    expect(bill.invoice.totals.grandTotalPaise).toBe(1000);
  });

  it('a non-GST shop may use only No Gst', () => {
    const bill = computeBill([line()], { ...gst, shopHasGstin: false });
    expect(bill.lines[0]?.error).toBe(messages.gstOnlyForGstShops);
  });

  it('checks IMEIs: characters, duplicates across the cart, one per unit', () => {
    const errors = imeiErrors([
      line({ productId: 1, imei: 'A1, B2', hasImei: true }),
      line({ productId: 2, imei: 'b2', quantity: '1' }),
      line({ productId: 3, imei: '12-34', quantity: '1' }),
      line({ productId: 4, imei: 'C3', hasImei: true }),
    ]);
    expect(errors.get(1)).toBeUndefined();
    expect(errors.get(2)).toBe(messages.imeiDuplicate('b2'));
    expect(errors.get(3)).toBe(messages.imeiCharacters);
    expect(errors.get(4)).toBe(messages.imeiCountMismatch);
  });
});

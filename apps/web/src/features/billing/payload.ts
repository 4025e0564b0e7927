import type { GstType, SaveInvoiceRequest } from '@galla/contracts/billing';
import { paiseToRupees } from '@galla/domain/money';
import { milliToQuantity } from '@galla/domain/quantity';
import { type Bill, imeiList } from './bill-math';
import { NO_GST } from './cart';
import type { PaymentPlan } from './payment-plan';

// billing/saveInvoice's body (ZSaveInvoiceRequest) from the screen's figures. Money leaves as rupees
// with 2 decimals, converted from the very paise the summary shows: the server recomputes and must
// arrive at the same numbers.

export type PayloadInput = {
  bill: Bill;
  payment: PaymentPlan;
  gstShop: boolean;
  gstType: GstType;
  invoiceDate: string;
  customerId: number | null;
  remark: string;
  /** The starting serial the cashier set with Change BillId, sent only then. */
  billNo: number | null;
};

const rupees = paiseToRupees;

export function saveInvoiceBody(input: PayloadInput): SaveInvoiceRequest {
  const { bill, payment, gstShop } = input;
  const totals = bill.invoice.totals;
  const [first, second] = payment.payments;
  const finance = payment.finance;
  const productDetails = bill.lines.map((checked, i) => {
    const result = bill.invoice.lines[bill.resultIndex.get(i) ?? -1];
    const lineInput = checked.input;
    if (!result || !lineInput) throw new Error('A bill with line errors cannot be saved');
    const imeis = imeiList(checked.line.imei);
    return {
      productId: checked.line.productId,
      quantity: milliToQuantity(lineInput.qtyMilli),
      price: rupees(lineInput.unitPricePaise),
      discountAmount: rupees(lineInput.discountPaise),
      gstPercent: checked.line.gst === NO_GST ? NO_GST : Number(checked.line.gst),
      ...(lineInput.priceIncludesTax ? {} : { priceIncludesTax: false }),
      ...(imeis.length > 0 ? { productNote: imeis.join(',') } : {}),
      // The line's total, tax included (§9: amount before tax is worked back from it).
      amount: rupees(result.totalPaise),
      amountBeforeTax: rupees(result.taxablePaise),
      cgstAmount: rupees(result.cgstPaise),
      sgstAmount: rupees(result.sgstPaise),
      igstAmount: rupees(result.igstPaise),
    };
  });
  const remark = input.remark.trim();
  return {
    billtype: gstShop ? 'GST' : 'NOGST',
    ...(input.billNo !== null ? { billNo: input.billNo } : {}),
    invoice_date: input.invoiceDate,
    ...(input.customerId !== null ? { customerId: input.customerId } : {}),
    totalAmount: rupees(totals.grandTotalPaise),
    invoiceDiscount: rupees(totals.invoiceDiscountPaise),
    paymentMode1: first?.mode ?? null,
    paymentMode1Amount: rupees(first?.amountPaise ?? 0),
    paymentMode2: second?.mode ?? null,
    paymentMode2Amount: second ? rupees(second.amountPaise) : null,
    // The spec's clients drop an empty remark.
    ...(remark ? { remark } : {}),
    financeAmount: finance ? rupees(finance.financePaise) : null,
    emiAmount: finance ? rupees(finance.emiPaise) : null,
    downPayment: finance ? rupees(payment.downPaymentPaise) : 0,
    numberOfMonths: finance ? payment.months : null,
    startDateEmi: finance ? finance.startDateEmi : null,
    // A Bill of Supply has no tax, so no GST type.
    ...(gstShop ? { gstType: input.gstType } : {}),
    productDetails,
  };
}

import type { Customer, GstType, InvoiceView } from '@galla/contracts/billing';
import { rupeesToPaise } from '@galla/domain/money';
import { isPaymentMode } from '@galla/domain/payments';
import { type CartLine, NO_GST } from './cart';
import type { UnitInfo } from './cart-product';
import { plainRupees } from './format';
import { initialPayment, type PaymentState } from './payment-plan';

// Edit mode (/billing?invoiceId=N): the saved invoice's view turned back into the screen's state.

export type InitialBill = {
  billId: number;
  invoiceId: number;
  invoiceNumber: string;
  serialNo: number;
  date: string;
  lines: CartLine[];
  customer: Customer | null;
  gstType: GstType;
  payment: PaymentState;
};

const text = (rupees: number) => plainRupees(rupeesToPaise(rupees));

function customerOf(view: InvoiceView): Customer | null {
  const c = view.customer;
  // The walk-in customer is what "nobody chosen" saves as: edit it back to nobody.
  if (c.isDefault) return null;
  return {
    customerId: c.customerId,
    customerName: c.customerName,
    mobileNumber: c.mobileNumber ?? '',
    customerEmail: c.customerEmail,
    customerAddress: c.customerAddress,
    gstNumber: c.gstNumber,
    companyName: c.companyName,
    stateId: c.stateCode ? Number(c.stateCode) : null,
    cityId: null,
    pincode: null,
    isDefault: false,
  };
}

function paymentOf(view: InvoiceView): PaymentState {
  const [first, second] = view.payments;
  const mode1 = first && isPaymentMode(first.mode) ? first.mode : initialPayment.mode1;
  const mode2 = second && isPaymentMode(second.mode) ? second.mode : null;
  return {
    ...initialPayment,
    mode1,
    // A single payment follows the total, so an edit that changes the lines keeps it whole.
    amount1: second && first ? text(first.amount) : null,
    mode2,
    downPayment: view.finance && view.finance.downPayment > 0 ? text(view.finance.downPayment) : '',
    months: view.finance ? String(view.finance.numberOfMonths) : initialPayment.months,
    remark: view.remark ?? '',
  };
}

export function fromInvoiceView(
  view: InvoiceView,
  units: readonly (UnitInfo & { abbreviation: string })[],
): InitialBill {
  return {
    billId: view.billId,
    invoiceId: view.invoiceId,
    invoiceNumber: view.invoiceNumber,
    serialNo: view.serialNo,
    date: view.invoiceDate.slice(0, 10),
    customer: customerOf(view),
    gstType: view.gstType,
    payment: paymentOf(view),
    lines: view.lines.map((line) => ({
      productId: line.productId,
      name: line.modelName,
      units: line.units,
      countUnit: !(units.find((u) => u.abbreviation === line.units)?.allowsFraction ?? false),
      hasImei: line.productNote.length > 0,
      inactive: false,
      price: text(line.price),
      quantity: String(line.quantity),
      discount: line.discountAmount > 0 ? text(line.discountAmount) : '',
      gst: line.gstPercent === null ? NO_GST : String(line.gstPercent),
      imei: line.productNote.join(', '),
      priceIncludesTax: line.priceIncludesTax,
    })),
  };
}

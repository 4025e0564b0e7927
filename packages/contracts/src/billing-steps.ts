import { messages } from '@galla/domain/messages';
import { normaliseMobile } from '@galla/domain/mobile';
import { type PaymentMode, paymentMessages } from '@galla/domain/payments';
import { z } from 'zod';
import {
  ZAddCustomerRequest,
  ZBillLineRequest,
  ZCustomer,
  ZGstType,
  ZInvoiceRef,
  ZSavedInvoice,
} from './billing.js';
import { ZBusinessDate } from './business-date.js';
import { ZId } from './fields.js';
import { ZRupees } from './money.js';

// The billing wizard's step variant (shop-operations §2, §3, §7): customer step → an open bill
// (a draft) → bill lines → mode of payment. While a bill is open its billId and invoiceId are both
// the draft's id; completing it makes a real invoice with ids of its own.

const id = ZId;

/** 'yes' / 'no' (any case), true / false, 1 / 0, as the step variant's forms send flags. */
const ZYesNo = z.union([z.boolean(), z.literal(1), z.literal(0), z.string()]).transform((v, ctx) => {
  const s = String(v).trim().toLowerCase();
  if (s === 'yes' || s === 'true' || s === '1') return true;
  if (s === 'no' || s === 'false' || s === '0') return false;
  ctx.addIssue({ code: 'custom', message: `${String(v)} is not yes or no` });
  return z.NEVER;
});

// The discriminator of billing/addCustomer's two bodies, so it must be made of literals.
const ZQuickCheckout = z
  .union([z.literal(true), z.literal(false), z.enum(['yes', 'no', 'Yes', 'No', 'YES', 'NO'])])
  .transform((v) => v === true || String(v).toLowerCase() === 'yes');

const text = (max: number) =>
  z
    .string()
    .trim()
    .max(max)
    .optional()
    .nullable()
    .transform((v) => (v ? v : null));

/** An optional id where the form's empty select sends '' or 0. */
const optionalId = (message: string) =>
  z
    .union([z.number(), z.string(), z.null()], { error: message })
    .optional()
    .transform((v, ctx) => {
      if (v === undefined || v === null || v === '' || v === 0 || v === '0') return null;
      const n = Number(v);
      if (!Number.isInteger(n) || n < 0) {
        ctx.addIssue({ code: 'custom', message });
        return z.NEVER;
      }
      return n;
    });

const email = z
  .string()
  .trim()
  .max(120)
  .optional()
  .nullable()
  .refine((v) => !v || /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(v), messages.emailNotValid)
  .transform((v) => (v ? v : null));

// The GSTIN rules live in ZAddCustomerRequest; reused so both variants accept the same numbers.
const gstin = ZAddCustomerRequest.shape.gstNumber;
const pincode = ZAddCustomerRequest.shape.pincode;

// ---------------------------------------------------------------------------------------------
// Customer step (billing/addCustomer with quickCheckout)

export const ZCustomerStepRequest = z
  .object({
    quickCheckout: ZQuickCheckout,
    /** An open bill of this shop to re-point at this customer; omitted: a new bill is opened. */
    billId: id.optional().nullable(),
    /** The invoice date, `dd/MM/yyyy` or `YYYY-MM-DD`; today (IST) when omitted. Not in the future. */
    date: ZBusinessDate.optional().nullable(),
    // Read as typed ('+91 98450 12345'); refused below, in the spec's order, when it is not a number.
    mobileNumber: z
      .string()
      .trim()
      .max(20)
      .transform((text) => normaliseMobile(text) ?? text)
      .optional()
      .nullable(),
    customerName: text(100),
    customerEmail: email,
    customerAddress: text(250),
    stateId: optionalId(messages.selectState),
    cityId: optionalId(messages.selectCity),
    pincode,
    isInvoiceRequiredCompany: ZYesNo.optional().nullable(),
    companyName: text(120),
    gstNumber: gstin,
    isShipingSameAsBilling: ZYesNo.optional().nullable(),
    shippingContactNumber: z
      .string()
      .trim()
      .transform((text) => (text === '' ? text : (normaliseMobile(text) ?? text)))
      .pipe(z.string().regex(/^([0-9]{10})?$/, messages.invalidContactNumber))
      .optional()
      .nullable(),
    shippingCustomerName: text(100),
    shippingaddressLine1: text(250),
    shippingEmail: email,
    shippingPincode: pincode,
    shippingStateId: optionalId(messages.selectState),
    shippingCityId: optionalId(messages.selectCity),
    isShipingInvoiceRequiredCompany: ZYesNo.optional().nullable(),
    shippingCompanyName: text(120),
    shippingGstNumber: gstin,
  })
  .superRefine((c, ctx) => {
    // Quick checkout bills the shop's walk-in customer: nothing else is required.
    if (c.quickCheckout) return;
    // One problem at a time, in the order of shop-operations §5.
    const fail = (path: string, message: string) => ctx.addIssue({ code: 'custom', path: [path], message });
    if (!c.customerName) return fail('customerName', messages.enterName);
    if (!c.customerAddress) return fail('customerAddress', messages.enterAddress);
    if (!c.stateId) return fail('stateId', messages.selectState);
    if (!c.cityId) return fail('cityId', messages.selectCity);
    if (!c.mobileNumber) return fail('mobileNumber', messages.enterMobileNumber);
    if (!/^[0-9]{10}$/.test(c.mobileNumber)) return fail('mobileNumber', messages.invalidContactNumber);
    if (c.isInvoiceRequiredCompany) {
      if (!c.companyName) return fail('companyName', messages.selectCompanyName);
      if (!c.gstNumber) return fail('gstNumber', messages.selectGstNumber);
    }
  });
export type CustomerStep = z.output<typeof ZCustomerStepRequest>;

/**
 * billing/addCustomer's body: with `quickCheckout` it is the step variant's customer step (opens a
 * bill); without, the single-screen add-customer modal. An unusable quickCheckout (null, '') is
 * 'Please select Quick Checkout'.
 */
export const ZAddCustomerBody = z.discriminatedUnion(
  'quickCheckout',
  [ZCustomerStepRequest, ZAddCustomerRequest.extend({ quickCheckout: z.undefined().optional() })],
  { error: messages.selectQuickCheckout },
);

export function isCustomerStep(body: z.output<typeof ZAddCustomerBody>): body is CustomerStep {
  return typeof body.quickCheckout === 'boolean';
}

export const ZCustomerStepAnswer = z.object({
  insertId: z.number().int(),
  customer: ZCustomer,
  /** The open bill: billId and invoiceId are both the draft's id until it is paid. */
  billId: z.number().int(),
  invoiceId: z.number().int(),
  /** The serial this bill will get if completed now, and whether the year's start may change. */
  serialNo: z.number().int(),
  canbereset: z.boolean(),
  date: z.string(),
});
export const ZAddCustomerAnswer = z.union([
  ZCustomerStepAnswer,
  z.object({ insertId: z.number().int(), customer: ZCustomer }),
]);

// ---------------------------------------------------------------------------------------------
// The open bill

/** billId and/or invoiceId of an open bill (both are the draft's id); NG_ is stripped. */
export const ZDraftRef = z
  .object({ billId: ZInvoiceRef.shape.billId, invoiceId: ZInvoiceRef.shape.invoiceId })
  .refine((r) => r.billId !== undefined || r.invoiceId !== undefined, messages.billRefRequired);
export type DraftRef = z.output<typeof ZDraftRef>;

const ZProductRef = {
  /** The shop's product (inventory productId). */
  productId: id.optional(),
  /** The spec's name for the same shop product id; productId wins when both are sent. */
  modelId: id.optional(),
};

/** A bill line as the step variant sends it; the same rules as a saveInvoice line. */
export const ZStepLineRequest = ZBillLineRequest.omit({ productId: true })
  .extend({
    billId: ZInvoiceRef.shape.billId,
    invoiceId: ZInvoiceRef.shape.invoiceId,
    ...ZProductRef,
    /** Off (false, 'no', 0): the discount box is ignored, as the form hides it. */
    isDiscount: ZYesNo.optional().nullable(),
  })
  .refine((r) => r.billId !== undefined || r.invoiceId !== undefined, messages.billRefRequired)
  .refine((r) => r.productId !== undefined || r.modelId !== undefined, messages.noSuchProduct);
export type StepLine = z.output<typeof ZStepLineRequest>;

export const ZDeleteLineRequest = z
  .object({ billId: ZInvoiceRef.shape.billId, invoiceId: ZInvoiceRef.shape.invoiceId, ...ZProductRef })
  .refine((r) => r.billId !== undefined || r.invoiceId !== undefined, messages.billRefRequired)
  .refine((r) => r.productId !== undefined || r.modelId !== undefined, messages.noSuchProduct);

/** 'IGST' or 'CGST and SGST'; also 1 (IGST) and 0 (CGST and SGST), as the GST switch sends them. */
export const ZEditGstTypeRequest = z
  .object({
    billId: ZInvoiceRef.shape.billId,
    invoiceId: ZInvoiceRef.shape.invoiceId,
    gst: z.union([z.literal(1), z.literal(0), z.literal('1'), z.literal('0'), ZGstType], {
      error: messages.gstTypeInvalid,
    }),
  })
  .refine((r) => r.billId !== undefined || r.invoiceId !== undefined, messages.billRefRequired)
  .transform(({ gst, ...ref }) => ({
    ...ref,
    gstType:
      gst === 1 || gst === '1'
        ? ('IGST' as const)
        : gst === 0 || gst === '0'
          ? ('CGST and SGST' as const)
          : gst,
  }));

/** Without serialNo: the serial this bill will get. With it: the year's starting serial (Change BillId). */
export const ZEditSerialNoRequest = z
  .object({
    billId: ZInvoiceRef.shape.billId,
    invoiceId: ZInvoiceRef.shape.invoiceId,
    serialNo: z.coerce
      .number({ error: messages.serialNotPositive })
      .int(messages.serialNotPositive)
      .min(1, messages.serialNotPositive)
      .max(999_999, messages.billNumberNotAvailable)
      .optional(),
  })
  .refine((r) => r.billId !== undefined || r.invoiceId !== undefined, messages.billRefRequired);

export const ZDraftLine = z.object({
  productId: z.number().int(),
  modelId: z.number().int(),
  modelName: z.string(),
  HSN: z.string().nullable(),
  units: z.string(),
  quantity: z.number(),
  price: z.number(),
  gstPercent: z.number().nullable(),
  isDiscount: z.boolean(),
  discountAmount: z.number(),
  brandOfferId: z.number().int().nullable(),
  productNote: z.array(z.string()),
  priceIncludesTax: z.boolean(),
  amountBeforeTax: z.number(),
  cgstAmount: z.number(),
  sgstAmount: z.number(),
  igstAmount: z.number(),
  amount: z.number(),
});

export const ZDraftBill = z.object({
  billId: z.number().int(),
  invoiceId: z.number().int(),
  status: z.enum(['open', 'completed', 'cancelled']),
  date: z.string(),
  billtype: z.enum(['GST', 'NOGST']),
  gst: z.enum(['IGST', 'CGST and SGST']),
  lines: z.array(ZDraftLine),
  summary: z.object({
    totalQuantity: z.number(),
    grossAmount: z.number(),
    discountAmount: z.number(),
    amountBeforeTax: z.number(),
    cgstAmount: z.number(),
    sgstAmount: z.number(),
    igstAmount: z.number(),
    totalTax: z.number(),
    roundOff: z.number(),
    totalAmount: z.number(),
  }),
  /** Products of this bill that will be at or below 10 units once it is saved. */
  inventoryLowMessage: z.string().optional(),
});
export type DraftBill = z.infer<typeof ZDraftBill>;

export const ZStepSerialInfo = z.object({
  billId: z.number().int(),
  invoiceId: z.number().int(),
  serialNo: z.number().int(),
  billNo: z.string(),
  financialYear: z.string(),
  date: z.string(),
  dateFormated: z.string(),
  billNumberAvailable: z.literal('1'),
  canbereset: z.boolean(),
});

// ---------------------------------------------------------------------------------------------
// Mode of payment

/**
 * The step variant's payment modes and the single-screen mode each is stored as (§9): Cash → cash,
 * debit (Debit Card) and credit (Credit Card) → card, digitalWallet (Digital Wallet) → upi,
 * finance → finance. The single-screen ids (card, upi, net-banking, other) are accepted as they are.
 */
export const stepPaymentModes: Readonly<Record<string, PaymentMode>> = {
  cash: 'cash',
  debit: 'card',
  debitcard: 'card',
  credit: 'card',
  creditcard: 'card',
  digitalwallet: 'upi',
  finance: 'finance',
  card: 'card',
  upi: 'upi',
  netbanking: 'net-banking',
  other: 'other',
};

const ZStepMode = z
  .string()
  .trim()
  .max(40)
  .optional()
  .nullable()
  .transform((v, ctx) => {
    if (!v) return null;
    const mode = stepPaymentModes[v.toLowerCase().replace(/[^a-z]/g, '')];
    if (!mode) {
      ctx.addIssue({ code: 'custom', message: paymentMessages.modeUnknown });
      return z.NEVER;
    }
    return { mode, asSent: v };
  });

const optionalRupees = (field: string) =>
  z
    .union([ZRupees(`${field} is not valid`), z.null(), z.literal('')])
    .optional()
    .transform((v) => (v === '' || v === undefined ? null : v));

export const ZModeOfPaymentRequest = z
  .object({
    billId: ZInvoiceRef.shape.billId,
    invoiceId: ZInvoiceRef.shape.invoiceId,
    paymentMode1: ZStepMode,
    paymentMode1Amount: optionalRupees('paymentMode1Amount'),
    paymentMode2: ZStepMode,
    paymentMode2Amount: optionalRupees('paymentMode2Amount'),
    /** Finance: the number of monthly EMIs (1 when omitted, at most 2 digits). */
    numberOfEmi: z.coerce.number().int('Number of months should be a whole number').optional().nullable(),
    /** Finance: checked against total credit / EMIs when sent. */
    emiAmount: optionalRupees('emiAmount'),
    startDateEmi: ZBusinessDate.optional().nullable(),
    endDateEmi: ZBusinessDate.optional().nullable(),
    /** Finance: the amount on credit; the rest of the total is the down payment. Default: all of it. */
    totalCreditAmount: optionalRupees('totalCreditAmount'),
    specialNote: text(500),
  })
  .refine((r) => r.billId !== undefined || r.invoiceId !== undefined, messages.billRefRequired);
export type ModeOfPayment = z.output<typeof ZModeOfPaymentRequest>;

export const ZStepSavedInvoice = ZSavedInvoice.extend({
  billId: z.number().int(),
  invoiceId: z.number().int(),
  serialNo: z.number().int(),
  invoiceNumber: z.string(),
  /** The open bill's id that this invoice completed. */
  draftId: z.number().int(),
});

export const ZStepPayments = z.object({
  billId: z.number().int(),
  invoiceId: z.number().int(),
  paymentMode1: z.string(),
  paymentMode1Amount: z.number(),
  paymentMode2: z.string().nullable(),
  paymentMode2Amount: z.number(),
  numberOfEmi: z.number().int(),
  emiAmount: z.number(),
  startDateEmi: z.string().nullable(),
  endDateEmi: z.string().nullable(),
  totalCreditAmount: z.number(),
  specialNote: z.string().nullable(),
  /** The bill's total after rounding to the rupee. */
  roundedAmount: z.number(),
  /** What is still owed on the credit book entry (finance), else 0. */
  dueBalance: z.number(),
  /** EMIs paid so far. */
  emiCompleted: z.number().int(),
});

import { normaliseGstin, validateGstin } from '@galla/domain/gstin';
import { invoiceMessages } from '@galla/domain/invoice-math';
import { messages } from '@galla/domain/messages';
import { z } from 'zod';
import { ZBusinessDate } from './business-date.js';
import { mobileNumber, ZId, ZIdNumber } from './fields.js';
import { ZImeiList } from './inventory.js';
import { ZQuantity, ZRupees } from './money.js';

// billing/* (shop-operations §3, §5, §7). Requests carry rupees and quantities as the spec's clients
// send them; the schemas turn them into integer paise and thousandths. Responses carry rupees.

const id = ZId;
const optionalText = (max: number) =>
  z
    .string()
    .trim()
    .max(max)
    .optional()
    .nullable()
    .transform((v) => (v ? v : null));

/** 'No Gst' (or null, or an empty box) is the no-tax slab; otherwise a percentage such as 18 or '0.25'. */
export const ZGstPercent = z
  .union([z.number(), z.string(), z.null()], { error: invoiceMessages.gstRequired })
  .transform((v) => {
    if (v === null) return null;
    const s = String(v).trim();
    return s === '' || /^no ?gst$/i.test(s) ? null : s;
  });

const ZOptionalGstin = (message: string) =>
  z
    .string()
    .optional()
    .nullable()
    .transform((v, ctx) => {
      const g = v ? normaliseGstin(v) : '';
      if (g === '') return null;
      if (!validateGstin(g).ok) {
        ctx.addIssue({ code: 'custom', message });
        return z.NEVER;
      }
      return g;
    });

// ---------------------------------------------------------------------------------------------
// Customers

export const ZAddCustomerRequest = z.object({
  customerName: z
    .string({ error: messages.customerNameShort })
    .trim()
    .min(3, messages.customerNameShort)
    .max(100),
  mobileNumber: mobileNumber(messages.customerMobile),
  customerEmail: z
    .string()
    .trim()
    .max(120)
    .optional()
    .nullable()
    .refine((v) => !v || /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(v), messages.emailNotValid)
    .transform((v) => (v ? v : null)),
  customerAddress: optionalText(250),
  gstNumber: ZOptionalGstin(messages.customerGstInvalid),
  companyName: optionalText(120),
  stateId: id.optional().nullable(),
  cityId: id.optional().nullable(),
  pincode: z
    .string()
    .trim()
    .regex(/^([0-9]{6})?$/, messages.pincodeCheck)
    .optional()
    .nullable()
    .transform((v) => (v ? v : null)),
});
export type AddCustomerRequest = z.input<typeof ZAddCustomerRequest>;
export type AddCustomer = z.output<typeof ZAddCustomerRequest>;

export const ZCustomer = z.object({
  customerId: z.number().int(),
  customerName: z.string(),
  mobileNumber: z.string(),
  customerEmail: z.string().nullable(),
  customerAddress: z.string().nullable(),
  gstNumber: z.string().nullable(),
  companyName: z.string().nullable(),
  stateId: z.number().int().nullable(),
  cityId: z.number().int().nullable(),
  pincode: z.string().nullable(),
  /** The shop's walk-in customer, used when a bill names nobody. */
  isDefault: z.boolean(),
});
export type Customer = z.infer<typeof ZCustomer>;

// One of: a 10-digit mobile (exact match), a search text (3+ characters, name or mobile), or a bill.
export const ZGetCustomerDetailsRequest = z.object({
  mobileNumber: z.string().trim().optional(),
  searchData: z.string().trim().max(100).optional(),
  billId: id.optional(),
  invoiceId: id.optional(),
});

// ---------------------------------------------------------------------------------------------
// Bill numbers

export const ZSerialInfo = z.object({
  /** The serial the next bill of this financial year will get. */
  serialNo: z.number().int(),
  /** That serial formatted as the invoice number, e.g. INV/26-27/0007. */
  billNo: z.string(),
  financialYear: z.string(),
  /** Today in IST, `YYYY-MM-DD` and `dd/MM/yyyy`. */
  date: z.string(),
  dateFormated: z.string(),
  billNumberAvailable: z.literal('1'),
  /** True until the first bill of the year: the starting serial may still be changed. */
  canbereset: z.boolean(),
});
export type SerialInfo = z.infer<typeof ZSerialInfo>;

export const ZAddSerialNoRequest = z.object({
  serialNo: z.coerce
    .number({ error: messages.serialNotPositive })
    .int(messages.serialNotPositive)
    .min(1, messages.serialNotPositive)
    .max(999_999, messages.billNumberNotAvailable),
  invoice_date: ZBusinessDate.optional(),
  invoiceId: id.optional().nullable(),
});

// ---------------------------------------------------------------------------------------------
// Saving a bill (single-screen variant)

export const gstTypes = ['CGST and SGST', 'IGST'] as const;
export const ZGstType = z
  .string({ error: messages.gstTypeInvalid })
  .trim()
  .transform((v, ctx) => {
    const key = v.toUpperCase().replace(/[^A-Z]/g, '');
    if (key === 'IGST') return 'IGST' as const;
    if (key === 'CGSTANDSGST' || key === 'CGSTSGST' || key === 'CGST') return 'CGST and SGST' as const;
    ctx.addIssue({ code: 'custom', message: messages.gstTypeInvalid });
    return z.NEVER;
  });
export type GstType = (typeof gstTypes)[number];

const optionalRupees = (message: string) =>
  z
    .union([ZRupees(message), z.null(), z.literal('')])
    .optional()
    .transform((v) => (v === '' || v === undefined ? null : v));

export const ZBillLineRequest = z.object({
  /** The shop's product (inventory productId). */
  productId: id,
  quantity: ZQuantity(invoiceMessages.quantityBelowOne),
  /** Selling price of one unit; includes GST unless priceIncludesTax is false. */
  price: z
    .union([ZRupees(invoiceMessages.sellingPriceEmpty), z.null()], {
      error: invoiceMessages.sellingPriceEmpty,
    })
    .refine((v) => v !== null, invoiceMessages.sellingPriceEmpty)
    .transform((v) => v as number),
  discountAmount: optionalRupees(invoiceMessages.discountNegative).transform((v) => v ?? 0),
  gstPercent: ZGstPercent.optional(),
  priceIncludesTax: z.boolean().default(true),
  productNote: ZImeiList.optional().nullable(),
  brandOfferId: id.optional().nullable(),
  // What the client computed; checked against the server's own figures when given.
  amount: optionalRupees('amount'),
  amountBeforeTax: optionalRupees('amountBeforeTax'),
  cgstAmount: optionalRupees('cgstAmount'),
  sgstAmount: optionalRupees('sgstAmount'),
  igstAmount: optionalRupees('igstAmount'),
});
export type BillLineRequest = z.input<typeof ZBillLineRequest>;
export type BillLine = z.output<typeof ZBillLineRequest>;

export const ZSaveInvoiceRequest = z.object({
  billtype: z.enum(['GST', 'NOGST']).default('GST'),
  /** The starting serial, honoured only for the first bill of the financial year (Change BillId). */
  billNo: z.coerce
    .number()
    .int()
    .positive()
    .max(999_999, messages.billNumberNotAvailable)
    .optional()
    .nullable(),
  invoice_date: ZBusinessDate.optional(),
  customerId: id.optional().nullable(),
  customerMobileNumber: z.string().trim().optional().nullable(),
  /** The grand total the client shows; must equal the server's. */
  totalAmount: optionalRupees('totalAmount'),
  /** A discount on the whole bill, split over the lines before tax (GST.md). */
  invoiceDiscount: optionalRupees(invoiceMessages.discountNegative).transform((v) => v ?? 0),
  paymentMode1: z.string().trim().optional().nullable(),
  paymentMode1Amount: optionalRupees('paymentMode1Amount').transform((v) => v ?? 0),
  paymentMode2: z.string().trim().optional().nullable(),
  paymentMode2Amount: optionalRupees('paymentMode2Amount'),
  remark: optionalText(500),
  financeAmount: optionalRupees('financeAmount'),
  emiAmount: optionalRupees('emiAmount'),
  downPayment: optionalRupees('downPayment').transform((v) => v ?? 0),
  numberOfMonths: z.coerce.number().int().optional().nullable(),
  startDateEmi: ZBusinessDate.optional().nullable(),
  gstType: ZGstType.optional(),
  /** Where the goods go, as a GST state code; defaults to the customer's state, then the shop's. */
  placeOfSupply: z
    .string()
    .trim()
    .regex(/^[0-9]{2}$/)
    .optional()
    .nullable(),
  productDetails: z
    .array(ZBillLineRequest, { error: messages.selectContactOrProducts })
    .min(1, messages.selectContactOrProducts)
    .max(500, messages.tooManyLines),
});
export type SaveInvoiceRequest = z.input<typeof ZSaveInvoiceRequest>;
export type SaveInvoice = z.output<typeof ZSaveInvoiceRequest>;

export const ZEditInvoiceRequest = ZSaveInvoiceRequest.extend({ invoiceId: id });
export type EditInvoiceRequest = z.input<typeof ZEditInvoiceRequest>;
export type EditInvoice = z.output<typeof ZEditInvoiceRequest>;

export const ZInvoiceRef = z.object({
  /** The spec's clients prefix a non-GST bill with NG_; it is stripped. */
  billId: z
    .union([z.number(), z.string()])
    .transform((v) => Number(String(v).replace(/^NG_/i, '')))
    .pipe(ZIdNumber)
    .optional(),
  invoiceId: id.optional(),
});

export const ZSavedInvoice = z.object({
  rewards: z.object({ points: z.number().int() }),
  invoiceDetails: z.array(
    z.object({
      billId: z.number().int(),
      invoiceId: z.number().int(),
      serialNo: z.number().int(),
      invoiceNumber: z.string(),
      invoiceToken: z.string(),
      totalAmount: z.number(),
    }),
  ),
  inventoryLowMessage: z.string().optional(),
});
export type SavedInvoice = z.infer<typeof ZSavedInvoice>;

// ---------------------------------------------------------------------------------------------
// Invoices: list and full view (the viewer, the PDF and share all read the view)

/** 0 draft, 1 completed, 2 cancelled, 12 an older version kept after an edit. */
export const invoiceStatus = { draft: 0, completed: 1, cancelled: 2, superseded: 12 } as const;

// The invoice list's filters: words, and an invoice date range (either end may be open).
export const ZInvoiceFilter = z.object({
  keyword: z.string().trim().max(100).default(''),
  fromDate: ZBusinessDate.optional(),
  toDate: ZBusinessDate.optional(),
});
export type InvoiceFilter = z.output<typeof ZInvoiceFilter>;

export const ZSearchInvoiceRequest = ZInvoiceFilter.extend({
  page: z.coerce.number().int().min(1).default(1),
  numberOfItems: z.coerce.number().int().min(1).max(100).default(20),
});

/** billing/searchInvoiceTotal: what the filtered list adds up to (completed bills only). */
export const ZInvoiceTotal = z.object({
  bills: z.number().int(),
  totalAmount: z.number(),
  dueAmount: z.number(),
});

/** Whether a bill has been paid: on a finance bill, what the credit book still has to collect. */
export const paymentStates = ['paid', 'partPaid', 'due'] as const;

export const ZInvoiceSummary = z.object({
  billId: z.number().int(),
  invoiceId: z.number().int(),
  invoiceNumber: z.string(),
  customerName: z.string().nullable(),
  mobileNumber: z.string().nullable(),
  invoiceDate: z.string(),
  status: z.number().int(),
  totalAmount: z.number(),
  billtype: z.enum(['GST', 'NOGST']),
  /** null for a cancelled bill. */
  paymentStatus: z.enum(paymentStates).nullable(),
  /** What is still to be collected on the bill (the open credit-book balance), rupees. */
  dueAmount: z.number(),
});
export type InvoiceSummary = z.infer<typeof ZInvoiceSummary>;

export const ZInvoiceLineView = z.object({
  lineNo: z.number().int(),
  productId: z.number().int(),
  modelName: z.string(),
  HSN: z.string().nullable(),
  quantity: z.number(),
  units: z.string(),
  price: z.number(),
  /** quantity × price before any discount. */
  grossAmount: z.number(),
  /** The line's own discount plus its share of the bill discount. */
  discountAmount: z.number(),
  amountBeforeTax: z.number(),
  gstPercent: z.number().nullable(),
  cgstAmount: z.number(),
  sgstAmount: z.number(),
  igstAmount: z.number(),
  amount: z.number(),
  priceIncludesTax: z.boolean(),
  productNote: z.array(z.string()),
});
export type InvoiceLineView = z.infer<typeof ZInvoiceLineView>;

export const ZHsnSummaryView = z.object({
  HSN: z.string(),
  gstPercent: z.number().nullable(),
  amountBeforeTax: z.number(),
  cgstAmount: z.number(),
  sgstAmount: z.number(),
  igstAmount: z.number(),
  totalTax: z.number(),
});

export const ZInvoiceView = z.object({
  billId: z.number().int(),
  invoiceId: z.number().int(),
  version: z.number().int(),
  status: z.number().int(),
  billtype: z.enum(['GST', 'NOGST']),
  /** 'Tax Invoice' or 'Bill of Supply'. */
  title: z.string(),
  invoiceNumber: z.string(),
  serialNo: z.number().int(),
  financialYear: z.string(),
  invoiceDate: z.string(),
  gstType: z.enum(gstTypes),
  /** Intra-state supply in a union territory without a legislature: the state half is UTGST. */
  utgst: z.boolean(),
  placeOfSupply: z.object({ code: z.string(), name: z.string() }),
  reverseCharge: z.boolean(),
  shop: z.object({
    tradeName: z.string(),
    legalName: z.string().nullable(),
    addressLine1: z.string().nullable(),
    addressLine2: z.string().nullable(),
    city: z.string().nullable(),
    state: z.string().nullable(),
    stateCode: z.string().nullable(),
    pincode: z.string().nullable(),
    gstNumber: z.string().nullable(),
    contactNumber: z.string().nullable(),
    email: z.string().nullable(),
    upiId: z.string().nullable(),
  }),
  customer: z.object({
    customerId: z.number().int(),
    customerName: z.string(),
    mobileNumber: z.string().nullable(),
    customerEmail: z.string().nullable(),
    customerAddress: z.string().nullable(),
    companyName: z.string().nullable(),
    gstNumber: z.string().nullable(),
    state: z.string().nullable(),
    stateCode: z.string().nullable(),
    isDefault: z.boolean(),
  }),
  lines: z.array(ZInvoiceLineView),
  hsnSummary: z.array(ZHsnSummaryView),
  totals: z.object({
    grossAmount: z.number(),
    discountAmount: z.number(),
    amountBeforeTax: z.number(),
    cgstAmount: z.number(),
    sgstAmount: z.number(),
    igstAmount: z.number(),
    totalTax: z.number(),
    roundOff: z.number(),
    totalAmount: z.number(),
    amountInWords: z.string(),
    totalQuantity: z.number(),
  }),
  payments: z.array(z.object({ mode: z.string(), label: z.string(), amount: z.number() })),
  finance: z
    .object({
      downPayment: z.number(),
      financeAmount: z.number(),
      emiAmount: z.number(),
      numberOfMonths: z.number().int(),
      startDateEmi: z.string(),
      endDateEmi: z.string(),
    })
    .nullable(),
  remark: z.string().nullable(),
  points: z.number().int(),
  /** Opens the public PDF page without a login: /downloadPdf/{invoiceToken}. */
  invoiceToken: z.string(),
  createdAt: z.string(),
});
export type InvoiceView = z.infer<typeof ZInvoiceView>;

// ---------------------------------------------------------------------------------------------
// GST slabs and brand offers

export const ZGstSlab = z.object({
  gstId: z.number().int(),
  gstSlab: z.string(),
  /** The percentage, or null for 'No Gst'. */
  value: z.number().nullable(),
});
export const ZBrandOffer = z.object({ brandOfferId: z.number().int(), brandOfferName: z.string() });

/** GET invoices/public/{token}: what the public invoice page shows before the PDF. */
export const ZPublicInvoice = z.object({
  invoiceNumber: z.string(),
  tradeName: z.string(),
  invoiceDate: z.string(),
  totalAmount: z.number(),
  status: z.number().int(),
  /** 'Tax Invoice' or 'Bill of Supply'. */
  title: z.string(),
});
export type PublicInvoice = z.infer<typeof ZPublicInvoice>;

// ---------------------------------------------------------------------------------------------
// Share

export const ZShareInvoiceRequest = z.object({
  invoiceId: id,
  email: z
    .string()
    .trim()
    .max(120)
    .optional()
    .nullable()
    .refine((v) => !v || /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(v), messages.emailNotValid),
});
export const ZShareLinks = z.object({
  url: z.string(),
  whatsapp: z.string(),
  message: z.string(),
});

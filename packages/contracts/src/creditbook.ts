import { creditMessages } from '@galla/domain/credit';
import { z } from 'zod';
import { ZBusinessDate } from './business-date.js';
import { ZId } from './fields.js';
import { ZRupees } from './money.js';

// creditbook/*: the shop's finance and credit sales and their EMIs. Field names are the spec's
// (shop-operations.md §3, §7), `amountRecieved` spelling included. Money is rupees on the wire.

export const ZSearchCreditsRequest = z.object({
  keyword: z.string().max(100).optional().default(''),
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  numberOfItems: z.coerce.number().int().min(1).max(100).default(20),
});
export type SearchCreditsRequest = z.output<typeof ZSearchCreditsRequest>;

export const ZCreditSummary = z.object({
  creditId: z.number().int(),
  customerId: z.number().int(),
  customerName: z.string(),
  mobileNumber: z.string(),
  billId: z.number().int(),
  invoiceId: z.number().int(),
  billNumber: z.string(),
  /** What is still owed: totalAmount − receivedAmount. */
  dueBalance: z.number(),
  startDate: z.string(),
  endDate: z.string(),
  totalEmi: z.number().int(),
  emiAmount: z.number(),
  /** The amount given on credit (the bill less its down payment). */
  totalAmount: z.number(),
  receivedAmount: z.number(),
  /** 'open', or 'cancelled' when the bill was edited or cancelled. */
  status: z.string(),
});
export type CreditSummary = z.infer<typeof ZCreditSummary>;

export const ZCreditRef = z.object({ creditId: ZId });

export const ZEmiRow = z.object({
  creditBookDetailsId: z.number().int(),
  creditId: z.number().int(),
  instalment: z.number().int(),
  /** The due date (the spec calls it endDate). */
  endDate: z.string(),
  amount: z.number(),
  /** Received on this row so far; a part payment leaves the row unpaid. */
  paidAmount: z.number(),
  /** 0 unpaid, 1 paid. */
  status: z.number().int(),
  paidOn: z.string().nullable(),
});
export type EmiRowView = z.infer<typeof ZEmiRow>;

export const ZCreditDetails = z.object({
  creditBookDetails: ZCreditSummary.extend({
    billAmount: z.number(),
    downPayment: z.number(),
    invoiceDate: z.string(),
    tradeName: z.string(),
  }),
  emiPayDetails: z.array(ZEmiRow),
});
export type CreditDetails = z.infer<typeof ZCreditDetails>;

export const ZPostPaymentRequest = z.object({
  creditId: ZId,
  creditBookDetailsId: ZId,
  amountRecieved: ZRupees(creditMessages.amountNotPositive).refine(
    (p) => p > 0,
    creditMessages.amountNotPositive,
  ),
  Date: ZBusinessDate,
});
export type PostPaymentRequest = z.output<typeof ZPostPaymentRequest>;

export const ZEmiRef = z.object({ creditId: ZId, creditBookDetailsId: ZId });

export const ZReminderAnswer = z.object({
  /** The second way: a WhatsApp link with the same words. */
  whatsappUrl: z.string(),
  message: z.string(),
});

export const ZCustomerDuesRequest = z.object({ customerId: ZId });
export const ZCustomerDues = z.object({
  customerId: z.number().int(),
  customerName: z.string(),
  mobileNumber: z.string(),
  totalAmount: z.number(),
  receivedAmount: z.number(),
  dueBalance: z.number(),
  credits: z.array(ZCreditSummary),
});
export type CustomerDues = z.infer<typeof ZCustomerDues>;

export const ZTotalDues = z.object({ dueBalance: z.number(), openCredits: z.number().int() });
export type TotalDues = z.infer<typeof ZTotalDues>;

export const ZReminderSetting = z.object({
  /** Days before each due date to send a reminder automatically; null is off (the default). */
  daysBefore: z
    .number()
    .int()
    .min(1, creditMessages.daysInvalid)
    .max(15, creditMessages.daysInvalid)
    .nullable(),
});
export type ReminderSetting = z.infer<typeof ZReminderSetting>;

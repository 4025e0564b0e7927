import { SMS_MESSAGE_MAX, SMS_RECIPIENTS_MAX, smsMessages } from '@galla/domain/sms-wallet';
import { z } from 'zod';
import { ZId, ZIdNumber } from './fields.js';

// paySMS/*: the SMS wallet, its top-up through the payment provider, and campaigns to the shop's
// customers (shop-operations.md §2 Send SMS, §3 SMS wallet and pack, §5, §7, §9). Money is rupees on
// the wire; final_msgs is the spec's name for the balance in SMS.

const optionalId = ZId.optional().nullable();

/** Which customers: those who bought products of the chosen super category, category, brand, model. */
export const ZSmsCustomerFilters = z.object({
  superCategoryId: optionalId,
  categoryId: optionalId,
  brandId: optionalId,
  modelId: optionalId,
});
export type SmsCustomerFilters = z.output<typeof ZSmsCustomerFilters>;

export const ZSmsCustomer = z.object({
  customerId: z.number().int(),
  customerName: z.string(),
  mobileNumber: z.string(),
  /** The last campaign SMS to this customer could not be delivered. */
  bounced: z.boolean(),
});
export type SmsCustomer = z.infer<typeof ZSmsCustomer>;

export const ZSmsCustomers = z.object({ nonBounced: z.array(ZSmsCustomer), bounced: z.array(ZSmsCustomer) });
export type SmsCustomers = z.infer<typeof ZSmsCustomers>;

const ZOption = z.object({ id: z.number().int(), name: z.string() });
export const ZSmsDropDowns = z.object({
  superCategories: z.array(ZOption),
  categories: z.array(ZOption),
  brands: z.array(ZOption),
  models: z.array(ZOption),
});
export type SmsDropDowns = z.infer<typeof ZSmsDropDowns>;

export const ZSmsWallet = z.object({
  final_msgs: z.number().int(),
  /** Rupees per SMS. */
  smsRate: z.number(),
  minSms: z.number().int(),
  /** minSms × smsRate, in rupees. */
  minAmount: z.number(),
  /** Characters in one SMS: plain (GSM) text and text with Hindi or other characters. */
  charsGsm: z.number().int(),
  charsUnicode: z.number().int(),
  /** Added to every campaign message, and so counted in its SMS. */
  optOut: z.string(),
  payments: z.object({ provider: z.enum(['dev', 'razorpay']), keyId: z.string() }),
});
export type SmsWallet = z.infer<typeof ZSmsWallet>;

/** Digits only; the minimum comes from the server (minSms) and is checked against it there. */
export const ZSmsQuantity = z
  .union([z.number(), z.string()], { error: smsMessages.digitsOnly })
  .transform((v, ctx) => {
    const text = typeof v === 'number' ? String(v) : v.trim();
    if (!/^[0-9]{1,7}$/.test(text)) {
      ctx.addIssue({ code: 'custom', message: smsMessages.digitsOnly });
      return z.NEVER;
    }
    return Number(text);
  });

export const ZPayWalletRequest = z.object({ sms: ZSmsQuantity });
export type PayWalletRequest = z.output<typeof ZPayWalletRequest>;

export const ZPayWalletOrder = z.object({
  orderId: z.string(),
  /** Rupees to pay: sms × smsRate. */
  amount: z.number(),
  currency: z.literal('INR'),
  sms: z.number().int(),
  provider: z.enum(['dev', 'razorpay']),
  keyId: z.string(),
});
export type PayWalletOrder = z.infer<typeof ZPayWalletOrder>;

const providerField = z
  .string({ error: smsMessages.paymentNotVerified })
  .trim()
  .min(1, smsMessages.paymentNotVerified)
  .max(200, smsMessages.paymentNotVerified);

/** What the checkout hands back, in the provider's own field names. */
export const ZConfirmWalletRequest = z.object({
  razorpay_payment_id: providerField,
  razorpay_order_id: providerField,
  razorpay_signature: providerField,
});
export type ConfirmWalletRequest = z.output<typeof ZConfirmWalletRequest>;

export const ZConfirmWalletResponse = z.object({ final_msgs: z.number().int(), credited: z.number().int() });

export const ZSendSmsRequest = z.object({
  message: z
    .string({ error: smsMessages.messageRequired })
    .trim()
    .min(1, smsMessages.messageRequired)
    .max(SMS_MESSAGE_MAX, smsMessages.messageTooLong),
  customers: z
    .array(ZIdNumber, { error: smsMessages.chooseCustomers })
    .min(1, smsMessages.chooseCustomers)
    .max(SMS_RECIPIENTS_MAX, smsMessages.chooseCustomers),
});
export type SendSmsRequest = z.output<typeof ZSendSmsRequest>;

export const ZSendSmsResponse = z.object({
  final_msgs: z.number().int(),
  /** SMS taken from the wallet: parts of one message × recipients. */
  smsUsed: z.number().int(),
  recipients: z.number().int(),
  /** When the messages go: now, or 10:00 IST next when sent outside the promotional window. */
  sendAt: z.string(),
});

/** A DLT id as the portal gives it (entity and template ids are 19 digits); empty clears it. */
const dltId = z
  .string({ error: smsMessages.dltIdFormat })
  .trim()
  .regex(/^(\d{19})?$/, smsMessages.dltIdFormat);

/** The shop's own DLT registration; an empty field takes the platform's. */
export const ZSmsSenderRequest = z.object({
  entityId: dltId,
  senderId: z
    .string({ error: smsMessages.senderIdFormat })
    .trim()
    .toUpperCase()
    .regex(/^([A-Z0-9]{6})?$/, smsMessages.senderIdFormat),
  templateId: dltId,
});
export type SmsSenderRequest = z.infer<typeof ZSmsSenderRequest>;

const ZDlt = z.object({ entityId: z.string(), senderId: z.string(), templateId: z.string() });
/** What the shop set (empty = the platform's) and what its campaigns go under. */
export const ZSmsSender = z.object({ shop: ZDlt, inUse: ZDlt });
export type SmsSender = z.infer<typeof ZSmsSender>;

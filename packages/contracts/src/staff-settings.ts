import { type PageFlags, retailerPageFlags } from '@galla/domain/permissions';
import { z } from 'zod';
import { ZRupees } from './money.js';

// Settings (/dashboard/configurations): the platform figures shared with issue 21 (SMS price and
// sizes, the points rule), the two global flags, the support number and the page flags a new shop
// starts with. Money travels in rupees and is kept in paise.

export const settingsMessages = {
  smsRate: 'Enter the price of one SMS in rupees, more than ₹0 and at most ₹100',
  smsMinPurchase: 'Enter the least number of SMS a retailer may buy, from 1 to 1,00,000',
  smsCharsGsm: 'Enter the characters in one plain SMS, from 70 to 160',
  smsCharsUnicode: 'Enter the characters in one Unicode SMS, from 30 to 70',
  pointsRupees: 'Enter the bill amount in rupees that earns one point, from ₹1 to ₹1,00,000',
  conversionRate: 'Enter the points per rupee of voucher value, from 1 to 1,000',
  supportPhone: 'Enter the WhatsApp support number: 10 digits, with or without 91 in front',
  saved: 'Settings saved',
} as const;

const int = (min: number, max: number, message: string) =>
  z.coerce.number({ error: message }).int(message).min(min, message).max(max, message);

// The Help page links to WhatsApp, which wants the country code: kept as 91 and ten digits.
const ZSupportPhone = z
  .string({ error: settingsMessages.supportPhone })
  .transform((value) => value.replace(/[\s+-]/g, ''))
  .pipe(z.string().regex(/^(91)?[6-9]\d{9}$/, settingsMessages.supportPhone))
  .transform((digits) => (digits.length === 10 ? `91${digits}` : digits));

const ZPageFlags = z.object(
  Object.fromEntries(retailerPageFlags.map((flag) => [flag, z.boolean()])) as Record<
    keyof PageFlags,
    z.ZodBoolean
  >,
);

export const ZSettingsUpdate = z.object({
  retailerLogin: z.boolean(),
  sms: z.boolean(),
  smsRate: ZRupees(settingsMessages.smsRate).refine(
    (paise) => paise > 0 && paise <= 10_000,
    settingsMessages.smsRate,
  ),
  smsMinPurchaseSms: int(1, 100_000, settingsMessages.smsMinPurchase),
  smsCharsGsm: int(70, 160, settingsMessages.smsCharsGsm),
  smsCharsUnicode: int(30, 70, settingsMessages.smsCharsUnicode),
  pointsRupeesPerPoint: ZRupees(settingsMessages.pointsRupees).refine(
    (paise) => paise >= 100 && paise <= 10_000_000 && paise % 100 === 0,
    settingsMessages.pointsRupees,
  ),
  pointsConversionRate: int(1, 1000, settingsMessages.conversionRate),
  supportPhone: ZSupportPhone,
  newShopFlags: ZPageFlags,
});
export type SettingsUpdate = z.input<typeof ZSettingsUpdate>;

export const ZGstRateRow = z.object({ ratePercent: z.number(), since: z.string() });

/** What the page shows: the values in rupees, and the GST rates (read-only, see the server). */
export const ZSettingsData = z.object({
  retailerLogin: z.boolean(),
  sms: z.boolean(),
  smsRate: z.number(),
  smsMinPurchaseSms: z.number().int(),
  smsCharsGsm: z.number().int(),
  smsCharsUnicode: z.number().int(),
  pointsRupeesPerPoint: z.number(),
  pointsConversionRate: z.number().int(),
  supportPhone: z.string(),
  newShopFlags: ZPageFlags,
  gstRates: z.array(ZGstRateRow),
});
export type SettingsData = z.infer<typeof ZSettingsData>;

import { messages } from '@galla/domain/messages';
import { z } from 'zod';
import { ZSignUpCampaign } from './console-campaigns.js';
import { emailPattern, mobileNumber, ZId } from './fields.js';
import { ZGstin } from './gstin.js';

export const shopStatuses = ['partnership', 'private limited', 'proprietorship'] as const;
export const shopTypes = ['stand alone store', 'local chain store', 'national chain store'] as const;
export const financeOptions = [
  'Provided by us',
  'Tie up with finance Company/Bank',
  'No finance facility',
] as const;
export const paymentMethods = ['Cash', 'Credit/Debit', 'Digital Wallet'] as const;

const required = (message: string) => z.string({ error: message }).trim().min(1, message);

// Step 1, Personal Details. Password and confirm are required unless the user signs up with Google
// or Facebook (registerType Social).
export const ZPersonalDetails = z.object({
  firstName: required(messages.fillAllStarFields).max(50),
  lastName: required(messages.fillAllStarFields).max(50),
  contactNumber: required(messages.fillAllStarFields).pipe(mobileNumber(messages.mobileInvalid)),
  userName: required(messages.fillAllStarFields)
    .max(30)
    .regex(/^[A-Za-z0-9._-]+$/, 'User name can have letters, digits, dot, dash and underscore only'),
  email: required(messages.fillAllStarFields).max(120).regex(emailPattern, messages.emailInvalid),
  password: z.string().optional(),
  confirmPassword: z.string().optional(),
});

// Step 2, Shop Details.
export const ZShopDetails = z
  .object({
    tradeName: required(messages.fillAllFields).max(100),
    addressLine1: required(messages.fillAllFields).max(200),
    addressLine2: z.string().trim().max(200).optional(),
    pincode: required(messages.fillAllFields).regex(/^[0-9]{6}$/, messages.pincodeCheck),
    countryId: z.coerce
      .number({ error: messages.fillAllFields })
      .refine((id) => id === 1, messages.indiaOnly),
    stateId: z.coerce.number({ error: messages.fillAllFields }).int().positive(messages.fillAllFields),
    cityId: z.coerce.number({ error: messages.fillAllFields }).int().positive(messages.fillAllFields),
    isGstNumber: z.coerce.number().int().min(0).max(1).default(0),
    gstNumber: z.string().trim().optional(),
    legalName: z.string().trim().max(150).optional(),
    cinNumber: z
      .string()
      .trim()
      .regex(/^[0-9]*$/, messages.cinDigits)
      .max(21)
      .optional(),
    website: z.string().trim().max(200).optional(),
  })
  .superRefine((shop, ctx) => {
    if (shop.isGstNumber !== 1) return;
    if (!shop.gstNumber)
      ctx.addIssue({ code: 'custom', path: ['gstNumber'], message: messages.fillAllFields });
    else if (!ZGstin.safeParse(shop.gstNumber).success)
      ctx.addIssue({ code: 'custom', path: ['gstNumber'], message: messages.gstInvalid });
  });

// Step 3, Payment Details.
export const ZPaymentDetails = z
  .object({
    shopStatus: z.enum(shopStatuses, { error: messages.fillAllFields }),
    shopType: z.enum(shopTypes, { error: messages.fillAllFields }),
    financeFacility: z.enum(financeOptions, { error: messages.fillAllFields }),
    paymentMethod: required(messages.fillAllFields).refine(
      (joined) => splitPaymentMethods(joined) !== undefined,
      messages.fillAllFields,
    ),
    isSellOnline: z.coerce.number().int().min(0).max(1).default(0),
    onlineStores: z.array(ZId).default([]),
  })
  .superRefine((p, ctx) => {
    if (p.isSellOnline === 1 && p.onlineStores.length === 0) {
      ctx.addIssue({ code: 'custom', path: ['onlineStores'], message: messages.fillAllFields });
    }
  });

// The spec joins the chosen methods with '/', and one method ('Credit/Debit') has a '/' of its own,
// so the joined text is split by matching the known names from the left.
export function splitPaymentMethods(joined: string): string[] | undefined {
  const chosen: string[] = [];
  let rest = joined;
  while (rest.length > 0) {
    const next = paymentMethods.find((m) => rest === m || rest.startsWith(`${m}/`));
    if (!next) return undefined;
    chosen.push(next);
    rest = rest.slice(next.length + 1);
  }
  return chosen.length > 0 ? chosen : undefined;
}

export const ZRegisterRequest = z
  .object({
    personalDetails: ZPersonalDetails,
    shopDetails: ZShopDetails,
    paymentDetails: ZPaymentDetails,
    registerType: z.enum(['Custom', 'Social']).default('Custom'),
    loginType: z.enum(['Custom', 'Google', 'Facebook']).default('Custom'),
    socialId: z.string().optional(),
    socialToken: z.string().optional(),
    /** The code of the Google ad campaign whose link the sign-up came by (console-campaigns). */
    campaign: ZSignUpCampaign,
  })
  .superRefine((r, ctx) => {
    if (r.registerType === 'Social') return;
    const { password, confirmPassword } = r.personalDetails;
    if (!password || !confirmPassword) {
      ctx.addIssue({
        code: 'custom',
        path: ['personalDetails', 'password'],
        message: messages.fillAllStarFields,
      });
    } else if (password !== confirmPassword) {
      ctx.addIssue({
        code: 'custom',
        path: ['personalDetails', 'confirmPassword'],
        message: messages.passwordMismatch,
      });
    } else if (password.length < 8) {
      ctx.addIssue({
        code: 'custom',
        path: ['personalDetails', 'password'],
        message: 'Password should consist of minimum 8 characters',
      });
    }
  });
export type RegisterRequest = z.input<typeof ZRegisterRequest>;

export const ZValidateUserNameRequest = z.object({
  firstName: z.string().optional(),
  lastName: z.string().optional(),
  contactNumber: mobileNumber(messages.mobileInvalid).optional(),
  userName: z.string().trim().optional(),
  email: z.string().trim().optional(),
  socialId: z.string().optional(),
  loginType: z.enum(['Custom', 'Google', 'Facebook']).optional(),
});

// category/selectCategory: category ids (manage category, and the sign-up category step).
export const ZSelectCategoryRequest = z.object({
  selectedCategory: z.array(ZId, { error: messages.categoryRequired }).min(1, messages.categoryRequired),
  type: z.enum(['register', 'manage']).default('manage'),
});

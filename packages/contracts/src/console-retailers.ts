import { retailerPageFlags } from '@galla/domain/permissions';
import { z } from 'zod';
import { consoleSorting, ZConsolePage, ZConsolePaging } from './staff-console.js';

// Retailers (/dashboard/vendors, the `vendors` key): shops with their owner, for Admin and subAdmin.
// Staff see the shop, its owner, its usage and its page flags; never the shop's own customers.

export const consoleRetailerMessages = {
  notFound: 'No such retailer',
  flagsSaved: 'Retailer’s pages saved. They apply from the retailer’s next page load',
  disabled: 'Retailer disabled. They and their sub-users are signed out',
  enabled: 'Retailer enabled. They can sign in again',
  nothingChanged: 'Change at least one page',
  /** What a disabled shop's owner or sub-user is told at sign-in (403). */
  signInDisabled: 'This shop’s account has been disabled. Please contact Galla support',
} as const;

/** The page flags staff switch per retailer (issue 22); the others stay with the owner's defaults. */
export const staffEditableFlags = [
  'manageInventory',
  'billing',
  'expenses',
  'searchInvoice',
  'rewardPoints',
  'creditBook',
  'sendSms',
] as const satisfies readonly (typeof retailerPageFlags)[number][];
export type StaffEditableFlag = (typeof staffEditableFlags)[number];

/**
 * Where a shop is in sign-up: isRegister 1 (terms and categories pending), 2 (OTP pending), 3 and
 * not yet onboarded (no business name and pincode), or 3 and onboarded.
 */
export const signUpStages = ['categories', 'otp', 'registered', 'onboarded'] as const;
export type SignUpStage = (typeof signUpStages)[number];

export const retailerSortColumns = ['name', 'shopName', 'city', 'createdAt'] as const;

const ZOptionalId = z.coerce.number().int().positive().optional();

export const ZRetailerListQuery = ZConsolePaging.extend({
  search: z.string().trim().max(60).optional(),
  stateId: ZOptionalId,
  cityId: ZOptionalId,
  superCategoryId: ZOptionalId,
  stage: z.enum(signUpStages).optional(),
  status: z.enum(['active', 'disabled']).optional(),
}).extend(consoleSorting(retailerSortColumns, 'createdAt').shape);
export type RetailerListQuery = z.input<typeof ZRetailerListQuery>;

export const ZRetailerRow = z.object({
  shopId: z.number().int(),
  userId: z.number().int(),
  firstName: z.string(),
  lastName: z.string(),
  tradeName: z.string().nullable(),
  contactNumber: z.string(),
  email: z.string().nullable(),
  state: z.string().nullable(),
  city: z.string().nullable(),
  isRegister: z.number().int(),
  isOnboard: z.number().int(),
  status: z.enum(['active', 'disabled']),
  createdAt: z.string(),
});
export type RetailerRow = z.infer<typeof ZRetailerRow>;
export const ZRetailerList = ZConsolePage(ZRetailerRow);

export const ZRetailerProfileQuery = z.object({
  shopId: z.coerce
    .number({ error: consoleRetailerMessages.notFound })
    .int()
    .positive(consoleRetailerMessages.notFound),
});

export const ZRetailerProfile = z.object({
  shopId: z.number().int(),
  status: z.enum(['active', 'disabled']),
  owner: z.object({
    userId: z.number().int(),
    firstName: z.string(),
    lastName: z.string(),
    userName: z.string().nullable(),
    email: z.string().nullable(),
    contactNumber: z.string(),
    loginType: z.string(),
    isRegister: z.number().int(),
    createdAt: z.string(),
  }),
  shop: z.object({
    tradeName: z.string().nullable(),
    legalName: z.string().nullable(),
    addressLine1: z.string().nullable(),
    addressLine2: z.string().nullable(),
    pincode: z.string().nullable(),
    state: z.string().nullable(),
    city: z.string().nullable(),
    isGstNumber: z.number().int(),
    gstNumber: z.string().nullable(),
    shopStatus: z.string().nullable(),
    shopType: z.string().nullable(),
    isOnboard: z.number().int(),
  }),
  /** The super categories the shop chose, each with the categories chosen in it. */
  categories: z.array(
    z.object({
      superCategoryId: z.number().int(),
      superCategoryName: z.string(),
      categories: z.array(z.string()),
    }),
  ),
  usage: z.object({
    /** Completed bills; sales are their totals in rupees. The month is the IST calendar month. */
    billsThisMonth: z.number().int(),
    salesThisMonth: z.number(),
    billsAllTime: z.number().int(),
    salesAllTime: z.number(),
    /** The latest of the shop's users' session activity and its last bill; null if never. */
    lastActiveAt: z.string().nullable(),
  }),
  subUsers: z.number().int(),
  /** The owner's own page flags as stored (sub-users are capped further by their role). */
  configuration: z.record(z.enum(retailerPageFlags), z.boolean()),
});
export type RetailerProfile = z.infer<typeof ZRetailerProfile>;

export const ZUpdateRetailerFlags = z.object({
  shopId: ZRetailerProfileQuery.shape.shopId,
  configuration: z
    .partialRecord(z.enum(staffEditableFlags), z.boolean())
    .refine((flags) => Object.keys(flags).length > 0, consoleRetailerMessages.nothingChanged),
});
export type UpdateRetailerFlags = z.input<typeof ZUpdateRetailerFlags>;

export const ZUpdateRetailerStatus = z.object({
  shopId: ZRetailerProfileQuery.shape.shopId,
  status: z.enum(['active', 'disabled']),
});

import { retailerPageFlags } from '@galla/domain/permissions';
import { z } from 'zod';

// Per-user configuration flags: one per retailer page and shop-operations module (the list lives in
// domain/permissions). A page or module whose flag is off is hidden in the web app and refused (403)
// by the server.
export const configurationKeys = retailerPageFlags;
export type ConfigurationKey = (typeof configurationKeys)[number];
export const ZConfiguration = z.record(z.enum(configurationKeys), z.boolean());
export type Configuration = Record<ConfigurationKey, boolean>;

export const retailerUserTypes = ['retailer', 'subRetailer'] as const;
export const ZRetailerUserType = z.enum(retailerUserTypes);

export const ZProfile = z.object({
  userId: z.number().int(),
  firstName: z.string(),
  lastName: z.string(),
  userName: z.string().nullable(),
  email: z.string().nullable(),
  contactNumber: z.string(),
  userType: ZRetailerUserType,
  loginType: z.enum(['Custom', 'Google', 'Facebook']),
  isRegister: z.number().int(),
  isOnboard: z.number().int(),
  tradeName: z.string().nullable(),
  addressLine1: z.string().nullable(),
  addressLine2: z.string().nullable(),
  countryId: z.number().int(),
  stateId: z.number().int().nullable(),
  state: z.string().nullable(),
  cityId: z.number().int().nullable(),
  city: z.string().nullable(),
  pincode: z.string().nullable(),
  isGstNumber: z.number().int(),
  gstNumber: z.string().nullable(),
  legalName: z.string().nullable(),
  cinNumber: z.string().nullable(),
  website: z.string().nullable(),
  upiId: z.string().nullable(),
  shopStatus: z.string().nullable(),
  shopType: z.string().nullable(),
  financeFacility: z.string().nullable(),
  userImage: z.string().nullable(),
  haveSharedData: z.number().int(),
  /** 1: bills may sell more than is in stock (with a warning); 0: such a bill is refused. */
  allowNegativeStock: z.number().int().default(1),
  configuration: ZConfiguration,
});
export type Profile = z.infer<typeof ZProfile>;

import { z } from 'zod';

export const ZAppConfig = z.object({
  retailerLogin: z.boolean(),
  sms: z.boolean(),
  supportPhone: z.string(),
  environment: z.enum(['development', 'production', 'test']),
  /** How the Google and Facebook buttons get a token: 'dev' from POST dev/socialToken, 'real' from the providers. */
  social: z.object({
    provider: z.enum(['dev', 'real']),
    googleClientId: z.string().nullable(),
    facebookAppId: z.string().nullable(),
  }),
});
export type AppConfig = z.infer<typeof ZAppConfig>;

export const ZCity = z.object({ cityId: z.number().int(), City: z.string() });
export const ZState = z.object({
  stateId: z.number().int(),
  stateName: z.string(),
  gstStateCode: z.string(),
  cityList: z.array(ZCity),
});
export type State = z.infer<typeof ZState>;

export const ZPincodeLookup = z.object({
  pincode: z.string(),
  state: z.string(),
  stateId: z.number().int(),
  city: z.string(),
  cityId: z.number().int(),
});
export type PincodeLookup = z.infer<typeof ZPincodeLookup>;

export const ZCategory = z.object({
  categoryId: z.number().int(),
  categoryName: z.string(),
  /** Whether the signed-in shop sells this category (false without a session). */
  isSelected: z.boolean().optional(),
});
export const ZSuperCategory = z.object({
  superCategoryId: z.number().int(),
  superCategoryName: z.string(),
  isSelected: z.boolean(),
  categories: z.array(ZCategory),
});
export type SuperCategory = z.infer<typeof ZSuperCategory>;

export const ZOnlineStore = z.object({ id: z.number().int(), name: z.string(), isSelected: z.boolean() });
export const ZFaq = z.object({ question: z.string(), answer: z.string() });
export const ZUnit = z.object({
  unitId: z.number().int(),
  abbreviation: z.string(),
  name: z.string(),
  allowsFraction: z.boolean(),
});

import { messages } from '@galla/domain/messages';
import { z } from 'zod';
import { ZId, ZPincode } from './fields.js';
import { ZProfile } from './profile.js';

// POST user/onboard. userToken and userId may be sent by old clients; the session decides who it is.
export const ZOnboardRequest = z.object({
  tradeName: z
    .string({ error: messages.businessNameRequired })
    .trim()
    .min(1, messages.businessNameRequired)
    .max(100, 'Business name can be at most 100 characters'),
  pincode: ZPincode,
  selectedCategories: z.array(ZId, { error: messages.categoryRequired }).min(1, messages.categoryRequired),
});
export type OnboardRequest = z.input<typeof ZOnboardRequest>;

export const ZOnboardData = z.object({ isOnboard: z.number().int(), userData: z.array(ZProfile) });

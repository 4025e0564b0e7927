import { CAMPAIGN_CODE_PATTERN } from '@galla/domain/leads';
import { z } from 'zod';
import { ZConsolePage, ZConsolePaging } from './staff-console.js';

// The staff console's Google ad campaign section (/dashboard/googleCampaign; Admin). A campaign's
// code rides on the sign-up link (/register?campaign=CODE); the server credits the sign-up to it.

export const campaignMessages = {
  name: 'Enter a campaign name of 1 to 80 characters',
  code: 'Use 2 to 30 letters, digits or dashes for the code',
  codeTaken: 'Another campaign already uses this code. Choose another',
  dates: 'Give dates as YYYY-MM-DD, the start not after the end',
  notFound: 'No such campaign. Reload the list',
  added: 'Campaign added',
  updated: 'Campaign saved',
} as const;

export { CAMPAIGN_PARAM } from '@galla/domain/leads';

const date = z
  .string({ error: campaignMessages.dates })
  .trim()
  .regex(/^\d{4}-\d{2}-\d{2}$/, campaignMessages.dates)
  .nullish()
  .transform((d) => d || null);

const fields = {
  name: z
    .string({ error: campaignMessages.name })
    .trim()
    .min(1, campaignMessages.name)
    .max(80, campaignMessages.name),
  active: z.boolean().default(true),
  startsOn: date,
  endsOn: date,
};
const datesInOrder = (c: { startsOn: string | null; endsOn: string | null }) =>
  !c.startsOn || !c.endsOn || c.startsOn <= c.endsOn;

export const ZAddCampaignRequest = z
  .object({
    ...fields,
    code: z
      .string({ error: campaignMessages.code })
      .trim()
      .regex(CAMPAIGN_CODE_PATTERN, campaignMessages.code)
      .transform((c) => c.toUpperCase()),
  })
  .refine(datesInOrder, { message: campaignMessages.dates, path: ['endsOn'] });
export type AddCampaignRequest = z.input<typeof ZAddCampaignRequest>;

/** The code is the link's identity, printed on ads: it never changes once made. */
export const ZUpdateCampaignRequest = z
  .object({ ...fields, campaignId: z.coerce.number().int().positive().max(2_147_483_647) })
  .refine(datesInOrder, { message: campaignMessages.dates, path: ['endsOn'] });
export type UpdateCampaignRequest = z.input<typeof ZUpdateCampaignRequest>;

export const ZCampaignListQuery = ZConsolePaging.extend({
  search: z.string().trim().max(60).optional(),
  active: z.enum(['yes', 'no']).optional(),
  sortBy: z.enum(['createdAt', 'name', 'code', 'signUps']).default('createdAt'),
  sortDirection: z.enum(['asc', 'desc']).default('desc'),
});
export type CampaignListQuery = z.input<typeof ZCampaignListQuery>;

export const ZCampaignRow = z.object({
  campaignId: z.number().int(),
  name: z.string(),
  code: z.string(),
  active: z.boolean(),
  startsOn: z.string().nullable(),
  endsOn: z.string().nullable(),
  /** Leads staff entered with this campaign. */
  leads: z.number().int(),
  /** Retailers who signed up through the link. */
  signUps: z.number().int(),
  /** Of those, the ones whose sign-up is finished (isRegister 3 and onboarded). */
  signUpsCompleted: z.number().int(),
  createdAt: z.string(),
});
export type CampaignRow = z.infer<typeof ZCampaignRow>;
export const ZCampaignPage = ZConsolePage(ZCampaignRow);
export type CampaignPage = z.infer<typeof ZCampaignPage>;

/** Optional on user/register: the code from the link; unknown or finished codes are ignored. */
export const ZSignUpCampaign = z.string().trim().max(40).optional().catch(undefined);

import { leadSources, leadStatuses, staffLeadSources } from '@galla/domain/leads';
import { z } from 'zod';
import { mobileNumber } from './fields.js';
import { ZConsolePage, ZConsolePaging } from './staff-console.js';

// The staff console's Leads section (/dashboard/leads; permission key `leads`). A prospect is named
// by a ref: 'lead-<id>' for a lead staff entered (or one already being worked), 'shop-<id>' for a
// retailer's unfinished sign-up that nobody has worked yet. Both kinds share one list.

export const leadMessages = {
  name: 'Enter a name of 1 to 60 characters',
  mobile: 'Enter a 10-digit mobile number',
  mobileTaken: 'A lead with this mobile number already exists. Search for it in the list',
  mobileIsRetailer: 'This mobile number already belongs to a retailer. Find them in the list or in Retailers',
  shopName: 'Shop name can be at most 100 characters',
  place: 'City and state can be at most 60 characters each',
  source: 'Choose where the lead came from',
  notes: 'Notes can be at most 1000 characters',
  note: 'Write a note of 1 to 1000 characters',
  status: 'Choose a status',
  badMove: 'A lead cannot move from this status to that one',
  changed: 'Someone else changed this lead just now. Reload it and try again',
  notFound: 'No such lead. Reload the list',
  assignee: 'Choose an active staff member',
  campaign: 'No such campaign',
  dates: 'Give dates as YYYY-MM-DD, the first not after the last',
  added: 'Lead added',
  moved: 'Status changed',
  assigned: 'Lead assigned',
  unassigned: 'Lead unassigned',
  noted: 'Note added',
} as const;

const isoDate = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, leadMessages.dates);

export const ZLeadRef = z
  .string({ error: leadMessages.notFound })
  .trim()
  .regex(/^(lead|shop)-[1-9][0-9]{0,9}$/, leadMessages.notFound);

export const ZLeadListQuery = ZConsolePaging.extend({
  search: z.string().trim().max(60).optional(),
  status: z.enum(leadStatuses).optional(),
  /** A staff id, or 'none' for leads nobody has yet. */
  assignedTo: z
    .string()
    .trim()
    .regex(/^(none|[1-9][0-9]{0,9})$/, leadMessages.assignee)
    .optional(),
  source: z.enum(leadSources).optional(),
  campaignId: z.coerce.number().int().positive().max(2_147_483_647).optional(),
  from: isoDate.optional(),
  to: isoDate.optional(),
  sortBy: z.enum(['createdAt', 'name', 'status', 'updatedAt']).default('createdAt'),
  sortDirection: z.enum(['asc', 'desc']).default('desc'),
}).refine((q) => !q.from || !q.to || q.from <= q.to, { message: leadMessages.dates, path: ['from'] });
export type LeadListQuery = z.input<typeof ZLeadListQuery>;

export const ZLeadRow = z.object({
  ref: z.string(),
  name: z.string(),
  mobile: z.string(),
  shopName: z.string().nullable(),
  city: z.string().nullable(),
  state: z.string().nullable(),
  source: z.enum(leadSources),
  campaignId: z.number().int().nullable(),
  campaignCode: z.string().nullable(),
  status: z.enum(leadStatuses),
  assignedTo: z.number().int().nullable(),
  assignedName: z.string().nullable(),
  /** How far the prospect's own sign-up has come (domain/leads leadStage). */
  stage: z.enum(['none', 'unfinished', 'converted']),
  /** The retailer's user id once the prospect has an account. */
  retailerId: z.number().int().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type LeadRow = z.infer<typeof ZLeadRow>;
export const ZLeadPage = ZConsolePage(ZLeadRow);
export type LeadPage = z.infer<typeof ZLeadPage>;

export const ZLeadEvent = z.object({
  id: z.number().int(),
  kind: z.enum(['created', 'note', 'status', 'assigned']),
  text: z.string(),
  staffName: z.string().nullable(),
  createdAt: z.string(),
});
export type LeadEvent = z.infer<typeof ZLeadEvent>;

export const ZLeadDetail = z.object({
  lead: ZLeadRow,
  notes: z.string().nullable(),
  history: z.array(ZLeadEvent),
});
export type LeadDetail = z.infer<typeof ZLeadDetail>;

const optionalText = (max: number, message: string) =>
  z
    .string()
    .trim()
    .max(max, message)
    .optional()
    .transform((s) => s || null);

export const ZAddLeadRequest = z.object({
  name: z.string({ error: leadMessages.name }).trim().min(1, leadMessages.name).max(60, leadMessages.name),
  mobile: mobileNumber(leadMessages.mobile),
  shopName: optionalText(100, leadMessages.shopName),
  city: optionalText(60, leadMessages.place),
  state: optionalText(60, leadMessages.place),
  source: z.enum(staffLeadSources as [string, ...string[]], { error: leadMessages.source }),
  campaignId: z.coerce.number().int().positive(leadMessages.campaign).max(2_147_483_647).nullish(),
  notes: optionalText(1000, leadMessages.notes),
});
export type AddLeadRequest = z.input<typeof ZAddLeadRequest>;

export const ZMoveLeadRequest = z.object({
  ref: ZLeadRef,
  /** The status the console showed: a move made on stale data is refused, not applied twice. */
  from: z.enum(leadStatuses, { error: leadMessages.status }),
  to: z.enum(leadStatuses, { error: leadMessages.status }),
});

export const ZAssignLeadRequest = z.object({
  ref: ZLeadRef,
  staffId: z.coerce.number().int().positive(leadMessages.assignee).max(2_147_483_647).nullable(),
});

export const ZLeadNoteRequest = z.object({
  ref: ZLeadRef,
  text: z.string({ error: leadMessages.note }).trim().min(1, leadMessages.note).max(1000, leadMessages.note),
});

export const ZLeadChoices = z.object({
  assignees: z.array(z.object({ staffId: z.number().int(), name: z.string(), userType: z.string() })),
  campaigns: z.array(z.object({ campaignId: z.number().int(), code: z.string(), name: z.string() })),
});
export type LeadChoices = z.infer<typeof ZLeadChoices>;

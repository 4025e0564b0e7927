import { isValidBusinessDate } from '@galla/domain/financial-year';
import { ticketStatusCodes } from '@galla/domain/support-tickets';
import { z } from 'zod';
import { ZConsolePage, ZConsolePaging } from './staff-console.js';

// Customer support tickets (issue 22): raised by a retailer from Help, worked in the console's
// Customer Support section, escalated to the shop's relationship manager. Paths are ours, in the
// spec's style: support/… for the retailer, admin/… for staff, admin/rm/… for the manager.

/** What a retailer may ask about; the console shows the same words. */
export const ticketTopics = [
  'Billing',
  'Inventory',
  'Reports',
  'SMS',
  'Reward points',
  'Account and login',
  'Other',
] as const;
export type TicketTopic = (typeof ticketTopics)[number];

export const TICKET_MESSAGE_MIN = 10;
export const TICKET_MESSAGE_MAX = 1000;
export const TICKET_COMMENT_MAX = 1000;

export const ticketMessages = {
  topic: 'Choose what your question is about',
  message: `Describe the problem in ${TICKET_MESSAGE_MIN} to ${TICKET_MESSAGE_MAX} characters`,
  raised: 'Ticket raised. Our support team will reply here and in your notifications',
  comment: `Write a comment of 1 to ${TICKET_COMMENT_MAX} characters`,
  notFound: 'No such ticket',
  changedElsewhere: 'This ticket was changed by someone else. Reload it and try again',
  statusChanged: 'Status changed',
  assigned: 'Ticket assigned',
  unassigned: 'Ticket unassigned',
  escalated: 'Ticket escalated to the retailer’s relationship manager',
  returned: 'Ticket handed back to support',
  commented: 'Comment added',
  replied: 'Reply sent to the retailer',
  noRm: 'This retailer has no relationship manager yet. Map the shop to one in Retailer Mapping first',
  cannotEscalate: 'Only an open ticket can be escalated; this one is already with the manager or closed',
  withRm: 'The ticket is with the relationship manager. They hand it back to support when done',
  notWithRm: 'Only a ticket with you can be handed back',
  badAssignee: 'Choose an active support executive',
  closedNoAssign: 'A closed ticket cannot be assigned. Reopen it first',
  sameStatus: 'The ticket already has this status',
  badStatus: 'Choose a status',
  date: 'Enter dates as YYYY-MM-DD',
  fromAfterTo: 'The start date must be on or before the end date',
  /** `{from}` and `{to}` are the two status names. */
  transition: 'A ticket cannot go from {from} to {to}',
  /** The bell's text when support replies; `{id}` is the ticket number. */
  replyNotification: 'Support replied to your ticket #{id}: {text}',
} as const;

const topic = z.enum(ticketTopics, { error: ticketMessages.topic });

/** support/raiseTicket: a topic and the problem in the retailer's words. */
export const ZRaiseTicketRequest = z.object({
  topic,
  message: z
    .string({ error: ticketMessages.message })
    .trim()
    .min(TICKET_MESSAGE_MIN, ticketMessages.message)
    .max(TICKET_MESSAGE_MAX, ticketMessages.message),
});
export type RaiseTicketRequest = z.input<typeof ZRaiseTicketRequest>;

const ZStatus = z.coerce
  .number({ error: ticketMessages.badStatus })
  .int(ticketMessages.badStatus)
  .refine((n) => (ticketStatusCodes as number[]).includes(n), ticketMessages.badStatus);

const ZTicketId = z.coerce
  .number({ error: ticketMessages.notFound })
  .int(ticketMessages.notFound)
  .positive(ticketMessages.notFound)
  .max(2_147_483_647, ticketMessages.notFound);

const ZVersion = z.coerce.number({ error: ticketMessages.changedElsewhere }).int().min(1);

const ZBusinessDate = z
  .string({ error: ticketMessages.date })
  .trim()
  .refine((s) => isValidBusinessDate(s), ticketMessages.date);

/** A reply the retailer sees, or (staff only) an internal note. */
export const ZTicketReply = z.object({
  at: z.string(),
  by: z.string(),
  text: z.string(),
});

/** One of the shop's own tickets as the retailer sees it: status and the public replies. */
export const ZMyTicket = z.object({
  ticketId: z.number().int(),
  topic: z.string(),
  message: z.string(),
  status: z.number().int(),
  statusName: z.string(),
  raisedBy: z.string(),
  createdAt: z.string(),
  updatedAt: z.string(),
  replies: z.array(ZTicketReply),
});
export type MyTicket = z.infer<typeof ZMyTicket>;
export const ZMyTickets = z.object({ tickets: z.array(ZMyTicket) });

// The console's list. filterDate is the day the ticket was raised (a range, last 31 days unless
// chosen); dateOfAssignRm the day it went to the relationship manager.
export const ticketSortColumns = ['createdAt', 'updatedAt', 'status', 'shopName', 'dateOfAssignRm'] as const;

const ZTicketListBase = ZConsolePaging.extend({
  filterDateFrom: ZBusinessDate.optional(),
  filterDateTo: ZBusinessDate.optional(),
  currentStatus: ZStatus.optional(),
  dateOfAssignRm: ZBusinessDate.optional(),
  search: z.string().trim().max(60).optional(),
  sortBy: z.enum(ticketSortColumns).default('createdAt'),
  sortDirection: z.enum(['asc', 'desc']).default('desc'),
});

export const ZTicketListQuery = ZTicketListBase.extend({
  /** A staff id, `me`, or `none` (nobody yet). */
  assignedTo: z.union([z.enum(['me', 'none']), z.coerce.number().int().positive()]).optional(),
});
export type TicketListQuery = z.input<typeof ZTicketListQuery>;

export const ZRmTicketListQuery = ZTicketListBase;
export type RmTicketListQuery = z.input<typeof ZRmTicketListQuery>;

export const ZTicketRow = z.object({
  ticketId: z.number().int(),
  shopName: z.string(),
  topic: z.string(),
  status: z.number().int(),
  statusName: z.string(),
  assignedTo: z.string().nullable(),
  rmName: z.string().nullable(),
  dateOfAssignRm: z.string().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type TicketRow = z.infer<typeof ZTicketRow>;

export const ZTicketList = ZConsolePage(ZTicketRow).extend({
  /** The date window the list used (the default one when none was asked for). */
  filterDate: z.object({ from: z.string(), to: z.string() }),
});
export type TicketList = z.infer<typeof ZTicketList>;

export const ZTicketEvent = z.object({
  id: z.number().int(),
  at: z.string(),
  by: z.string(),
  kind: z.enum(['raised', 'status', 'assigned', 'escalated', 'returned', 'reply', 'note']),
  text: z.string().nullable(),
  fromStatus: z.number().int().nullable(),
  toStatus: z.number().int().nullable(),
});
export type TicketEvent = z.infer<typeof ZTicketEvent>;

export const ZTicketDetail = z.object({
  ticketId: z.number().int(),
  version: z.number().int(),
  topic: z.string(),
  message: z.string(),
  status: z.number().int(),
  statusName: z.string(),
  createdAt: z.string(),
  updatedAt: z.string(),
  dateOfAssignRm: z.string().nullable(),
  /** The shop and how to reach it: never the shop's own customers. */
  shop: z.object({
    shopId: z.number().int(),
    name: z.string(),
    ownerName: z.string(),
    contactNumber: z.string(),
    email: z.string().nullable(),
    raisedBy: z.string(),
    raisedByNumber: z.string(),
  }),
  assignedTo: z.object({ staffId: z.number().int(), name: z.string() }).nullable(),
  rm: z.object({ staffId: z.number().int(), name: z.string() }).nullable(),
  /** The shop's relationship manager today (retailer mapping), whom an escalation goes to. */
  shopRm: z.object({ staffId: z.number().int(), name: z.string() }).nullable(),
  /** The statuses this ticket may move to from the console's status control. */
  nextStatuses: z.array(z.number().int()),
  canEscalate: z.boolean(),
  history: z.array(ZTicketEvent),
});
export type TicketDetail = z.infer<typeof ZTicketDetail>;

export const ZTicketQuery = z.object({ ticketId: ZTicketId });

export const ZTicketStatusRequest = z.object({ ticketId: ZTicketId, version: ZVersion, status: ZStatus });
export const ZAssignTicketRequest = z.object({
  ticketId: ZTicketId,
  version: ZVersion,
  /** null: nobody. */
  staffId: z.coerce.number().int().positive().nullable(),
});
export const ZEscalateTicketRequest = z.object({ ticketId: ZTicketId, version: ZVersion });
export const ZReturnTicketRequest = z.object({
  ticketId: ZTicketId,
  version: ZVersion,
  note: z.string().trim().max(TICKET_COMMENT_MAX, ticketMessages.comment).optional(),
});
export const ZTicketCommentRequest = z.object({
  ticketId: ZTicketId,
  text: z
    .string({ error: ticketMessages.comment })
    .trim()
    .min(1, ticketMessages.comment)
    .max(TICKET_COMMENT_MAX, ticketMessages.comment),
  /** true: a reply the retailer sees (and is notified of); false: an internal note. */
  public: z.boolean().default(false),
});
export type TicketCommentRequest = z.input<typeof ZTicketCommentRequest>;

/** A change's answer: the ticket's new version, for the next change. */
export const ZTicketVersion = z.object({ version: z.number().int() });

export const ZTicketAssignees = z.object({
  assignees: z.array(z.object({ staffId: z.number().int(), name: z.string(), userType: z.string() })),
});

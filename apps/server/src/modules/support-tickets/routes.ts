import { ZEnvelope } from '@galla/contracts/envelope';
import {
  ticketMessages,
  ZAssignTicketRequest,
  ZEscalateTicketRequest,
  ZMyTickets,
  ZRaiseTicketRequest,
  ZTicketAssignees,
  ZTicketCommentRequest,
  ZTicketDetail,
  ZTicketList,
  ZTicketListQuery,
  ZTicketQuery,
  ZTicketStatusRequest,
  ZTicketVersion,
} from '@galla/contracts/support-tickets';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Db } from '../../db/database.js';
import type { Guards } from '../../platform/auth/guards.js';
import { ok, okMessage } from '../../platform/envelope.js';
import { supportAssignees } from './assignees.js';
import type { RetailerTickets } from './retailer-tickets.js';
import type { TicketChanges } from './ticket-changes.js';
import type { TicketDetailReader } from './ticket-detail.js';
import type { TicketList } from './ticket-list.js';

const ZMessage = z.object({ status: z.number(), message: z.string() });

export type SupportTicketsDeps = {
  db: Db;
  guards: Guards;
  retailerTickets: RetailerTickets;
  ticketList: TicketList;
  ticketDetail: TicketDetailReader;
  ticketChanges: TicketChanges;
};

// The retailer's Help (support/…) and the console's Customer Support (admin/…, customerSupport).
export const supportTicketsRoutes: FastifyPluginAsyncZod<SupportTicketsDeps> = async (app, deps) => {
  const { guards, retailerTickets, ticketList, ticketDetail, ticketChanges } = deps;
  const retailerSecured = { tags: ['support'], security: [{ authToken: [] }] };
  const secured = { tags: ['staff'], security: [{ authToken: [] }] };
  const onRequest = guards.staff('customerSupport');

  app.post(
    '/support/raiseTicket',
    {
      onRequest: guards.retailer('help'),
      schema: {
        ...retailerSecured,
        summary: 'Raise a support ticket for the shop (owner or sub-user), from Help',
        body: ZRaiseTicketRequest,
        response: { 200: ZEnvelope(z.object({ ticketId: z.number().int() })) },
      },
    },
    async (request) =>
      ok(await retailerTickets.raise(request.retailer!, request.body), ticketMessages.raised),
  );

  app.get(
    '/support/myTickets',
    {
      onRequest: guards.retailer('help'),
      schema: {
        ...retailerSecured,
        summary: 'The shop’s own tickets, newest first, with status and support’s replies',
        response: { 200: ZEnvelope(ZMyTickets) },
      },
    },
    async (request) => ok({ tickets: await retailerTickets.mine(request.retailer!) }),
  );

  app.get(
    '/admin/tickets',
    {
      onRequest,
      schema: {
        ...secured,
        summary:
          'Support tickets: raised-on range (default the last 31 days), status, escalation day, assignee, search, sorting; statuses hidden by role',
        querystring: ZTicketListQuery,
        response: { 200: ZEnvelope(ZTicketList) },
      },
    },
    async (request) => ok(await ticketList.support(request.query, request.staff!)),
  );

  app.get(
    '/admin/ticket',
    {
      onRequest,
      schema: {
        ...secured,
        summary: 'A ticket: details, the shop and its contact, assignee, manager, allowed statuses, history',
        querystring: ZTicketQuery,
        response: { 200: ZEnvelope(ZTicketDetail) },
      },
    },
    async (request) => ok(await ticketDetail.read(request.query.ticketId)),
  );

  app.get(
    '/admin/ticketAssignees',
    {
      onRequest,
      schema: {
        ...secured,
        summary: 'Active staff a ticket may be assigned to (roles that open Customer Support)',
        response: { 200: ZEnvelope(ZTicketAssignees) },
      },
    },
    async () => ok({ assignees: await supportAssignees(deps.db) }),
  );

  app.post(
    '/admin/ticketStatus',
    {
      onRequest,
      schema: {
        ...secured,
        summary: 'Change a ticket’s status; 409 when someone changed it since it was read',
        body: ZTicketStatusRequest,
        response: { 200: ZEnvelope(ZTicketVersion) },
      },
    },
    async (request) =>
      ok(await ticketChanges.setStatus(request.body, request.staff!.staffId), ticketMessages.statusChanged),
  );

  app.post(
    '/admin/assignTicket',
    {
      onRequest,
      schema: {
        ...secured,
        summary: 'Assign a ticket to a support executive, or to nobody (staffId null)',
        body: ZAssignTicketRequest,
        response: { 200: ZEnvelope(ZTicketVersion) },
      },
    },
    async (request) =>
      ok(
        await ticketChanges.assign(request.body, request.staff!.staffId),
        request.body.staffId === null ? ticketMessages.unassigned : ticketMessages.assigned,
      ),
  );

  app.post(
    '/admin/escalateTicket',
    {
      onRequest,
      schema: {
        ...secured,
        summary: 'Escalate a ticket to the shop’s relationship manager (status 5, dateOfAssignRm)',
        body: ZEscalateTicketRequest,
        response: { 200: ZEnvelope(ZTicketVersion) },
      },
    },
    async (request) =>
      ok(await ticketChanges.escalate(request.body, request.staff!.staffId), ticketMessages.escalated),
  );

  app.post(
    '/admin/ticketComment',
    {
      onRequest,
      schema: {
        ...secured,
        summary: 'Comment on a ticket: a public reply (the retailer is notified) or an internal note',
        body: ZTicketCommentRequest,
        response: { 200: ZMessage },
      },
    },
    async (request) => {
      await ticketChanges.comment(request.body, request.staff!.staffId);
      return okMessage(request.body.public ? ticketMessages.replied : ticketMessages.commented);
    },
  );
};

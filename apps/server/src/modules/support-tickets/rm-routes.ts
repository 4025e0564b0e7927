import { ZEnvelope } from '@galla/contracts/envelope';
import {
  ticketMessages,
  ZReturnTicketRequest,
  ZRmTicketListQuery,
  ZTicketCommentRequest,
  ZTicketDetail,
  ZTicketList,
  ZTicketQuery,
  ZTicketVersion,
} from '@galla/contracts/support-tickets';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Guards } from '../../platform/auth/guards.js';
import { ok, okMessage } from '../../platform/envelope.js';
import type { TicketChanges } from './ticket-changes.js';
import type { TicketDetailReader } from './ticket-detail.js';
import type { TicketList } from './ticket-list.js';

// The relationship manager's tickets, under RM management (retailerManager): zonal and state
// managers have no Customer Support, yet the tickets escalated to them are theirs to answer.
export const rmTicketsRoutes: FastifyPluginAsyncZod<{
  guards: Guards;
  ticketList: TicketList;
  ticketDetail: TicketDetailReader;
  ticketChanges: TicketChanges;
}> = async (app, { guards, ticketList, ticketDetail, ticketChanges }) => {
  const secured = { tags: ['staff'], security: [{ authToken: [] }] };
  const onRequest = guards.staff('retailerManager');

  app.get(
    '/admin/rm/tickets',
    {
      onRequest,
      schema: {
        ...secured,
        summary: 'Tickets escalated to the signed-in manager (never statuses 6 and 8), paged and filtered',
        querystring: ZRmTicketListQuery,
        response: { 200: ZEnvelope(ZTicketList) },
      },
    },
    async (request) => ok(await ticketList.rm(request.query, request.staff!.staffId)),
  );

  app.get(
    '/admin/rm/ticket',
    {
      onRequest,
      schema: {
        ...secured,
        summary: 'A ticket escalated to the signed-in manager',
        querystring: ZTicketQuery,
        response: { 200: ZEnvelope(ZTicketDetail) },
      },
    },
    async (request) => ok(await ticketDetail.read(request.query.ticketId, { rmId: request.staff!.staffId })),
  );

  app.post(
    '/admin/rm/ticketComment',
    {
      onRequest,
      schema: {
        ...secured,
        summary: 'The manager’s reply to the retailer (notified) or internal note',
        body: ZTicketCommentRequest,
        response: { 200: z.object({ status: z.number(), message: z.string() }) },
      },
    },
    async (request) => {
      await ticketChanges.rmComment(request.body, request.staff!.staffId);
      return okMessage(request.body.public ? ticketMessages.replied : ticketMessages.commented);
    },
  );

  app.post(
    '/admin/rm/returnTicket',
    {
      onRequest,
      schema: {
        ...secured,
        summary: 'Hand a ticket back to support (status 8), with an optional note',
        body: ZReturnTicketRequest,
        response: { 200: ZEnvelope(ZTicketVersion) },
      },
    },
    async (request) =>
      ok(await ticketChanges.handBack(request.body, request.staff!.staffId), ticketMessages.returned),
  );
};

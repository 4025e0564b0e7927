import {
  leadMessages,
  ZAddLeadRequest,
  ZAssignLeadRequest,
  ZLeadChoices,
  ZLeadDetail,
  ZLeadListQuery,
  ZLeadNoteRequest,
  ZLeadPage,
  ZLeadRef,
  ZMoveLeadRequest,
} from '@galla/contracts/console-leads';
import { ZEnvelope } from '@galla/contracts/envelope';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Db } from '../../db/database.js';
import type { Guards } from '../../platform/auth/guards.js';
import { ok, okMessage } from '../../platform/envelope.js';
import type { Leads } from './leads.js';
import { listProspects } from './prospects.js';

const ZMessage = z.object({ status: z.number(), message: z.string() });

// /dashboard/leads: Admin and subAdmin (domain/permissions key `leads`).
export const leadsRoutes: FastifyPluginAsyncZod<{ db: Db; leads: Leads; guards: Guards }> = async (
  app,
  { db, leads, guards },
) => {
  const secured = { tags: ['staff'], security: [{ authToken: [] }] };
  const onRequest = guards.staff('leads');

  app.get(
    '/admin/leads',
    {
      onRequest,
      schema: {
        ...secured,
        summary: 'Prospects: leads staff entered and retailers’ sign-ups; filters, sorting, 20 to 100 rows',
        querystring: ZLeadListQuery,
        response: { 200: ZEnvelope(ZLeadPage) },
      },
    },
    async (request) => ok(await listProspects(db, request.query)),
  );

  app.get(
    '/admin/lead',
    {
      onRequest,
      schema: {
        ...secured,
        summary: 'One prospect with its notes and history (who, when)',
        querystring: z.object({ ref: ZLeadRef }),
        response: { 200: ZEnvelope(ZLeadDetail) },
      },
    },
    async (request) => ok(await leads.detail(request.query.ref)),
  );

  app.get(
    '/admin/leadChoices',
    {
      onRequest,
      schema: {
        ...secured,
        summary: 'The staff a lead may be assigned to and the campaigns a lead may carry',
        response: { 200: ZEnvelope(ZLeadChoices) },
      },
    },
    async () => ok(await leads.choices()),
  );

  app.post(
    '/admin/addLead',
    {
      onRequest,
      schema: {
        ...secured,
        summary: 'Enter a prospect; a mobile already a lead or a retailer is refused',
        body: ZAddLeadRequest,
        response: { 200: ZEnvelope(z.object({ ref: z.string() })) },
      },
    },
    async (request) => ok(await leads.add(request.body, request.staff!.staffId), leadMessages.added),
  );

  app.post(
    '/admin/moveLead',
    {
      onRequest,
      schema: {
        ...secured,
        summary: 'Move a lead along the pipeline, from the status the console showed (409 if it changed)',
        body: ZMoveLeadRequest,
        response: { 200: ZMessage },
      },
    },
    async (request) => {
      await leads.move(request.body, request.staff!.staffId);
      return okMessage(leadMessages.moved);
    },
  );

  app.post(
    '/admin/assignLead',
    {
      onRequest,
      schema: {
        ...secured,
        summary: 'Give a lead to a staff member (a manager), or take it back with staffId null',
        body: ZAssignLeadRequest,
        response: { 200: ZMessage },
      },
    },
    async (request) => {
      await leads.assign(request.body, request.staff!.staffId);
      return okMessage(request.body.staffId === null ? leadMessages.unassigned : leadMessages.assigned);
    },
  );

  app.post(
    '/admin/addLeadNote',
    {
      onRequest,
      schema: {
        ...secured,
        summary: 'Add a note to a lead’s history',
        body: ZLeadNoteRequest,
        response: { 200: ZMessage },
      },
    },
    async (request) => {
      await leads.note(request.body, request.staff!.staffId);
      return okMessage(leadMessages.noted);
    },
  );
};

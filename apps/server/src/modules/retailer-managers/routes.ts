import { ZEnvelope } from '@galla/contracts/envelope';
import {
  rmMessages,
  ZManagerTree,
  ZRmRetailerPage,
  ZRmRetailerQuery,
  ZRmRetailerRow,
  ZRmRetailersQuery,
  ZSetReportsTo,
} from '@galla/contracts/retailer-managers';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Guards } from '../../platform/auth/guards.js';
import { ok, okMessage } from '../../platform/envelope.js';
import type { Hierarchy } from './hierarchy.js';
import type { RmRetailers } from './rm-retailers.js';

// /dashboard/retailerManager (RM management): Admin, subAdmin, Avp, state and zonal managers
// (domain/permissions). A manager sees only their team and its retailers; changing who reports to
// whom is for an Admin or subAdmin (checked in the service).
export const rmRoutes: FastifyPluginAsyncZod<{
  hierarchy: Hierarchy;
  rmRetailers: RmRetailers;
  guards: Guards;
}> = async (app, { hierarchy, rmRetailers, guards }) => {
  const secured = { tags: ['staff'], security: [{ authToken: [] }] };
  const onRequest = guards.staff('retailerManager');

  app.get(
    '/admin/rm/managers',
    {
      onRequest,
      schema: {
        ...secured,
        summary: 'The managers’ tree (Avp → state → zonal) the caller may see, with their retailer counts',
        response: { 200: ZEnvelope(ZManagerTree) },
      },
    },
    async (request) => ok(await hierarchy.tree(request.staff!)),
  );

  app.get(
    '/admin/rm/retailers',
    {
      onRequest,
      schema: {
        ...secured,
        summary:
          'Retailers of a manager and their team (or all the caller may see): search, sorting, 20 to 100 rows',
        querystring: ZRmRetailersQuery,
        response: { 200: ZEnvelope(ZRmRetailerPage) },
      },
    },
    async (request) => ok(await rmRetailers.list(request.staff!, request.query)),
  );

  app.get(
    '/admin/rm/retailer',
    {
      onRequest,
      schema: {
        ...secured,
        summary: 'One retailer the caller manages; 404 for any other',
        querystring: ZRmRetailerQuery,
        response: { 200: ZEnvelope(ZRmRetailerRow) },
      },
    },
    async (request) => ok(await rmRetailers.one(request.staff!, request.query.shopId)),
  );

  app.post(
    '/admin/rm/setReportsTo',
    {
      onRequest,
      schema: {
        ...secured,
        summary: 'Set who a manager reports to (zonal → state manager → Avp); Admin and subAdmin only',
        body: ZSetReportsTo,
        response: { 200: z.object({ status: z.number(), message: z.string() }) },
      },
    },
    async (request) => {
      await hierarchy.setReportsTo(request.body, request.staff!);
      return okMessage(rmMessages.reportsToSaved);
    },
  );
};

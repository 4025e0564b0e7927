import { ZEnvelope } from '@galla/contracts/envelope';
import {
  rmMessages,
  ZMappingManagers,
  ZMappingPage,
  ZMappingQuery,
  ZMapResult,
  ZMapRetailers,
} from '@galla/contracts/retailer-managers';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Guards } from '../../platform/auth/guards.js';
import { ok } from '../../platform/envelope.js';
import type { Mapping } from './mapping.js';

// /dashboard/retailerMapping: Admin only (domain/permissions).
export const mappingRoutes: FastifyPluginAsyncZod<{ mapping: Mapping; guards: Guards }> = async (
  app,
  { mapping, guards },
) => {
  const secured = { tags: ['staff'], security: [{ authToken: [] }] };
  const onRequest = guards.staff('retailerMapping');

  app.get(
    '/admin/mapping/retailers',
    {
      onRequest,
      schema: {
        ...secured,
        summary: 'Every retailer with its manager: state, city, manager and unmapped filters, 20 to 100 rows',
        querystring: ZMappingQuery,
        response: { 200: ZEnvelope(ZMappingPage) },
      },
    },
    async (request) => ok(await mapping.list(request.query)),
  );

  app.get(
    '/admin/mapping/managers',
    {
      onRequest,
      schema: {
        ...secured,
        summary: 'The managers (Avp, state and zonal) to filter by; retailers are mapped to zonal ones',
        response: { 200: ZEnvelope(ZMappingManagers) },
      },
    },
    async () => ok(await mapping.managers()),
  );

  app.post(
    '/admin/mapping/map',
    {
      onRequest,
      schema: {
        ...secured,
        summary: 'Map one or many retailers to one active zonal manager, all or nothing, each change audited',
        body: ZMapRetailers,
        response: { 200: ZEnvelope(ZMapResult) },
      },
    },
    async (request) => {
      const result = await mapping.map(request.body, request.staff!.staffId);
      return ok(result, rmMessages.mapped.replace('{{count}}', String(result.changed)));
    },
  );
};

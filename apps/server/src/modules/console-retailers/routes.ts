import {
  consoleRetailerMessages,
  ZRetailerList,
  ZRetailerListQuery,
  ZRetailerProfile,
  ZRetailerProfileQuery,
  ZUpdateRetailerFlags,
  ZUpdateRetailerStatus,
} from '@galla/contracts/console-retailers';
import { ZEnvelope } from '@galla/contracts/envelope';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Guards } from '../../platform/auth/guards.js';
import { ok, okMessage } from '../../platform/envelope.js';
import type { ConsoleRetailers } from './service.js';

const ZMessage = z.object({ status: z.number(), message: z.string() });

// /dashboard/vendors (labelled Retailers): the `vendors` key, Admin and subAdmin (domain/permissions).
export const consoleRetailersRoutes: FastifyPluginAsyncZod<{
  consoleRetailers: ConsoleRetailers;
  guards: Guards;
}> = async (app, { consoleRetailers, guards }) => {
  const secured = { tags: ['staff'], security: [{ authToken: [] }] };
  const onRequest = guards.staff('vendors');

  app.get(
    '/admin/retailers',
    {
      onRequest,
      schema: {
        ...secured,
        summary:
          'Retailers (shops with their owner): search, state, city, category, sign-up stage and status filters, sorting, 20 to 100 rows',
        querystring: ZRetailerListQuery,
        response: { 200: ZEnvelope(ZRetailerList) },
      },
    },
    async (request) => ok(await consoleRetailers.list(request.query)),
  );

  app.get(
    '/admin/retailerProfile',
    {
      onRequest,
      schema: {
        ...secured,
        summary:
          'A retailer: owner, shop, categories, usage, sub-user count and page flags (no customer data)',
        querystring: ZRetailerProfileQuery,
        response: { 200: ZEnvelope(ZRetailerProfile) },
      },
    },
    async (request) => ok(await consoleRetailers.profile(request.query.shopId)),
  );

  app.post(
    '/admin/updateRetailerFlags',
    {
      onRequest,
      schema: {
        ...secured,
        summary: 'Switch a retailer’s pages on or off for the whole shop; applies from their next request',
        body: ZUpdateRetailerFlags,
        response: { 200: ZMessage },
      },
    },
    async (request) => {
      await consoleRetailers.setFlags(request.body, request.staff!.staffId);
      return okMessage(consoleRetailerMessages.flagsSaved);
    },
  );

  app.post(
    '/admin/updateRetailerStatus',
    {
      onRequest,
      schema: {
        ...secured,
        summary:
          'Disable a retailer (the owner and sub-users are signed out at once and cannot sign in) or enable it',
        body: ZUpdateRetailerStatus,
        response: { 200: ZMessage },
      },
    },
    async (request) => {
      await consoleRetailers.setStatus(request.body, request.staff!.staffId);
      return okMessage(
        request.body.status === 'disabled'
          ? consoleRetailerMessages.disabled
          : consoleRetailerMessages.enabled,
      );
    },
  );
};

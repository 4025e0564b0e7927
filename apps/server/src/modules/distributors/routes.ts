import { ZEnvelope } from '@galla/contracts/envelope';
import { ZAddDistributorRequest, ZDistributor, ZDistributorSearch } from '@galla/contracts/inventory';
import { messages } from '@galla/domain/messages';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Guards } from '../../platform/auth/guards.js';
import { bodyOnly, ok } from '../../platform/envelope.js';
import type { DistributorsService } from './service.js';

const security = [{ authToken: [] }];
const tags = ['distributors'];
const ZListOrNone = z.union([
  ZEnvelope(z.array(ZDistributor)),
  z.object({ status: z.literal(204), message: z.string() }),
]);

export const distributorsRoutes: FastifyPluginAsyncZod<{
  distributors: DistributorsService;
  guards: Guards;
}> = async (app, { distributors, guards }) => {
  const onRequest = guards.retailer('manageInventory');

  app.post(
    '/distributor/addDistributor',
    {
      onRequest,
      schema: {
        tags,
        summary: 'Add a distributor (name, address, state, city, pin code, GSTIN, mobile)',
        security,
        body: ZAddDistributorRequest,
        response: { 200: ZEnvelope(z.object({ distributerId: z.number().int() })) },
      },
    },
    async (request) =>
      ok(await distributors.add(request.retailer!.shopId, request.body), messages.distributorAdded),
  );

  const search = async (shopId: number, searchData: string) => {
    const list = await distributors.search(shopId, searchData);
    return list.length > 0 ? ok(list) : bodyOnly(204, messages.noDistributor);
  };

  app.post(
    '/distributor/getDistributor',
    {
      onRequest,
      schema: {
        tags,
        summary: "Search the shop's distributors by name or mobile",
        security,
        body: ZDistributorSearch,
        response: { 200: ZListOrNone },
      },
    },
    async (request) => search(request.retailer!.shopId, request.body.searchData),
  );

  app.get(
    '/distributor/getDistributor',
    {
      onRequest,
      schema: {
        tags,
        summary: "Search the shop's distributors (query searchData)",
        security,
        querystring: ZDistributorSearch,
        response: { 200: ZListOrNone },
      },
    },
    async (request) => search(request.retailer!.shopId, request.query.searchData),
  );
};

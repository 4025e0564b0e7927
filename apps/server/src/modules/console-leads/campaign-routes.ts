import {
  campaignMessages,
  ZAddCampaignRequest,
  ZCampaignListQuery,
  ZCampaignPage,
  ZUpdateCampaignRequest,
} from '@galla/contracts/console-campaigns';
import { ZEnvelope } from '@galla/contracts/envelope';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Guards } from '../../platform/auth/guards.js';
import { ok, okMessage } from '../../platform/envelope.js';
import type { Campaigns } from './campaigns.js';

const ZMessage = z.object({ status: z.number(), message: z.string() });

// /dashboard/googleCampaign: Admin only (domain/permissions key `googleCampaign`).
export const campaignRoutes: FastifyPluginAsyncZod<{ campaigns: Campaigns; guards: Guards }> = async (
  app,
  { campaigns, guards },
) => {
  const secured = { tags: ['staff'], security: [{ authToken: [] }] };
  const onRequest = guards.staff('googleCampaign');

  app.get(
    '/admin/campaigns',
    {
      onRequest,
      schema: {
        ...secured,
        summary: 'Campaigns with the leads, sign-ups and finished sign-ups each brought; 20 to 100 rows',
        querystring: ZCampaignListQuery,
        response: { 200: ZEnvelope(ZCampaignPage) },
      },
    },
    async (request) => ok(await campaigns.list(request.query)),
  );

  app.post(
    '/admin/addCampaign',
    {
      onRequest,
      schema: {
        ...secured,
        summary: 'Add a campaign; its code (letters, digits, dashes) goes on the sign-up link',
        body: ZAddCampaignRequest,
        response: { 200: ZEnvelope(z.object({ campaignId: z.number().int() })) },
      },
    },
    async (request) => ok(await campaigns.add(request.body, request.staff!.staffId), campaignMessages.added),
  );

  app.post(
    '/admin/updateCampaign',
    {
      onRequest,
      schema: {
        ...secured,
        summary: 'Rename a campaign, switch it on or off, or change its dates (the code stays)',
        body: ZUpdateCampaignRequest,
        response: { 200: ZMessage },
      },
    },
    async (request) => {
      await campaigns.update(request.body, request.staff!.staffId);
      return okMessage(campaignMessages.updated);
    },
  );
};

import { ZEnvelope } from '@galla/contracts/envelope';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AppError, ok } from '../../platform/envelope.js';
import { sameSignature } from '../../providers/payments/signatures.js';
import type { SmsCampaigns } from './campaigns.js';

// Replies to campaign SMS, forwarded by the SMS gateway with its key: a STOP opts the number out,
// as the opt-out line of every campaign message promises.
export const smsInboundRoutes: FastifyPluginAsyncZod<{
  campaigns: SmsCampaigns;
  inboundKey?: string;
}> = async (app, { campaigns, inboundKey }) => {
  app.post(
    '/paySMS/inbound',
    {
      onRequest: async (request) => {
        const given = request.headers.authorization?.replace(/^Bearer /, '') ?? '';
        if (!inboundKey || !sameSignature(inboundKey, given)) throw new AppError(401, 'Invalid gateway key');
      },
      schema: {
        tags: ['sms'],
        summary:
          "The SMS gateway's reply webhook (Authorization: Bearer SMS_INBOUND_KEY): STOP opts the number out",
        body: z.object({ from: z.string().max(20), message: z.string().max(2000) }),
        response: { 200: ZEnvelope(z.object({ optedOut: z.boolean() })) },
      },
    },
    async (request) => ok({ optedOut: await campaigns.inbound(request.body.from, request.body.message) }),
  );
};

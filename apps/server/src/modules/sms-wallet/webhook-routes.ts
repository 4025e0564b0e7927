import { ZEnvelope } from '@galla/contracts/envelope';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AppError, ok } from '../../platform/envelope.js';
import type { SmsPurchases } from './purchases.js';

// The payment provider's webhook, the second path to a wallet credit. Its signature is over the
// exact bytes sent, so this plugin keeps JSON bodies as bytes (only here: the parser is scoped to
// this plugin) and parses them after the check.
export const smsWebhookRoutes: FastifyPluginAsyncZod<{ purchases: SmsPurchases }> = async (
  app,
  { purchases },
) => {
  app.addContentTypeParser('application/json', { parseAs: 'buffer' }, (_request, body, done) => {
    done(null, body);
  });

  app.post(
    '/paySMS/webhook',
    {
      schema: {
        tags: ['sms'],
        summary:
          "Payment provider's webhook (payment.captured, order.paid): X-Razorpay-Signature is HMAC-SHA256 of the raw body with the webhook secret; x-razorpay-event-id drops redeliveries",
        headers: z.object({
          'x-razorpay-signature': z.string().max(200).optional(),
          'x-razorpay-event-id': z.string().max(200).optional(),
        }),
        response: { 200: ZEnvelope(z.object({ result: z.enum(['credited', 'ignored', 'duplicate']) })) },
      },
    },
    async (request) => {
      const signature = request.headers['x-razorpay-signature'];
      const eventId = request.headers['x-razorpay-event-id'];
      if (!Buffer.isBuffer(request.body) || !signature || !eventId)
        throw new AppError(400, 'Invalid webhook signature');
      return ok({ result: await purchases.webhook(request.body, signature, eventId) });
    },
  );
};

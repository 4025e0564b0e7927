import { ZEnvelope } from '@galla/contracts/envelope';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ok } from '../../platform/envelope.js';
import type { RewardsService } from './service.js';

// Until the staff console's Rewards approval exists (issue 22), tests and developers decide
// redemptions here. Registered only outside production (app.ts), like the other dev routes.
export const rewardsDevRoutes: FastifyPluginAsyncZod<{ rewards: RewardsService }> = async (
  app,
  { rewards },
) => {
  app.get(
    '/dev/rewards/pending',
    {
      schema: {
        tags: ['development'],
        summary: 'Redemptions waiting for approval (development and test only)',
        response: {
          200: ZEnvelope(
            z.array(
              z.object({
                id: z.number().int(),
                shop_id: z.number().int(),
                points: z.number().int(),
                lines: z.string(),
                delivery_mode: z.string(),
                created_at: z.string(),
              }),
            ),
          ),
        },
      },
    },
    async () => ok(await rewards.pending()),
  );

  app.post(
    '/dev/rewards/decide',
    {
      schema: {
        tags: ['development'],
        summary: 'Approve (order and send the vouchers) or reject a redemption (development and test only)',
        body: z.object({
          redemptionId: z.number().int().min(1).max(2_147_483_647),
          decision: z.enum(['approve', 'reject']),
        }),
        response: { 200: ZEnvelope(z.object({ vouchers: z.number().int() })) },
      },
    },
    async (request) => {
      const { redemptionId, decision } = request.body;
      if (decision === 'reject') {
        await rewards.reject(redemptionId, 'dev');
        return ok({ vouchers: 0 });
      }
      return ok(await rewards.approve(redemptionId, 'dev'));
    },
  );
};

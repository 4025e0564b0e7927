import { ZOutboxMessage } from '@galla/contracts/dev';
import { ZEnvelope } from '@galla/contracts/envelope';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Db } from '../../db/database.js';
import { ok } from '../../platform/envelope.js';
import { listOutbox } from '../../platform/outbox.js';

// Registered only outside production (see app.ts): developers and end-to-end tests read OTPs here.
export const devRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  app.get(
    '/dev/outbox',
    {
      schema: {
        tags: ['development'],
        summary: 'Every SMS and e-mail the app queued, newest first (development and test only)',
        querystring: z.object({ limit: z.coerce.number().int().min(1).max(500).default(100) }),
        response: { 200: ZEnvelope(z.array(ZOutboxMessage)) },
      },
    },
    async (request) => ok(await listOutbox(db, request.query.limit)),
  );
};

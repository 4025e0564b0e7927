import { ZOutboxMessage } from '@galla/contracts/dev';
import { ZEnvelope } from '@galla/contracts/envelope';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Db } from '../../db/database.js';
import { AppError, ok } from '../../platform/envelope.js';
import { listOutbox, outboxAttachment } from '../../platform/outbox.js';
import type { createDevSocial } from '../../providers/social/dev-social.js';
import type { NotificationsService } from '../notifications/service.js';

type DevSocial = Awaited<ReturnType<typeof createDevSocial>>;

// Registered only outside production (see app.ts): developers and end-to-end tests read OTPs here,
// and the web app's Google and Facebook buttons get their tokens here when there is no network.
export const devRoutes: FastifyPluginAsyncZod<{
  db: Db;
  devSocial?: DevSocial;
  notifications: NotificationsService;
}> = async (app, { db, devSocial, notifications }) => {
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

  app.get(
    '/dev/outbox/attachments/:id',
    {
      schema: {
        tags: ['development'],
        summary: "An outbox e-mail's attachment, as the recipient would get it (development and test only)",
        params: z.object({ id: z.coerce.number().int().min(1).max(2_147_483_647) }),
      },
    },
    async (request, reply) => {
      const file = await outboxAttachment(db, request.params.id);
      if (!file) throw new AppError(404, 'No such attachment');
      return reply
        .type(file.content_type)
        .header('content-disposition', `attachment; filename="${file.filename.replace(/[^\w.-]/g, '_')}"`)
        .send(Buffer.from(file.bytes));
    },
  );

  app.post(
    '/dev/socialToken',
    {
      schema: {
        tags: ['development'],
        summary: 'Mint a Google or Facebook sign-in token for any identity (development key set only)',
        body: z.object({
          provider: z.enum(['Google', 'Facebook']),
          socialId: z.string().min(1),
          email: z.string().optional(),
          name: z.string().optional(),
        }),
        response: { 200: ZEnvelope(z.object({ token: z.string() })) },
      },
    },
    async (request) => {
      if (!devSocial) throw new AppError(404, 'Social sign-in uses the real providers here');
      return ok({ token: await devSocial.mint(request.body) });
    },
  );

  // Until the staff console sends messages, developers and end-to-end tests make notifications here.
  app.post(
    '/dev/notify',
    {
      schema: {
        tags: ['development'],
        summary: 'Send a notification to the user with this mobile number (development only)',
        body: z.object({
          contactNumber: z.string().regex(/^[0-9]{10}$/),
          text: z.string().min(1).max(500),
          data: z.record(z.string(), z.unknown()).optional(),
        }),
        response: { 200: z.object({ status: z.number(), message: z.string() }) },
      },
    },
    async (request) => {
      const user = await db
        .selectFrom('users')
        .select(['id', 'shop_id'])
        .where('contact_number', '=', request.body.contactNumber)
        .where('status', '=', 'active')
        .executeTakeFirst();
      if (!user) throw new AppError(404, 'No such user');
      await notifications.notify({
        shopId: user.shop_id,
        userId: user.id,
        text: request.body.text,
        data: request.body.data,
      });
      return { status: 200, message: 'Notification sent' };
    },
  );
};

import { randomBytes } from 'node:crypto';
import { ZOutboxMessage } from '@galla/contracts/dev';
import { ZEnvelope } from '@galla/contracts/envelope';
import { isStaffRole, staffRoles } from '@galla/domain/permissions';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Db } from '../../db/database.js';
import { AppError, ok } from '../../platform/envelope.js';
import { listOutbox, outboxAttachment } from '../../platform/outbox.js';
import { hashPassword } from '../../platform/passwords.js';
import type { createDevSocial } from '../../providers/social/dev-social.js';
import type { NotificationsService } from '../notifications/service.js';

type DevSocial = Awaited<ReturnType<typeof createDevSocial>>;

/** The authenticator secret of Admins made by /dev/staff (a journey computes its codes from it). */
const DEV_ADMIN_TOTP_SECRET = 'JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP';

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

  // End-to-end journeys need staff of every role, each its own, so that no two journeys share an
  // account (and an Admin's authenticator app): each call makes a new active staff member. An Admin
  // comes with the authenticator already set up on the secret returned, so a journey can type codes.
  app.post(
    '/dev/staff',
    {
      schema: {
        tags: ['development'],
        summary: 'Make a staff member of a role, signed-in-ready (development and test only)',
        body: z.object({
          role: z.enum(staffRoles),
          firstName: z.string().min(1).max(50).default('Test'),
        }),
        response: {
          200: ZEnvelope(
            z.object({
              id: z.number(),
              email: z.string(),
              password: z.string(),
              totpSecret: z.string().nullable(),
            }),
          ),
        },
      },
    },
    async (request) => {
      const { role, firstName } = request.body;
      if (!isStaffRole(role)) throw new AppError(400, 'No such role');
      const password = `staff${randomBytes(4).toString('hex')}1`;
      const email = `${role.toLowerCase()}-${randomBytes(4).toString('hex')}@e2e.galla.test`;
      const totpSecret = role === 'Admin' ? DEV_ADMIN_TOTP_SECRET : null;
      const now = new Date().toISOString();
      const row = await db
        .insertInto('staff_users')
        .values({
          first_name: firstName,
          last_name: 'E2e',
          email,
          password_hash: await hashPassword(password),
          user_type: role,
          status: 'active',
          created_at: now,
          totp_secret: totpSecret,
          totp_enabled_at: totpSecret ? now : null,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      return ok({ id: row.id, email, password, totpSecret });
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

import { ZStaffLoginData, ZStaffLoginRequest } from '@galla/contracts/auth';
import { ZEnvelope } from '@galla/contracts/envelope';
import { messages } from '@galla/domain/messages';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Guards } from '../../platform/auth/guards.js';
import type { Sessions } from '../../platform/auth/sessions.js';
import { ok, okMessage } from '../../platform/envelope.js';
import type { StaffService } from './service.js';

export const staffRoutes: FastifyPluginAsyncZod<{
  staff: StaffService;
  sessions: Sessions;
  guards: Guards;
}> = async (app, { staff, sessions, guards }) => {
  app.post(
    '/admin/login',
    {
      schema: {
        tags: ['staff'],
        summary: 'Staff console login',
        body: ZStaffLoginRequest,
        response: { 200: ZEnvelope(ZStaffLoginData) },
      },
    },
    async (request) => {
      const client = request.headers['x-client'];
      const data = await staff.login(request.body.email, request.body.password, {
        client: typeof client === 'string' ? client : undefined,
        ip: request.ip,
      });
      return ok(data, messages.loginSuccess);
    },
  );

  app.post(
    '/admin/logout',
    {
      onRequest: guards.staff(),
      schema: {
        tags: ['staff'],
        summary: 'End this staff session at once',
        security: [{ authToken: [] }],
        response: { 200: z.object({ status: z.number(), message: z.string() }) },
      },
    },
    async (request, reply) => {
      await sessions.end(request.staff!.sessionId);
      reply.endWebSession();
      return okMessage(messages.loggedOut);
    },
  );
};

import { ZEnvelope } from '@galla/contracts/envelope';
import { ZEndSessionRequest, ZSessionSettingsRequest, ZSessionsData } from '@galla/contracts/sessions';
import { messages } from '@galla/domain/messages';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Guards } from '../../platform/auth/guards.js';
import { ok, okMessage } from '../../platform/envelope.js';
import type { SessionsService } from './service.js';

const security = [{ authToken: [] }];
const ZMessage = z.object({ status: z.number(), message: z.string() });

export const sessionsRoutes: FastifyPluginAsyncZod<{
  userSessions: SessionsService;
  guards: Guards;
}> = async (app, { userSessions, guards }) => {
  app.get(
    '/user/sessions',
    {
      onRequest: guards.registering(),
      schema: {
        tags: ['auth'],
        summary:
          "The signed-in user's active sessions (device, last used, created) and the shop's idle limit",
        description:
          'The session making the call is first, marked current. Ended and idle sessions are not listed.',
        security,
        response: { 200: ZEnvelope(ZSessionsData) },
      },
    },
    async (request) => ok(await userSessions.list(request.retailer!)),
  );

  app.post(
    '/user/endSession',
    {
      onRequest: guards.registering(),
      schema: {
        tags: ['auth'],
        summary: "End one of the signed-in user's sessions at once (another device, or this one)",
        description: '404 when the id names no live session of this user.',
        security,
        body: ZEndSessionRequest,
        response: { 200: ZMessage },
      },
    },
    async (request, reply) => {
      await userSessions.end(request.retailer!, request.body.sessionId);
      if (request.body.sessionId === request.retailer!.sessionId) reply.endWebSession();
      return okMessage(messages.sessionEnded);
    },
  );

  app.post(
    '/user/endOtherSessions',
    {
      onRequest: guards.registering(),
      schema: {
        tags: ['auth'],
        summary: 'End every session of the signed-in user except this one',
        security,
        response: { 200: ZMessage },
      },
    },
    async (request) => {
      const ended = await userSessions.endOthers(request.retailer!);
      return okMessage(messages.otherSessionsEnded(ended));
    },
  );

  app.post(
    '/user/sessionSettings',
    {
      onRequest: guards.owner(),
      schema: {
        tags: ['auth'],
        summary: 'The owner sets how many days a session of the shop may go unused before it ends',
        description: 'Applies at once to the live sessions of the owner and every sub-user.',
        security,
        body: ZSessionSettingsRequest,
        response: { 200: ZMessage },
      },
    },
    async (request) => {
      await userSessions.setIdleDays(request.retailer!, request.body.idleDays);
      return okMessage(messages.sessionSettingsSaved);
    },
  );
};

import {
  messageUsersMessages,
  ZAudience,
  ZMessageHistory,
  ZMessageHistoryQuery,
  ZMessagePreview,
  ZSendMessageRequest,
  ZSendMessageResult,
} from '@galla/contracts/console-messages';
import { ZEnvelope } from '@galla/contracts/envelope';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Guards } from '../../platform/auth/guards.js';
import { ok } from '../../platform/envelope.js';
import type { ConsoleMessages } from './service.js';

// /dashboard/messageUsers: Admin only (domain/permissions).
export const consoleMessagesRoutes: FastifyPluginAsyncZod<{
  consoleMessages: ConsoleMessages;
  guards: Guards;
}> = async (app, { consoleMessages, guards }) => {
  const secured = { tags: ['staff'], security: [{ authToken: [] }] };
  const onRequest = guards.staff('messageUsers');

  app.post(
    '/admin/messagePreview',
    {
      onRequest,
      schema: {
        ...secured,
        summary: 'How many retailers (users and shops) a message to this audience reaches',
        body: ZAudience,
        response: { 200: ZEnvelope(ZMessagePreview) },
      },
    },
    async (request) => ok(await consoleMessages.preview(request.body)),
  );

  app.post(
    '/admin/sendMessage',
    {
      onRequest,
      schema: {
        ...secured,
        summary:
          'Send a notification, and optionally an SMS and an e-mail, to the audience; the same messageId sends once',
        body: ZSendMessageRequest,
        response: { 200: ZEnvelope(ZSendMessageResult) },
      },
    },
    async (request) => {
      const result = await consoleMessages.send(request.body, request.staff!.staffId);
      return ok(result, result.alreadySent ? messageUsersMessages.alreadySent : messageUsersMessages.sent);
    },
  );

  app.get(
    '/admin/messageHistory',
    {
      onRequest,
      schema: {
        ...secured,
        summary: 'Messages sent to retailers, newest first, with how many each reached',
        querystring: ZMessageHistoryQuery,
        response: { 200: ZEnvelope(ZMessageHistory) },
      },
    },
    async (request) => ok(await consoleMessages.history(request.query)),
  );
};

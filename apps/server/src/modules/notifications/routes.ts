import { ZEnvelope } from '@galla/contracts/envelope';
import {
  ZFeedbackRequest,
  ZNotification,
  ZNotificationPage,
  ZReadNotificationRequest,
} from '@galla/contracts/notifications';
import { messages } from '@galla/domain/messages';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Guards } from '../../platform/auth/guards.js';
import { ok, okMessage } from '../../platform/envelope.js';
import type { NotificationsService } from './service.js';

const security = [{ authToken: [] }];
const tags = ['notifications'];
const ZMessage = z.object({ status: z.number(), message: z.string() });

export const notificationsRoutes: FastifyPluginAsyncZod<{
  notifications: NotificationsService;
  guards: Guards;
}> = async (app, { notifications, guards }) => {
  const onRequest = guards.retailer();

  app.post(
    '/user/getNotification',
    {
      onRequest,
      schema: {
        tags,
        summary: 'A page of the signed-in user’s notifications, newest first (10 per page)',
        security,
        body: ZNotificationPage,
        response: { 200: ZEnvelope(z.array(ZNotification)) },
      },
    },
    async (request) =>
      ok(await notifications.page(request.retailer!, request.body.page, request.body.numberOfItems)),
  );

  app.post(
    '/user/readNotification',
    {
      onRequest,
      schema: {
        tags,
        summary: 'Mark a notification read',
        security,
        body: ZReadNotificationRequest,
        response: { 200: ZMessage },
      },
    },
    async (request) => {
      await notifications.markRead(request.retailer!, request.body.notificationId);
      return okMessage('Notification read');
    },
  );

  app.post(
    '/user/feedBack',
    {
      onRequest,
      schema: {
        tags,
        summary: 'A 1–5 star rating, usually of a notification',
        security,
        body: ZFeedbackRequest,
        response: { 200: ZMessage },
      },
    },
    async (request) => {
      await notifications.feedback(request.retailer!, request.body);
      return okMessage(messages.feedbackThanks);
    },
  );
};

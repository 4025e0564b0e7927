import { ZEnvelope } from '@galla/contracts/envelope';
import { ZOnboardData, ZOnboardRequest } from '@galla/contracts/onboarding';
import { ZProfile } from '@galla/contracts/profile';
import { messages } from '@galla/domain/messages';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Guards } from '../../platform/auth/guards.js';
import { ok } from '../../platform/envelope.js';
import type { UsersService } from './service.js';

const security = [{ authToken: [] }];

export const usersRoutes: FastifyPluginAsyncZod<{ users: UsersService; guards: Guards }> = async (
  app,
  opts,
) => {
  const { users, guards } = opts;

  app.get(
    '/user/getProfile',
    {
      onRequest: guards.registering(),
      schema: {
        tags: ['users'],
        summary: "The signed-in user's profile and shop, in a one-item list",
        security,
        response: { 200: ZEnvelope(z.array(ZProfile)) },
      },
    },
    async (request) => ok([await users.profile(request.retailer!.userId)]),
  );

  app.post(
    '/user/onboard',
    {
      onRequest: guards.owner(),
      schema: {
        tags: ['users'],
        summary: 'Business name, pincode and categories; marks the shop onboarded',
        security,
        body: ZOnboardRequest,
        response: { 200: ZEnvelope(ZOnboardData) },
      },
    },
    async (request) => {
      const profile = await users.onboard(request.retailer!, request.body);
      return ok({ isOnboard: profile.isOnboard, userData: [profile] }, messages.onboarded);
    },
  );

  app.get(
    '/user/notificationCount',
    {
      onRequest: guards.retailer(),
      schema: {
        tags: ['users'],
        summary: 'Unread notifications of the signed-in user',
        security,
        response: { 200: ZEnvelope(z.object({ count: z.number().int() })) },
      },
    },
    async (request) => ok({ count: await users.notificationCount(request.retailer!.userId) }),
  );
};

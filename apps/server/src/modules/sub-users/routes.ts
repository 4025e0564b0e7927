import { ZEnvelope } from '@galla/contracts/envelope';
import {
  ZAddSubUserRequest,
  ZDeleteSubUserRequest,
  ZEditSubUserRequest,
  ZSubUser,
} from '@galla/contracts/sub-users';
import { messages } from '@galla/domain/messages';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Guards } from '../../platform/auth/guards.js';
import { ok, okMessage } from '../../platform/envelope.js';
import type { SubUsersService } from './service.js';

const security = [{ authToken: [] }];
const ZMessage = z.object({ status: z.number(), message: z.string() });

// The OTP for these calls is sent by user/sendOtp with type ADDSUBRETAILER or EDITSUBRETAILER.
export const subUsersRoutes: FastifyPluginAsyncZod<{ subUsers: SubUsersService; guards: Guards }> = async (
  app,
  { subUsers, guards },
) => {
  const onRequest = guards.owner('addSubUser');
  const tags = ['sub-users'];

  app.get(
    '/user/getSubRetailer',
    {
      onRequest,
      schema: {
        tags,
        summary: "The shop's sub-users",
        security,
        response: { 200: ZEnvelope(z.array(ZSubUser)) },
      },
    },
    async (request) => ok(await subUsers.list(request.retailer!)),
  );

  app.post(
    '/user/addSubRetailer',
    {
      onRequest,
      schema: {
        tags,
        summary: 'Add a sub-user whose number was verified by OTP',
        security,
        body: ZAddSubUserRequest,
        response: { 200: ZMessage },
      },
    },
    async (request) => {
      await subUsers.add(request.retailer!, request.body);
      return okMessage(messages.subUserAdded);
    },
  );

  app.post(
    '/user/editSubRetailer',
    {
      onRequest,
      schema: {
        tags,
        summary: 'Change a sub-user’s name and number (OTP to the number)',
        security,
        body: ZEditSubUserRequest,
        response: { 200: ZMessage },
      },
    },
    async (request) => {
      await subUsers.edit(request.retailer!, request.body);
      return okMessage(messages.subUserUpdated);
    },
  );

  app.post(
    '/user/deleteSubRetailer',
    {
      onRequest,
      schema: {
        tags,
        summary: 'Remove a sub-user; their sessions end at once',
        security,
        body: ZDeleteSubUserRequest,
        response: { 200: ZMessage },
      },
    },
    async (request) => {
      await subUsers.remove(request.retailer!, request.body.userId);
      return okMessage(messages.subUserDeleted);
    },
  );
};

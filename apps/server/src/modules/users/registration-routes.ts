import { ZLoginData } from '@galla/contracts/auth';
import { ZEnvelope } from '@galla/contracts/envelope';
import { ZRegisterRequest, ZValidateUserNameRequest } from '@galla/contracts/registration';
import { messages } from '@galla/domain/messages';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ok, okMessage } from '../../platform/envelope.js';
import type { RegistrationService } from './registration-service.js';

export const registrationRoutes: FastifyPluginAsyncZod<{ registration: RegistrationService }> = async (
  app,
  { registration },
) => {
  app.post(
    '/user/validateUserName',
    {
      schema: {
        tags: ['registration'],
        summary: 'Sign-up step 1: is the user name (and e-mail, mobile number) still free?',
        body: ZValidateUserNameRequest,
        response: { 200: z.object({ status: z.number(), message: z.string() }) },
      },
    },
    async (request) => {
      await registration.validate(request.body);
      return okMessage('User name is available');
    },
  );

  app.post(
    '/user/register',
    {
      schema: {
        tags: ['registration'],
        summary:
          'Create the shop and its owner from the three sign-up steps; returns a session (isRegister 1)',
        description:
          'registerType Social takes loginType Google or Facebook and the provider token in socialToken instead of a password.',
        body: ZRegisterRequest,
        response: { 200: ZEnvelope(ZLoginData) },
      },
    },
    async (request) => {
      const client = request.headers['x-client'];
      const data = await registration.register(request.body, {
        client: typeof client === 'string' ? client : undefined,
        ip: request.ip,
      });
      return ok(data, messages.registered);
    },
  );
};

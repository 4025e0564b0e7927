import { ZEnvelope } from '@galla/contracts/envelope';
import {
  ZChangePasswordRequest,
  ZForgotPasswordRequest,
  ZResetPasswordRequest,
  ZVerifyForgotOtpRequest,
} from '@galla/contracts/passwords';
import { messages } from '@galla/domain/messages';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Guards } from '../../platform/auth/guards.js';
import { bodyOnly, ok, okMessage } from '../../platform/envelope.js';
import type { PasswordService } from './password-service.js';

const ZMessage = z.object({ status: z.number(), message: z.string() });
const ZNotRegistered = z.object({ status: z.literal(300), message: z.string() });

export const passwordRoutes: FastifyPluginAsyncZod<{ passwords: PasswordService; guards: Guards }> = async (
  app,
  { passwords, guards },
) => {
  app.post(
    '/user/changePassword',
    {
      onRequest: guards.retailer('changePassword'),
      schema: {
        tags: ['auth'],
        summary: 'Change the password; every session of the user ends',
        security: [{ authToken: [] }],
        body: ZChangePasswordRequest,
        response: { 200: ZMessage },
      },
    },
    async (request) => {
      await passwords.change(
        request.retailer!.userId,
        request.body.currentPassword,
        request.body.newPassword,
      );
      return okMessage(messages.passwordChanged);
    },
  );

  app.post(
    '/user/forgotPassword',
    {
      schema: {
        tags: ['auth'],
        summary:
          'Forgot password, step 1: send an OTP to the phone of the account with this e-mail, user name or number',
        body: ZForgotPasswordRequest,
        response: { 200: z.union([ZEnvelope(z.object({ contactNumber: z.string() })), ZNotRegistered]) },
      },
    },
    async (request) => {
      const sent = await passwords.start(request.body.keyword, request.ip);
      if (!sent) return bodyOnly(300, messages.notRegistered);
      return ok(sent, messages.forgotOtpSent);
    },
  );

  app.post(
    '/user/verifyForgetPasswordOtp',
    {
      schema: {
        tags: ['auth'],
        summary: 'Forgot password, step 2: the OTP returns a reset token (data) valid 15 minutes',
        body: ZVerifyForgotOtpRequest,
        response: { 200: z.union([ZEnvelope(z.string()), ZNotRegistered]) },
      },
    },
    async (request) => {
      const token = await passwords.verify(request.body.keyword, request.body.otp);
      if (!token) return bodyOnly(300, messages.notRegistered);
      return ok(token, 'OTP verified');
    },
  );

  app.post(
    '/user/resetPassword',
    {
      schema: {
        tags: ['auth'],
        summary: 'Forgot password, step 3: set a new password with the reset token; every session ends',
        body: ZResetPasswordRequest,
        response: { 200: ZMessage },
      },
    },
    async (request) => {
      await passwords.reset(request.body.token, request.body.newPassword);
      return okMessage(messages.passwordChanged);
    },
  );
};

import {
  ZLoginData,
  ZLoginRequest,
  ZOtpVerificationRequest,
  ZResendOtpQuery,
  ZSendOtpData,
  ZSendOtpRequest,
} from '@galla/contracts/auth';
import { ZEnvelope } from '@galla/contracts/envelope';
import { messages } from '@galla/domain/messages';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Guards } from '../../platform/auth/guards.js';
import type { Sessions } from '../../platform/auth/sessions.js';
import { AppError, bodyOnly, ok, okMessage } from '../../platform/envelope.js';
import type { SubUsersService } from '../sub-users/service.js';
import type { UsersService } from '../users/service.js';
import type { LoginService } from './login-service.js';
import type { OtpService } from './otp-service.js';

type Deps = {
  login: LoginService;
  otp: OtpService;
  users: UsersService;
  subUsers: SubUsersService;
  sessions: Sessions;
  guards: Guards;
};

const security = [{ authToken: [] }];
const ZNotRegistered = z.object({
  status: z.literal(300),
  message: z.string(),
  data: z
    .object({
      loginType: z.string(),
      socialId: z.string(),
      email: z.string().optional(),
      name: z.string().optional(),
    })
    .optional(),
});
const ZMessage = z.object({ status: z.number(), message: z.string() });

export const authRoutes: FastifyPluginAsyncZod<Deps> = async (app, deps) => {
  const { login, otp, users, subUsers, sessions, guards } = deps;
  const meta = (request: { headers: Record<string, unknown>; ip: string }) => ({
    client: typeof request.headers['x-client'] === 'string' ? request.headers['x-client'] : undefined,
    ip: request.ip,
  });

  app.post(
    '/user/login',
    {
      schema: {
        tags: ['auth'],
        summary:
          'Log in: e-mail or username + password; mobile number + OTP; or Google / Facebook (socialToken)',
        description: "An identity that is not registered answers status 300 'Not Register' (over HTTP 200).",
        body: ZLoginRequest,
        response: { 200: z.union([ZEnvelope(ZLoginData), ZNotRegistered]) },
      },
    },
    async (request) => {
      const body = request.body;
      const outcome =
        body.loginType !== 'Custom'
          ? await login.withSocial(body.loginType, body.socialToken!, meta(request))
          : body.contactNumber !== undefined
            ? await login.withOtp(body.contactNumber, body.otp!, meta(request))
            : await login.withPassword(body.email!, body.password!, meta(request));
      if (outcome.kind === 'ok') return ok(outcome.data, messages.loginSuccess);
      // A new Google or Facebook user goes to sign-up with what the provider told us filled in.
      const identity = outcome.identity;
      return identity
        ? {
            ...bodyOnly(300, messages.notRegistered),
            data: {
              loginType: identity.provider,
              socialId: identity.socialId,
              email: identity.email,
              name: identity.name,
            },
          }
        : bodyOnly(300, messages.notRegistered);
    },
  );

  app.post(
    '/user/sendOtp',
    {
      schema: {
        tags: ['auth'],
        summary: 'Send a one-time password by SMS',
        description:
          'LOGIN: phone login (no session; 300 for an unknown number). REGISTRATIONOTP: to the signed-in user during sign-up. ADDSUBRETAILER / EDITSUBRETAILER: to a sub-user number, by the owner.',
        body: ZSendOtpRequest,
        response: { 200: z.union([ZEnvelope(ZSendOtpData), ZNotRegistered]) },
      },
    },
    async (request) => {
      const { contactNumber, type, userId } = request.body;
      switch (type) {
        case 'LOGIN': {
          const sent = await login.sendLoginOtp(contactNumber!, request.ip);
          return sent ? ok(sent, messages.otpSent) : bodyOnly(300, messages.notRegistered);
        }
        case 'REGISTRATIONOTP': {
          await guards.registering()(request);
          const profile = await users.profile(request.retailer!.userId);
          const sent = await otp.send({
            contactNumber: profile.contactNumber,
            purpose: 'REGISTRATIONOTP',
            userId: profile.userId,
            ip: request.ip,
          });
          return ok(sent, messages.otpSent);
        }
        case 'ADDSUBRETAILER':
        case 'EDITSUBRETAILER': {
          await guards.owner('addSubUser')(request);
          const sent = await subUsers.sendOtp(request.retailer!, type, contactNumber!, request.ip, userId);
          return ok(sent, messages.otpSent);
        }
        case 'FORGOTPASSWORD':
          throw new AppError(400, 'Use user/forgotPassword to reset a password');
      }
    },
  );

  // GET user/resendOtp/ resends a login OTP (query contactNumber); GET user/resendOtp/REGISTRATIONOTP
  // sends the signed-in user's registration OTP to their own number.
  app.get(
    '/user/resendOtp',
    {
      schema: {
        tags: ['auth'],
        summary: 'Resend the login OTP to contactNumber',
        querystring: ZResendOtpQuery,
        response: { 200: z.union([ZEnvelope(ZSendOtpData), ZNotRegistered]) },
      },
    },
    async (request) => {
      const contactNumber = request.query.contactNumber;
      if (!contactNumber) throw new AppError(400, messages.mobileInvalid);
      const sent = await login.sendLoginOtp(contactNumber, request.ip);
      if (!sent) return bodyOnly(300, messages.notRegistered);
      return ok(sent, messages.otpResent);
    },
  );

  app.get(
    '/user/resendOtp/:type',
    {
      onRequest: guards.registering(),
      schema: {
        tags: ['auth'],
        summary: 'Send the registration OTP (REGISTRATIONOTP) to the signed-in user',
        security,
        params: z.object({ type: z.literal('REGISTRATIONOTP', { error: 'Unknown OTP type' }) }),
        response: { 200: ZEnvelope(ZSendOtpData) },
      },
    },
    async (request) => {
      const profile = await users.profile(request.retailer!.userId);
      const sent = await otp.send({
        contactNumber: profile.contactNumber,
        purpose: 'REGISTRATIONOTP',
        userId: profile.userId,
        ip: request.ip,
      });
      return ok(sent, messages.otpResent);
    },
  );

  app.post(
    '/user/otpVerification',
    {
      onRequest: guards.registering(),
      schema: {
        tags: ['auth'],
        summary: "Verify the registration OTP sent to the signed-in user's number; completes sign-up",
        security,
        body: ZOtpVerificationRequest,
        response: { 200: ZMessage },
      },
    },
    async (request) => {
      const profile = await users.profile(request.retailer!.userId);
      await otp.verify({
        contactNumber: profile.contactNumber,
        purpose: 'REGISTRATIONOTP',
        code: request.body.otp,
      });
      await users.completeRegistration(profile.userId);
      return okMessage('OTP verified');
    },
  );

  app.post(
    '/user/logout',
    {
      onRequest: guards.registering(),
      schema: { tags: ['auth'], summary: 'End this session at once', security, response: { 200: ZMessage } },
    },
    async (request, reply) => {
      await sessions.end(request.retailer!.sessionId);
      reply.endWebSession();
      return okMessage(messages.loggedOut);
    },
  );
};

import { ZStaffLoginData, ZStaffLoginRequest, ZStaffProfile } from '@galla/contracts/auth';
import { ZEnvelope } from '@galla/contracts/envelope';
import { ZChangePasswordRequest } from '@galla/contracts/passwords';
import {
  ZAuditPage,
  ZAuditQuery,
  ZTotpConfirmRequest,
  ZTotpEnrolment,
  ZTotpRecoveryCodes,
} from '@galla/contracts/staff-console';
import { messages } from '@galla/domain/messages';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Guards } from '../../platform/auth/guards.js';
import type { Sessions } from '../../platform/auth/sessions.js';
import { ok, okMessage } from '../../platform/envelope.js';
import type { AuditLog } from './audit-log.js';
import type { StaffService } from './service.js';
import type { Totp } from './totp.js';

const ZMessage = z.object({ status: z.number(), message: z.string() });
const secured = { tags: ['staff'], security: [{ authToken: [] }] };

export const staffRoutes: FastifyPluginAsyncZod<{
  staff: StaffService;
  totp: Totp;
  auditLog: AuditLog;
  sessions: Sessions;
  guards: Guards;
}> = async (app, { staff, totp, auditLog, sessions, guards }) => {
  app.post(
    '/admin/login',
    {
      schema: {
        tags: ['staff'],
        summary: 'Staff console login; an account with an authenticator app answers totpRequired first',
        body: ZStaffLoginRequest,
        response: { 200: ZEnvelope(ZStaffLoginData) },
      },
    },
    async (request) => {
      const client = request.headers['x-client'];
      const data = await staff.login(request.body, {
        client: typeof client === 'string' ? client : undefined,
        ip: request.ip,
      });
      return 'totpRequired' in data ? ok(data, messages.totpFormat) : ok(data, messages.loginSuccess);
    },
  );

  app.post(
    '/admin/logout',
    {
      onRequest: guards.staff(),
      schema: { ...secured, summary: 'End this staff session at once', response: { 200: ZMessage } },
    },
    async (request, reply) => {
      await sessions.end(request.staff!.sessionId);
      reply.endWebSession();
      return okMessage(messages.loggedOut);
    },
  );

  app.get(
    '/admin/getProfile',
    {
      onRequest: guards.staff('dashboard'),
      schema: {
        ...secured,
        summary: 'The signed-in staff member, with the sections their role opens',
        response: { 200: ZEnvelope(ZStaffProfile) },
      },
    },
    async (request) => ok(await staff.profile(request.staff!.staffId)),
  );

  app.post(
    '/admin/changePassword',
    {
      onRequest: guards.staff('changePassword'),
      schema: {
        ...secured,
        summary: 'Change the staff member’s password; every session of theirs ends',
        body: ZChangePasswordRequest,
        response: { 200: ZMessage },
      },
    },
    async (request, reply) => {
      await staff.changePassword(
        request.staff!.staffId,
        request.body.currentPassword,
        request.body.newPassword,
      );
      reply.endWebSession();
      return okMessage(messages.passwordChanged);
    },
  );

  app.post(
    '/admin/totp/start',
    {
      onRequest: guards.staff('changePassword'),
      schema: {
        ...secured,
        summary: 'A new authenticator secret (QR code and text), in force once confirmed',
        response: { 200: ZEnvelope(ZTotpEnrolment) },
      },
    },
    async (request) => ok(await totp.start(request.staff!.staffId)),
  );

  app.post(
    '/admin/totp/confirm',
    {
      onRequest: guards.staff('changePassword'),
      schema: {
        ...secured,
        summary: 'A code from the app turns two-step sign-in on; answers the recovery codes once',
        body: ZTotpConfirmRequest,
        response: { 200: ZEnvelope(ZTotpRecoveryCodes) },
      },
    },
    async (request) =>
      ok(await totp.confirm(request.staff!.staffId, request.body.totp), messages.totpStarted),
  );

  app.get(
    '/admin/auditLog',
    {
      // Admin only: the add-admin section is the Admin's alone (domain/permissions).
      onRequest: guards.staff('addAdmin'),
      schema: {
        ...secured,
        summary: 'Every console change: who, when, before and after; newest first, paged',
        querystring: ZAuditQuery,
        response: { 200: ZEnvelope(ZAuditPage) },
      },
    },
    async (request) => ok(await auditLog.page(request.query)),
  );
};

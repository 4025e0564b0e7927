import { ZEnvelope } from '@galla/contracts/envelope';
import {
  staffUserMessages,
  ZAddStaffRequest,
  ZResetStaffPasswordRequest,
  ZResetStaffTotpRequest,
  ZStaffList,
  ZStaffListQuery,
  ZUpdateStaffRequest,
} from '@galla/contracts/staff-console';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Guards } from '../../platform/auth/guards.js';
import { ok, okMessage } from '../../platform/envelope.js';
import type { StaffUsers } from './staff-users.js';

const ZMessage = z.object({ status: z.number(), message: z.string() });

// /dashboard/addAdmin: Admin only (domain/permissions).
export const staffUsersRoutes: FastifyPluginAsyncZod<{ staffUsers: StaffUsers; guards: Guards }> = async (
  app,
  { staffUsers, guards },
) => {
  const secured = { tags: ['staff'], security: [{ authToken: [] }] };
  const onRequest = guards.staff('addAdmin');

  app.get(
    '/admin/staffList',
    {
      onRequest,
      schema: {
        ...secured,
        summary: 'Staff accounts: search, role and status filters, sorting, 20 to 100 rows a page',
        querystring: ZStaffListQuery,
        response: { 200: ZEnvelope(ZStaffList) },
      },
    },
    async (request) => ok(await staffUsers.list(request.query)),
  );

  app.post(
    '/admin/addStaff',
    {
      onRequest,
      schema: {
        ...secured,
        summary: 'Add a staff account with a role and a first password',
        body: ZAddStaffRequest,
        response: { 200: ZEnvelope(z.object({ userId: z.number().int() })) },
      },
    },
    async (request) =>
      ok(await staffUsers.add(request.body, request.staff!.staffId), staffUserMessages.added),
  );

  app.post(
    '/admin/updateStaff',
    {
      onRequest,
      schema: {
        ...secured,
        summary: 'Change a staff account’s role, or disable it (its sessions end at once) or enable it',
        body: ZUpdateStaffRequest,
        response: { 200: ZMessage },
      },
    },
    async (request) => {
      await staffUsers.update(request.body, request.staff!.staffId);
      return okMessage(staffUserMessages.updated);
    },
  );

  app.post(
    '/admin/resetStaffPassword',
    {
      onRequest,
      schema: {
        ...secured,
        summary: 'Set a new password for a staff account; its sessions end',
        body: ZResetStaffPasswordRequest,
        response: { 200: ZMessage },
      },
    },
    async (request) => {
      await staffUsers.resetPassword(request.body.userId, request.body.password, request.staff!.staffId);
      return okMessage(staffUserMessages.passwordReset);
    },
  );

  app.post(
    '/admin/resetStaffTotp',
    {
      onRequest,
      schema: {
        ...secured,
        summary: 'Turn off a staff account’s two-step sign-in (lost phone); its sessions end',
        body: ZResetStaffTotpRequest,
        response: { 200: ZMessage },
      },
    },
    async (request) => {
      await staffUsers.resetTotp(request.body.userId, request.staff!.staffId);
      return okMessage(staffUserMessages.totpReset);
    },
  );
};

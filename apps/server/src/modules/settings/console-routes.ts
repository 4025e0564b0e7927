import { ZEnvelope } from '@galla/contracts/envelope';
import { settingsMessages, ZSettingsData, ZSettingsUpdate } from '@galla/contracts/staff-settings';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Guards } from '../../platform/auth/guards.js';
import { ok, okMessage } from '../../platform/envelope.js';
import type { ConsoleSettings } from './console-settings.js';

// /dashboard/configurations (labelled Settings): Admin only (domain/permissions).
export const consoleSettingsRoutes: FastifyPluginAsyncZod<{
  consoleSettings: ConsoleSettings;
  guards: Guards;
}> = async (app, { consoleSettings, guards }) => {
  const secured = { tags: ['staff'], security: [{ authToken: [] }] };

  app.get(
    '/admin/settings',
    {
      onRequest: guards.staff('configurations'),
      schema: {
        ...secured,
        summary: 'Platform settings: flags, SMS price and sizes, points rule, support number, new-shop flags',
        response: { 200: ZEnvelope(ZSettingsData) },
      },
    },
    async () => ok(await consoleSettings.read()),
  );

  app.post(
    '/admin/updateSettings',
    {
      onRequest: guards.staff('configurations'),
      schema: {
        ...secured,
        summary: 'Save the settings; each changed key is audited and takes effect at once',
        body: ZSettingsUpdate,
        response: { 200: z.object({ status: z.number(), message: z.string() }) },
      },
    },
    async (request) => {
      await consoleSettings.update(request.body, request.staff!.staffId);
      return okMessage(settingsMessages.saved);
    },
  );
};

import { ZEnvelope } from '@galla/contracts/envelope';
import { ZAppConfig } from '@galla/contracts/reference';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ok } from '../../platform/envelope.js';
import type { SettingsService } from './service.js';

export const settingsRoutes: FastifyPluginAsyncZod<{ settings: SettingsService }> = async (
  app,
  { settings },
) => {
  app.get(
    '/static/appConfig',
    {
      schema: {
        tags: ['reference'],
        summary: 'Global feature flags (retailer login, SMS), support number and environment',
        response: { 200: ZEnvelope(ZAppConfig) },
      },
    },
    async () => ok(await settings.appConfig()),
  );
};

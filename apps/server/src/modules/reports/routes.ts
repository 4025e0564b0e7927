import { ZEnvelope } from '@galla/contracts/envelope';
import { ZTodaySummary } from '@galla/contracts/reports';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Guards } from '../../platform/auth/guards.js';
import { ok } from '../../platform/envelope.js';
import type { TodaySummaryReport } from './today-summary.js';

const security = [{ authToken: [] }];

// The shop's reports that are not about stock (those are in inventory/routes.ts).
export const reportsRoutes: FastifyPluginAsyncZod<{
  todaySummary: TodaySummaryReport;
  guards: Guards;
}> = async (app, { todaySummary, guards }) => {
  app.get(
    '/reports/todaySummary',
    {
      onRequest: guards.retailer('reports'),
      schema: {
        tags: ['reports'],
        summary:
          "Today's sales and bills (completed bills dated today, India time), payments by mode, and products at 10 units or fewer",
        security,
        response: { 200: ZEnvelope(ZTodaySummary) },
      },
    },
    async (request) => ok(await todaySummary(request.retailer!.shopId)),
  );
};

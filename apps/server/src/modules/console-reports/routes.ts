import { ZConsoleReport, ZConsoleReportQuery } from '@galla/contracts/console-reports';
import { ZEnvelope } from '@galla/contracts/envelope';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Guards } from '../../platform/auth/guards.js';
import { ok } from '../../platform/envelope.js';
import type { ConsoleReports } from './figures.js';
import { consoleReportWorkbook } from './spreadsheet.js';

const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

// /dashboard/reports: Admin only (domain/permissions).
export const consoleReportsRoutes: FastifyPluginAsyncZod<{
  consoleReports: ConsoleReports;
  guards: Guards;
}> = async (app, { consoleReports, guards }) => {
  const secured = { tags: ['staff'], security: [{ authToken: [] }] };
  const onRequest = guards.staff('reports');

  app.get(
    '/admin/reports',
    {
      onRequest,
      schema: {
        ...secured,
        summary:
          'Platform figures for a range of IST days (at most 12 months): sign-ups per day, active shops, bills and sales by state and super category, SMS sold and sent, points issued and redeemed',
        querystring: ZConsoleReportQuery,
        response: { 200: ZEnvelope(ZConsoleReport) },
      },
    },
    async (request) => ok(await consoleReports.figures(request.query.fromDate, request.query.toDate)),
  );

  app.get(
    '/admin/reportsSpreadsheet',
    {
      onRequest,
      schema: {
        ...secured,
        summary: 'The same figures as an .xlsx spreadsheet, one sheet per table',
        querystring: ZConsoleReportQuery,
      },
    },
    async (request, reply) => {
      const report = await consoleReports.figures(request.query.fromDate, request.query.toDate);
      const file = await consoleReportWorkbook(report);
      return reply
        .type(XLSX)
        .header('content-disposition', `attachment; filename="${file.fileName}"`)
        .send(file.bytes);
    },
  );
};

import type { ConsoleExportName } from '@galla/contracts/console-download';
import { istDate } from '@galla/domain/financial-year';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Guards } from '../../platform/auth/guards.js';
import type { Clock } from '../../platform/clock.js';
import type { ExportSource } from './export-source.js';
import { streamExport } from './export-writer.js';

const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

// /dashboard/download: Admin only (domain/permissions). One GET per export.
export const consoleDownloadRoutes: FastifyPluginAsyncZod<{
  exports: Record<ConsoleExportName, ExportSource>;
  clock: Clock;
  guards: Guards;
}> = async (app, { exports, clock, guards }) => {
  for (const [name, source] of Object.entries(exports)) {
    app.get(
      `/admin/download/${name}`,
      {
        onRequest: guards.staff('download'),
        schema: {
          tags: ['staff'],
          security: [{ authToken: [] }],
          summary: `${source.summary}, as an .xlsx spreadsheet (streamed)`,
        },
      },
      async (_request, reply) => {
        const fileName = `galla-${source.fileStem}-${istDate(clock.now())}.xlsx`;
        return reply
          .type(XLSX)
          .header('content-disposition', `attachment; filename="${fileName}"`)
          .send(streamExport(source));
      },
    );
  }
};

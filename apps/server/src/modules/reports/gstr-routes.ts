import { ZEnvelope } from '@galla/contracts/envelope';
import { ZGstrMonth } from '@galla/contracts/gstr1';
import { ZGstrMonthRequest } from '@galla/contracts/ledger';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Guards } from '../../platform/auth/guards.js';
import { ok } from '../../platform/envelope.js';
import type { GstrReports } from './gstr.js';

const security = [{ authToken: [] }];
const tags = ['reports'];
const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

// GSTR-1 / GSTR-3B for a month (beyond the spec): the return's JSON and figures, and two spreadsheets.
export const gstrRoutes: FastifyPluginAsyncZod<{ gstr: GstrReports; guards: Guards }> = async (
  app,
  { gstr, guards },
) => {
  const onRequest = guards.retailer('reports');

  app.post(
    '/reports/gstrMonth',
    {
      onRequest,
      schema: {
        tags,
        summary:
          "A month's GSTR-1 as the JSON the GST portal's offline tool imports (b2b, b2cl, b2cs, hsn B2B/B2C, doc_issue), and GSTR-3B's outward supply figures, from completed bills",
        security,
        body: ZGstrMonthRequest,
        response: { 200: ZEnvelope(ZGstrMonth) },
      },
    },
    async (request) => ok(await gstr.month(request.retailer!.shopId, request.body.month)),
  );

  for (const [path, what, build] of [
    [
      '/reports/gstrHsnSummary',
      "The month's HSN summary (GSTR-1 table 12, B2B and B2C sheets)",
      gstr.hsnSummary,
    ],
    [
      '/reports/gstrSalesRegister',
      "The month's sales register: one row per completed bill",
      gstr.salesRegister,
    ],
  ] as const) {
    app.get(
      path,
      {
        onRequest,
        schema: {
          tags,
          summary: `${what}, as an .xlsx spreadsheet`,
          security,
          querystring: ZGstrMonthRequest,
        },
      },
      async (request, reply) => {
        const file = await build(request.retailer!.shopId, request.query.month);
        return reply
          .type(XLSX)
          .header('content-disposition', `attachment; filename="${file.fileName}"`)
          .send(file.bytes);
      },
    );
  }
};

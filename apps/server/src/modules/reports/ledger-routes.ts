import { ZEnvelope } from '@galla/contracts/envelope';
import { ZReportRange, ZSaleAnalysis, ZSaleAnalysisRequest } from '@galla/contracts/ledger';
import { reportMessages } from '@galla/domain/report-range';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Guards } from '../../platform/auth/guards.js';
import { bodyOnly, ok, okMessage } from '../../platform/envelope.js';
import type { SalesAnalysis } from './sales-analysis.js';
import type { SalesReport } from './sales-report.js';

const security = [{ authToken: [] }];
const tags = ['reports'];
const ZNoSales = z.object({ status: z.literal(204), message: z.string() });

// shop-operations §7 `ledger/*`: the sales analysis chart and the sales report by e-mail.
export const ledgerRoutes: FastifyPluginAsyncZod<{
  analysis: SalesAnalysis;
  salesReport: SalesReport;
  guards: Guards;
}> = async (app, { analysis, salesReport, guards }) => {
  const onRequest = guards.retailer('reports');

  app.post(
    '/ledger/saleAnalysisDetails',
    {
      onRequest,
      schema: {
        tags,
        summary:
          'Per month of the range (at most 12), units that came into stock and units sold on completed bills, for the chosen super category / category / brand / product',
        security,
        body: ZSaleAnalysisRequest,
        response: { 200: z.union([ZEnvelope(ZSaleAnalysis), ZNoSales]) },
      },
    },
    async (request) => {
      const report = await analysis.report(request.retailer!.shopId, request.body);
      return report ? ok(report) : bodyOnly(204, reportMessages.noSalesData);
    },
  );

  app.post(
    '/ledger/sendSalesReport',
    {
      onRequest,
      schema: {
        tags,
        summary:
          "Mail the range's sales register (spreadsheet and PDF) to the shop owner's registered e-mail",
        security,
        body: ZReportRange,
        response: { 200: z.union([z.object({ status: z.literal(200), message: z.string() }), ZNoSales]) },
      },
    },
    async (request) =>
      (await salesReport.send(request.retailer!.shopId, request.body))
        ? okMessage(reportMessages.mailSent)
        : bodyOnly(204, reportMessages.noSalesData),
  );
};

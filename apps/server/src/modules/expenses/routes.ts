import { ZEnvelope } from '@galla/contracts/envelope';
import {
  expenseMessages,
  ZAddExpense,
  ZAddExpenseCategory,
  ZCategoryExpenseList,
  ZCategoryExpenseListRequest,
  ZDateRange,
  ZDeleteExpense,
  ZEditExpense,
  ZExpenseList,
  ZExpenseListRequest,
  ZProfitLossReport,
} from '@galla/contracts/expenses';
import { reportMessages } from '@galla/domain/report-range';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Guards } from '../../platform/auth/guards.js';
import type { Clock } from '../../platform/clock.js';
import { ok, okMessage } from '../../platform/envelope.js';
import { type ProfitAndLossService, profitLossAnswer } from './profit-loss.js';
import { resolveRange } from './range.js';
import type { ExpenseMails } from './report-mails.js';
import type { ExpensesService } from './service.js';

const security = [{ authToken: [] }];
const tags = ['expenses'];
const ZMessage = z.object({ status: z.number().int(), message: z.string() });

export const expensesRoutes: FastifyPluginAsyncZod<{
  expenses: ExpensesService;
  profitAndLoss: ProfitAndLossService;
  mails: ExpenseMails;
  clock: Clock;
  guards: Guards;
}> = async (app, { expenses, profitAndLoss, mails, clock, guards }) => {
  const onRequest = guards.retailer('expenses');
  const actor = (r: { retailer?: { shopId: number; userId: number } }) => ({
    shopId: r.retailer!.shopId,
    userId: r.retailer!.userId,
  });

  app.post(
    '/expenses/addExpenseCategory',
    {
      onRequest,
      schema: {
        tags,
        summary: 'Add an expense type (name and an optional image of at most 1 MB)',
        security,
        body: ZAddExpenseCategory,
        response: {
          200: ZEnvelope(
            z.object({ expenseCategoryId: z.number().int(), categoryImage: z.string().nullable() }),
          ),
        },
      },
    },
    async (request) =>
      ok(await expenses.addCategory(request.retailer!.shopId, request.body), expenseMessages.categoryAdded),
  );

  app.post(
    '/expenses/getCategoryExpenseList',
    {
      onRequest,
      schema: {
        tags,
        summary: "The expense types with each one's total in the range, 20 a page, and the range's total",
        security,
        body: ZCategoryExpenseListRequest,
        response: { 200: ZEnvelope(ZCategoryExpenseList) },
      },
    },
    async (request) =>
      ok(
        await expenses.categoryList(
          request.retailer!.shopId,
          resolveRange(clock, request.body),
          request.body,
        ),
      ),
  );

  app.post(
    '/expenses/getExpenseList',
    {
      onRequest,
      schema: {
        tags,
        summary: "An expense type's expenses in the range (a recurring one with its occurrences)",
        security,
        body: ZExpenseListRequest,
        response: { 200: ZEnvelope(ZExpenseList) },
      },
    },
    async (request) =>
      ok(
        await expenses.expenseList(
          request.retailer!.shopId,
          request.body.expenseCategoryId,
          resolveRange(clock, request.body),
        ),
      ),
  );

  app.post(
    '/expenses/addExpense',
    {
      onRequest,
      schema: {
        tags,
        summary: 'Record an expense (one-off, or monthly from fromDate to an optional toDate)',
        security,
        body: ZAddExpense,
        response: { 200: ZEnvelope(z.object({ expenseRetailerId: z.number().int() })) },
      },
    },
    async (request) => ok(await expenses.add(actor(request), request.body), expenseMessages.expenseAdded),
  );

  app.post(
    '/expenses/editExpense',
    {
      onRequest,
      schema: {
        tags,
        summary: 'Change an expense',
        security,
        body: ZEditExpense,
        response: { 200: ZEnvelope(z.object({ expenseRetailerId: z.number().int() })) },
      },
    },
    async (request) => ok(await expenses.edit(actor(request), request.body), expenseMessages.expenseUpdated),
  );

  app.post(
    '/expenses/deleteExpense',
    {
      onRequest,
      schema: {
        tags,
        summary: 'Delete an expense (the audit log keeps it)',
        security,
        body: ZDeleteExpense,
        response: { 200: ZMessage },
      },
    },
    async (request) => {
      await expenses.remove(actor(request), request.body.expenseRetailerId);
      return okMessage(expenseMessages.expenseDeleted);
    },
  );

  app.post(
    '/expenses/getProfitnLossReport',
    {
      onRequest: guards.retailer('reports'),
      schema: {
        tags,
        summary: 'Profit and loss for the range: income and expenses per month, and the summary figures',
        security,
        body: ZDateRange,
        response: { 200: ZEnvelope(ZProfitLossReport) },
      },
    },
    async (request) => {
      const range = resolveRange(clock, request.body);
      return ok(
        profitLossAnswer(await profitAndLoss.forRange(request.retailer!.shopId, range.from, range.to)),
      );
    },
  );

  // The mails work out their figures again from the shop's rows: only the dates of the request count
  // (the spec's P&L mail also sends the figures it showed; they are ignored, never trusted).
  app.post(
    '/expenses/sendExpenseReport',
    {
      onRequest,
      schema: {
        tags,
        summary: "Mail the range's expenses (spreadsheet and PDF) to the shop owner's registered e-mail",
        security,
        body: ZDateRange,
        response: { 200: ZMessage },
      },
    },
    async (request) => {
      await mails.sendExpenseReport(request.retailer!.shopId, resolveRange(clock, request.body));
      return okMessage(reportMessages.mailSent);
    },
  );

  app.post(
    '/expenses/sendProfitnLossReport',
    {
      onRequest: guards.retailer('reports'),
      schema: {
        tags,
        summary:
          "Mail the range's profit and loss (spreadsheet and PDF) to the shop owner's registered e-mail",
        security,
        body: ZDateRange,
        response: { 200: ZMessage },
      },
    },
    async (request) => {
      await mails.sendProfitAndLoss(request.retailer!.shopId, resolveRange(clock, request.body));
      return okMessage(reportMessages.mailSent);
    },
  );
};

import {
  ZCreditDetails,
  ZCreditRef,
  ZCreditSummary,
  ZCustomerDues,
  ZCustomerDuesRequest,
  ZEmiRef,
  ZPostPaymentRequest,
  ZReminderAnswer,
  ZReminderSetting,
  ZSearchCreditsRequest,
  ZTotalDues,
} from '@galla/contracts/creditbook';
import { ZEnvelope } from '@galla/contracts/envelope';
import { creditMessages } from '@galla/domain/credit';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Guards } from '../../platform/auth/guards.js';
import { AppError, ok } from '../../platform/envelope.js';
import type { CreditBookService } from './service.js';

const security = [{ authToken: [] }];
const tags = ['creditbook'];

export const creditBookRoutes: FastifyPluginAsyncZod<{
  creditBook: CreditBookService;
  guards: Guards;
}> = async (app, { creditBook, guards }) => {
  const onRequest = guards.retailer('creditBook');

  app.post(
    '/creditbook/searchCredits',
    {
      onRequest,
      schema: {
        tags,
        summary: "The shop's open credits, newest first; keyword = customer name, mobile or bill number",
        security,
        body: ZSearchCreditsRequest,
        response: { 200: ZEnvelope(z.array(ZCreditSummary)) },
      },
    },
    async (request) => ok(await creditBook.search(request.retailer!.shopId, request.body)),
  );

  app.post(
    '/creditbook/getCreditDetails',
    {
      onRequest,
      schema: {
        tags,
        summary: 'A credit with its customer, bill, amounts received and due, and its EMI table',
        security,
        body: ZCreditRef,
        response: { 200: ZEnvelope(ZCreditDetails) },
      },
    },
    async (request) => ok(await creditBook.details(request.retailer!.shopId, request.body.creditId)),
  );

  app.post(
    '/creditbook/postPayment',
    {
      onRequest,
      schema: {
        tags,
        summary:
          'Records an amount received against an EMI: a part payment stays on the row, an excess pays the next unpaid EMIs',
        security,
        body: ZPostPaymentRequest,
        response: { 200: ZEnvelope(ZCreditDetails) },
      },
    },
    async (request) =>
      ok(await creditBook.postPayment(request.retailer!, request.body), creditMessages.paymentRecorded),
  );

  app.post(
    '/creditbook/creditSendSms',
    {
      onRequest,
      schema: {
        tags,
        summary: "Sends an unpaid EMI's reminder to the customer by SMS; answers a WhatsApp link too",
        security,
        body: ZEmiRef,
        response: { 200: ZEnvelope(ZReminderAnswer) },
      },
    },
    async (request) =>
      ok(await creditBook.sendReminder(request.retailer!.shopId, request.body), creditMessages.reminderSent),
  );

  app.post(
    '/creditbook/customerDues',
    {
      onRequest,
      schema: {
        tags,
        summary: "A customer's khata: their dues across all their open credits",
        security,
        body: ZCustomerDuesRequest,
        response: { 200: ZEnvelope(ZCustomerDues) },
      },
    },
    async (request) => {
      const dues = await creditBook.customerDues(request.retailer!.shopId, request.body.customerId);
      if (!dues) throw new AppError(404, creditMessages.creditNotFound);
      return ok(dues);
    },
  );

  app.get(
    '/creditbook/totalDues',
    {
      onRequest,
      schema: {
        tags,
        summary: "What the shop's customers owe in all, for the home page's Dues tile",
        security,
        response: { 200: ZEnvelope(ZTotalDues) },
      },
    },
    async (request) => ok(await creditBook.totalDues(request.retailer!.shopId)),
  );

  app.get(
    '/creditbook/reminderSetting',
    {
      onRequest,
      schema: {
        tags,
        summary: 'Days before each due date an EMI reminder goes out automatically (null: off, the default)',
        security,
        response: { 200: ZEnvelope(ZReminderSetting) },
      },
    },
    async (request) => ok(await creditBook.reminderSetting(request.retailer!.shopId)),
  );

  app.post(
    '/creditbook/reminderSetting',
    {
      onRequest,
      schema: {
        tags,
        summary: 'Turns automatic EMI reminders on (days before, 1–15) or off (null)',
        security,
        body: ZReminderSetting,
        response: { 200: ZEnvelope(ZReminderSetting) },
      },
    },
    async (request) =>
      ok(
        await creditBook.setReminderSetting(request.retailer!.shopId, request.body),
        creditMessages.settingSaved,
      ),
  );
};

import {
  faqMessages,
  ZConsoleFaq,
  ZConsoleFaqList,
  ZFaqInput,
  ZReorderFaqsRequest,
  ZUpdateFaqRequest,
} from '@galla/contracts/console-faq';
import { ZEnvelope } from '@galla/contracts/envelope';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Guards } from '../../platform/auth/guards.js';
import { ok, okMessage } from '../../platform/envelope.js';
import type { ConsoleFaqService } from './service.js';

const ZMessage = z.object({ status: z.number(), message: z.string() });

// /dashboard/faq: Admin and subAdmin (domain/permissions). The retailer's page reads static/getFAQ.
export const consoleFaqRoutes: FastifyPluginAsyncZod<{
  consoleFaq: ConsoleFaqService;
  guards: Guards;
}> = async (app, { consoleFaq, guards }) => {
  const secured = { tags: ['staff'], security: [{ authToken: [] }] };
  const onRequest = guards.staff('faq');

  app.get(
    '/admin/faqList',
    {
      onRequest,
      schema: {
        ...secured,
        summary: 'Every FAQ entry in the order the retailer sees them, hidden ones included',
        response: { 200: ZEnvelope(ZConsoleFaqList) },
      },
    },
    async () => ok({ rows: await consoleFaq.list() }),
  );

  app.post(
    '/admin/addFaq',
    {
      onRequest,
      schema: {
        ...secured,
        summary: 'Add a question and answer at the end of the FAQ',
        body: ZFaqInput,
        response: { 200: ZEnvelope(ZConsoleFaq) },
      },
    },
    async (request) => ok(await consoleFaq.add(request.body, request.staff!.staffId), faqMessages.added),
  );

  app.post(
    '/admin/updateFaq',
    {
      onRequest,
      schema: {
        ...secured,
        summary: 'Change an entry’s question and answer, or hide it from (or show it on) the retailer’s page',
        body: ZUpdateFaqRequest,
        response: { 200: ZMessage },
      },
    },
    async (request) => {
      await consoleFaq.update(request.body, request.staff!.staffId);
      return okMessage(faqMessages.saved);
    },
  );

  app.post(
    '/admin/reorderFaqs',
    {
      onRequest,
      schema: {
        ...secured,
        summary: 'Put the FAQ in a new order: every entry’s id, in order',
        body: ZReorderFaqsRequest,
        response: { 200: ZMessage },
      },
    },
    async (request) => {
      await consoleFaq.reorder(request.body.faqIds, request.staff!.staffId);
      return okMessage(faqMessages.reordered);
    },
  );
};

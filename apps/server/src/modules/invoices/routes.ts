import {
  invoiceStatus,
  ZInvoiceRef,
  ZPublicInvoice,
  ZShareInvoiceRequest,
  ZShareLinks,
} from '@galla/contracts/billing';
import { ZEnvelope } from '@galla/contracts/envelope';
import { messages } from '@galla/domain/messages';
import { formatInr, rupeesToPaise } from '@galla/domain/money';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Db } from '../../db/database.js';
import type { Guards } from '../../platform/auth/guards.js';
import type { Clock } from '../../platform/clock.js';
import { AppError, ok } from '../../platform/envelope.js';
import { enqueueMessage } from '../../platform/outbox.js';
import { noReferrer, pdfHeaders } from '../../platform/security-headers.js';
import { invoiceView, invoiceViewByToken } from '../billing/invoice-view.js';
import { type InvoicePdfLayout, renderInvoicePdf } from './invoice-pdf.js';

// The invoice outside the billing screen: the public PDF behind its unguessable token (the link a
// customer gets), and sharing that link by WhatsApp or e-mail.

const ZToken = z.object({ token: z.string().regex(/^[A-Za-z0-9_-]{16,64}$/) });

export const invoicesRoutes: FastifyPluginAsyncZod<{
  db: Db;
  clock: Clock;
  guards: Guards;
  publicUrl?: string;
  onEnqueued: () => void;
}> = async (app, { db, clock, guards, publicUrl, onEnqueued }) => {
  app.get(
    '/invoices/pdf/:token',
    {
      helmet: pdfHeaders,
      schema: {
        tags: ['invoices'],
        summary:
          'The invoice PDF (no login: the token is the key). layout=a4 (default) or 80mm for thermal printers',
        params: ZToken,
        querystring: z.object({
          layout: z.enum(['a4', '80mm']).default('a4'),
          download: z.coerce.boolean().default(false),
        }),
      },
    },
    async (request, reply) => {
      const view = await invoiceViewByToken(db, request.params.token);
      if (!view) throw new AppError(404, messages.invoiceLinkInvalid);
      const layout: InvoicePdfLayout = request.query.layout;
      const pdf = await renderInvoicePdf(view, layout);
      const name = `${view.invoiceNumber.replace(/[^A-Za-z0-9-]/g, '-')}${layout === '80mm' ? '-80mm' : ''}.pdf`;
      return reply
        .type('application/pdf')
        .header(
          'Content-Disposition',
          `${request.query.download ? 'attachment' : 'inline'}; filename="${name}"`,
        )
        .header('Cache-Control', 'no-cache')
        .header('X-Robots-Tag', 'noindex')
        .send(pdf);
    },
  );

  app.get(
    '/invoices/public/:token',
    {
      helmet: noReferrer,
      schema: {
        tags: ['invoices'],
        summary: 'What the public invoice page shows before the PDF (no login: the token is the key)',
        params: ZToken,
        response: { 200: ZEnvelope(ZPublicInvoice) },
      },
    },
    async (request) => {
      const view = await invoiceViewByToken(db, request.params.token);
      if (!view) throw new AppError(404, messages.invoiceLinkInvalid);
      return ok({
        invoiceNumber: view.invoiceNumber,
        tradeName: view.shop.tradeName,
        invoiceDate: view.invoiceDate,
        totalAmount: view.totals.totalAmount,
        status: view.status,
        title: view.title,
      });
    },
  );

  app.post(
    '/billing/shareInvoice',
    {
      onRequest: guards.retailer(['billing', 'searchInvoice']),
      schema: {
        tags: ['invoices'],
        summary:
          'The share link and WhatsApp message for a completed invoice; with an e-mail address, the link is sent there too',
        security: [{ authToken: [] }],
        body: ZShareInvoiceRequest.extend(ZInvoiceRef.shape),
        response: { 200: ZEnvelope(ZShareLinks) },
      },
    },
    async (request) => {
      const shopId = request.retailer!.shopId;
      const view = await invoiceView(db, shopId, { invoiceId: request.body.invoiceId });
      if (!view) throw new AppError(404, messages.invoiceNotFound);
      if (view.status !== invoiceStatus.completed) throw new AppError(400, messages.invoiceNotShareable);
      const base = publicUrl ?? `${request.protocol}://${request.host}`;
      const url = `${base}/downloadPdf/${view.invoiceToken}`;
      const total = formatInr(rupeesToPaise(view.totals.totalAmount));
      const name = view.customer.isDefault ? 'Customer' : view.customer.customerName;
      const message = `Dear ${name}, thank you for shopping at ${view.shop.tradeName}. Your ${view.title.toLowerCase()} ${view.invoiceNumber} for ${total}: ${url}`;
      const mobile = view.customer.isDefault ? null : view.customer.mobileNumber;
      const whatsapp = `https://wa.me/${mobile ? `91${mobile}` : ''}?text=${encodeURIComponent(message)}`;
      const email = request.body.email;
      if (email) {
        await db.transaction().execute((trx) =>
          enqueueMessage(trx, clock, {
            channel: 'email',
            to: email,
            subject: `${view.title} ${view.invoiceNumber} from ${view.shop.tradeName}`,
            body: `${message}\n\nOpen the link to view or download the PDF.`,
          }),
        );
        onEnqueued();
      }
      return ok({ url, whatsapp, message }, email ? messages.invoiceShared : undefined);
    },
  );
};

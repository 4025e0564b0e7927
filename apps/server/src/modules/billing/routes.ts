import {
  ZAddSerialNoRequest,
  ZBrandOffer,
  ZCustomer,
  ZEditInvoiceRequest,
  ZGetCustomerDetailsRequest,
  ZGstSlab,
  ZInvoiceFilter,
  ZInvoiceRef,
  ZInvoiceSummary,
  ZInvoiceTotal,
  ZInvoiceView,
  ZSavedInvoice,
  ZSaveInvoiceRequest,
  ZSearchInvoiceRequest,
  ZSerialInfo,
} from '@galla/contracts/billing';
import { isCustomerStep, ZAddCustomerAnswer, ZAddCustomerBody } from '@galla/contracts/billing-steps';
import { ZEnvelope, ZMessageOnly } from '@galla/contracts/envelope';
import { financialYearOf, istDate, toScreenDate } from '@galla/domain/financial-year';
import { bpsToPercent, seededGstRatesBps } from '@galla/domain/gst-rates';
import { messages } from '@galla/domain/messages';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Db } from '../../db/database.js';
import type { Guards } from '../../platform/auth/guards.js';
import type { Clock } from '../../platform/clock.js';
import { AppError, bodyOnly, ok, okMessage } from '../../platform/envelope.js';
import { IDEMPOTENCY_HEADER, idempotencyKey } from '../../platform/idempotency.js';
import type { Customers } from './customers.js';
import { createDrafts } from './draft-service.js';
import { invoiceTotal, searchInvoices } from './invoice-search.js';
import type { InvoiceService } from './invoice-service.js';
import { invoiceView } from './invoice-view.js';
import { invoiceNumber, type Numbering } from './numbering.js';

const security = [{ authToken: [] }];
const tags = ['billing'];
const ZNone = z.object({ status: z.literal(204), message: z.string() });
const ZIdempotencyHeaders = z.object({ [IDEMPOTENCY_HEADER]: z.string().max(200).optional() });

export const billingRoutes: FastifyPluginAsyncZod<{
  db: Db;
  clock: Clock;
  guards: Guards;
  customers: Customers;
  numbering: Numbering;
  invoices: InvoiceService;
  isGst: (shopId: number) => Promise<boolean>;
}> = async (app, { db, clock, guards, customers, numbering, invoices, isGst }) => {
  const billing = guards.retailer('billing');
  // The invoice itself opens from the billing screen (Show Invoice) and from the invoice list.
  const reading = guards.retailer(['billing', 'searchInvoice']);
  const drafts = createDrafts({ db, clock, customers, numbering, invoices });

  async function serialInfo(shopId: number, date: string) {
    const fy = financialYearOf(date);
    const state = await numbering.peek(shopId, fy.label);
    const prefix = await db
      .selectFrom('shops')
      .select('invoice_prefix')
      .where('id', '=', shopId)
      .executeTakeFirstOrThrow();
    return {
      serialNo: state.nextSerial,
      billNo: invoiceNumber(prefix.invoice_prefix, fy.short, state.nextSerial),
      financialYear: fy.label,
      date,
      dateFormated: toScreenDate(date),
      billNumberAvailable: '1' as const,
      canbereset: state.canReset,
    };
  }

  app.get(
    '/billing/getSerialNo',
    {
      onRequest: billing,
      schema: {
        tags,
        summary: "The next bill number of this financial year and today's date (IST)",
        security,
        response: { 200: ZEnvelope(ZSerialInfo) },
      },
    },
    async (request) => ok(await serialInfo(request.retailer!.shopId, istDate(clock.now()))),
  );

  app.post(
    '/billing/addSerialNo',
    {
      onRequest: billing,
      schema: {
        tags,
        summary:
          "Change BillId: set the financial year's starting serial before its first bill ('Bill Number not available.' after)",
        security,
        body: ZAddSerialNoRequest,
        response: { 200: ZEnvelope(ZSerialInfo) },
      },
    },
    async (request) => {
      const shopId = request.retailer!.shopId;
      const date = request.body.invoice_date ?? istDate(clock.now());
      await numbering.setStart(shopId, financialYearOf(date).label, request.body.serialNo);
      return ok(await serialInfo(shopId, date));
    },
  );

  app.post(
    '/billing/addCustomer',
    {
      onRequest: billing,
      schema: {
        tags,
        summary:
          'Add a customer, or update the one with this mobile number. With quickCheckout (step variant) the customer step: also opens a bill whose billId and invoiceId are both its id',
        security,
        body: ZAddCustomerBody,
        response: { 200: ZEnvelope(ZAddCustomerAnswer) },
      },
    },
    async (request) => {
      if (isCustomerStep(request.body)) {
        return ok(await drafts.customerStep(request.retailer!, request.body), messages.customerSaved);
      }
      const customer = await customers.save(request.retailer!.shopId, request.body);
      return ok({ insertId: customer.customerId, customer }, messages.customerSaved);
    },
  );

  app.post(
    '/billing/getCustomerDetails',
    {
      onRequest: billing,
      schema: {
        tags,
        summary:
          "A customer by 10-digit mobileNumber, customers matching searchData (3+ characters), or a bill's customer; 204 'No such contact'",
        security,
        body: ZGetCustomerDetailsRequest,
        response: { 200: z.union([ZEnvelope(z.union([ZCustomer, z.array(ZCustomer)])), ZNone]) },
      },
    },
    async (request) => {
      const shopId = request.retailer!.shopId;
      const { mobileNumber, searchData, billId, invoiceId } = request.body;
      if (billId || invoiceId) {
        const view = await invoiceView(db, shopId, { billId, invoiceId });
        const customer = view && (await customers.byId(db, shopId, view.customer.customerId));
        return customer ? ok(customer) : bodyOnly(204, messages.noSuchContact);
      }
      if (mobileNumber) {
        if (!/^[0-9]{10}$/.test(mobileNumber)) throw new AppError(400, messages.customerMobile);
        const customer = await customers.byMobile(db, shopId, mobileNumber);
        return customer ? ok(customer) : bodyOnly(204, messages.noSuchContact);
      }
      const text = (searchData ?? '').trim();
      if (text.length < 3) return bodyOnly(204, messages.noSuchContact);
      const found = await customers.search(shopId, text);
      return found.length > 0 ? ok(found) : bodyOnly(204, messages.noSuchContact);
    },
  );

  app.get(
    '/billing/getBrandOffersandGstSlabs',
    {
      onRequest: billing,
      schema: {
        tags,
        summary: "GST slabs the shop may use ('No Gst' only without a GSTIN) and brand offers",
        security,
        response: {
          200: ZEnvelope(z.object({ gstSlabs: z.array(ZGstSlab), brandOffers: z.array(ZBrandOffer) })),
        },
      },
    },
    async (request) => {
      const noGst = { gstId: 0, gstSlab: 'No Gst', value: null };
      const rates = (await isGst(request.retailer!.shopId))
        ? seededGstRatesBps.map((bps, i) => ({
            gstId: i + 1,
            gstSlab: `${bpsToPercent(bps)}%`,
            value: bpsToPercent(bps),
          }))
        : [];
      // Brand offers are managed in the staff console, which does not exist yet: none to offer.
      return ok({ gstSlabs: [noGst, ...rates], brandOffers: [] });
    },
  );

  app.post(
    '/billing/saveInvoice',
    {
      onRequest: billing,
      schema: {
        tags,
        summary:
          'Save a bill: every amount is recomputed (GST.md) and a differing client total refused; Idempotency-Key makes a retry return the first answer',
        security,
        headers: ZIdempotencyHeaders,
        body: ZSaveInvoiceRequest,
        response: { 200: ZEnvelope(ZSavedInvoice) },
      },
    },
    async (request) => {
      const retailer = request.retailer!;
      const key = idempotencyKey(retailer.shopId, request.headers[IDEMPOTENCY_HEADER], request.body);
      return ok(await invoices.save(retailer, request.body, key), messages.invoiceSaved);
    },
  );

  app.post(
    '/billing/editInvoice',
    {
      onRequest: billing,
      schema: {
        tags,
        summary:
          'Edit a completed bill: a new version with the same number; the old one is kept with status 12',
        security,
        headers: ZIdempotencyHeaders,
        body: ZEditInvoiceRequest,
        response: { 200: ZEnvelope(ZSavedInvoice) },
      },
    },
    async (request) => {
      const retailer = request.retailer!;
      const key = idempotencyKey(retailer.shopId, request.headers[IDEMPOTENCY_HEADER], {
        edit: request.body,
      });
      return ok(await invoices.edit(retailer, request.body, key), messages.invoiceEdited);
    },
  );

  for (const path of ['/billing/getInvoiceDetails', '/billing/viewInvoice'] as const) {
    app.post(
      path,
      {
        onRequest: reading,
        schema: {
          tags,
          summary: 'One invoice version (invoiceId), or the current version of a bill (billId)',
          security,
          body: ZInvoiceRef,
          response: { 200: ZEnvelope(ZInvoiceView) },
        },
      },
      async (request) => {
        const view = await invoiceView(db, request.retailer!.shopId, request.body);
        if (!view) throw new AppError(404, messages.invoiceNotFound);
        return ok(view);
      },
    );
  }

  for (const path of ['/billing/cancelInvoice', '/billing/deleteInvoice'] as const) {
    app.post(
      path,
      {
        onRequest: path === '/billing/deleteInvoice' ? guards.retailer('searchInvoice') : billing,
        schema: {
          tags,
          summary:
            'Cancel a bill (status 2): kept with its audit trail, its stock restored once. Nothing is hard-deleted',
          security,
          body: ZInvoiceRef,
          response: { 200: ZMessageOnly },
        },
      },
      async (request) => {
        const draft =
          path === '/billing/cancelInvoice' && (await drafts.cancel(request.retailer!, request.body));
        if (!draft) await invoices.cancel(request.retailer!, request.body);
        return okMessage(messages.invoiceCancelled);
      },
    );
  }

  app.post(
    '/billing/searchInvoice',
    {
      onRequest: guards.retailer('searchInvoice'),
      schema: {
        tags,
        summary:
          "The shop's bills, newest first, 20 a page; keyword matches number, name or mobile; fromDate/toDate bound the invoice date. Each says paymentStatus (paid, partPaid, due) and dueAmount",
        security,
        body: ZSearchInvoiceRequest,
        response: { 200: z.union([ZEnvelope(z.array(ZInvoiceSummary)), ZNone]) },
      },
    },
    async (request) => {
      const list = await searchInvoices(db, request.retailer!.shopId, request.body);
      return list.length > 0 ? ok(list) : bodyOnly(204, messages.noInvoices);
    },
  );

  app.post(
    '/billing/searchInvoiceTotal',
    {
      onRequest: guards.retailer('searchInvoice'),
      schema: {
        tags,
        summary:
          'What the invoice list with these filters adds up to, over every page: completed bills, their total and what is still due',
        security,
        body: ZInvoiceFilter,
        response: { 200: ZEnvelope(ZInvoiceTotal) },
      },
    },
    async (request) => ok(await invoiceTotal(db, request.retailer!.shopId, request.body)),
  );
};

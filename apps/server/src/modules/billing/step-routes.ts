import {
  ZDeleteLineRequest,
  ZDraftBill,
  ZDraftRef,
  ZEditGstTypeRequest,
  ZEditSerialNoRequest,
  ZModeOfPaymentRequest,
  ZStepLineRequest,
  ZStepPayments,
  ZStepSavedInvoice,
  ZStepSerialInfo,
} from '@galla/contracts/billing-steps';
import { ZEnvelope } from '@galla/contracts/envelope';
import { messages } from '@galla/domain/messages';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Guards } from '../../platform/auth/guards.js';
import { ok } from '../../platform/envelope.js';
import { createDrafts, type DraftDeps } from './draft-service.js';

// The billing wizard's step variant for mobile clients (shop-operations §2, §4, §7): after
// billing/addCustomer with quickCheckout opens a bill, these calls change its lines and settings and
// then take its payment. While the bill is open its billId and invoiceId are both the open bill's id
// (numbered from 1000000001, apart from invoice ids); paying it answers the invoice's own ids.

const security = [{ authToken: [] }];
const tags = ['billing'];
const OPEN_IDS = 'billId and invoiceId are both the open bill id';

export const billingStepRoutes: FastifyPluginAsyncZod<DraftDeps & { guards: Guards }> = async (
  app,
  options,
) => {
  const billing = options.guards.retailer('billing');
  const drafts = createDrafts(options);
  const lineAnswer = { 200: ZEnvelope(ZDraftBill) };

  app.post(
    '/billing/addProduct',
    {
      onRequest: billing,
      schema: {
        tags,
        summary: `Add a product (productId, or modelId meaning the same shop product id) to an open bill; answers every line figured and the summary, with inventoryLowMessage at 10 units or fewer. ${OPEN_IDS}`,
        security,
        body: ZStepLineRequest,
        response: lineAnswer,
      },
    },
    async (request) =>
      ok(await drafts.lines.add(request.retailer!.shopId, request.body), messages.billLineAdded),
  );

  app.post(
    '/billing/updatePriceQuantity',
    {
      onRequest: billing,
      schema: {
        tags,
        summary: `Replace the line of this product on an open bill with the line sent (price, quantity, GST, discount, IMEIs). ${OPEN_IDS}`,
        security,
        body: ZStepLineRequest,
        response: lineAnswer,
      },
    },
    async (request) =>
      ok(await drafts.lines.update(request.retailer!.shopId, request.body), messages.billLineUpdated),
  );

  app.post(
    '/billing/deleteProduct',
    {
      onRequest: billing,
      schema: {
        tags,
        summary: `Remove the line of this product from an open bill; answers the rest as addProduct does. ${OPEN_IDS}`,
        security,
        body: ZDeleteLineRequest,
        response: lineAnswer,
      },
    },
    async (request) =>
      ok(await drafts.lines.remove(request.retailer!.shopId, request.body), messages.billLineRemoved),
  );

  app.post(
    '/billing/editGstType',
    {
      onRequest: billing,
      schema: {
        tags,
        summary: `Set an open bill's GST type: gst 'IGST' or 'CGST and SGST', or 1 (IGST) / 0 (CGST and SGST); answers the bill refigured. ${OPEN_IDS}`,
        security,
        body: ZEditGstTypeRequest,
        response: lineAnswer,
      },
    },
    async (request) => {
      const { gstType, ...ref } = request.body;
      return ok(
        await drafts.lines.setGstType(request.retailer!.shopId, ref, gstType),
        messages.gstTypeUpdated,
      );
    },
  );

  app.post(
    '/billing/editSerialNo',
    {
      onRequest: billing,
      schema: {
        tags,
        summary: `The serial an open bill will get when paid; with serialNo, first set the year's starting serial as addSerialNo does ('Bill Number not available.' once the year has a bill). ${OPEN_IDS}`,
        security,
        body: ZEditSerialNoRequest,
        response: { 200: ZEnvelope(ZStepSerialInfo) },
      },
    },
    async (request) => {
      const { serialNo, ...ref } = request.body;
      return ok(await drafts.lines.serial(request.retailer!.shopId, ref, serialNo));
    },
  );

  app.post(
    '/billing/modeOfPayment',
    {
      onRequest: billing,
      schema: {
        tags,
        summary: `Pay an open bill and save it as an invoice (as saveInvoice: number, stock, IMEIs, credit book). Modes: Cash→cash, debit/credit→card, digitalWallet→upi, finance→finance (numberOfEmi months; totalCreditAmount on credit, the rest paid now). Paying twice answers the first invoice. ${OPEN_IDS}; the answer has the invoice's own`,
        security,
        body: ZModeOfPaymentRequest,
        response: { 200: ZEnvelope(ZStepSavedInvoice) },
      },
    },
    async (request) => ok(await drafts.complete(request.retailer!, request.body), messages.invoiceSaved),
  );

  app.post(
    '/billing/viewModeOfPayment',
    {
      onRequest: billing,
      schema: {
        tags,
        summary:
          "The payments of a paid bill, by the open bill's ids or the invoice's own; modes in the step variant's names",
        security,
        body: ZDraftRef,
        response: { 200: ZEnvelope(ZStepPayments) },
      },
    },
    async (request) => ok(await drafts.viewPayments(request.retailer!.shopId, request.body)),
  );
};

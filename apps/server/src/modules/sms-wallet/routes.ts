import { ZEnvelope } from '@galla/contracts/envelope';
import {
  ZConfirmWalletRequest,
  ZConfirmWalletResponse,
  ZPayWalletOrder,
  ZPayWalletRequest,
  ZSendSmsRequest,
  ZSendSmsResponse,
  ZSmsCustomerFilters,
  ZSmsCustomers,
  ZSmsDropDowns,
  ZSmsWallet,
} from '@galla/contracts/sms';
import { paiseToRupees } from '@galla/domain/money';
import { smsPricePaise } from '@galla/domain/sms-count';
import { smsMessages } from '@galla/domain/sms-wallet';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Db } from '../../db/database.js';
import type { Guards } from '../../platform/auth/guards.js';
import { AppError, ok } from '../../platform/envelope.js';
import type { PaymentProvider } from '../../providers/payments/payment-provider.js';
import type { InventoryOverview } from '../inventory/overview.js';
import type { SmsCampaigns } from './campaigns.js';
import type { SmsPurchases } from './purchases.js';
import { readSmsSettings } from './sms-settings.js';
import { balanceOf } from './wallet.js';

const security = [{ authToken: [] }];
const tags = ['sms'];

export const smsWalletRoutes: FastifyPluginAsyncZod<{
  db: Db;
  guards: Guards;
  purchases: SmsPurchases;
  campaigns: SmsCampaigns;
  overview: InventoryOverview;
  payments: PaymentProvider;
  senderId: string;
}> = async (app, { db, guards, purchases, campaigns, overview, payments, senderId }) => {
  const settings = () => readSmsSettings(db, senderId);
  // Buying and sending wait for the platform's SMS flag; reading the wallet and confirming a payment
  // already made do not, so money paid is credited whatever the flag says.
  const smsOn = async () => {
    if (!(await settings()).enabled) throw new AppError(403, smsMessages.smsOff);
  };

  app.get(
    '/paySMS/getWallet',
    {
      onRequest: guards.retailer('sendSms'),
      schema: {
        tags,
        summary: "The shop's SMS balance (final_msgs), the rate, the minimum purchase and the SMS sizes",
        security,
        response: { 200: ZEnvelope(ZSmsWallet) },
      },
    },
    async (request) => {
      const s = await settings();
      return ok({
        final_msgs: await balanceOf(db, request.retailer!.shopId),
        smsRate: paiseToRupees(s.ratePaise),
        minSms: s.minPurchaseSms,
        minAmount: paiseToRupees(smsPricePaise(s.minPurchaseSms, s.ratePaise)),
        charsGsm: s.sizes.gsm,
        charsUnicode: s.sizes.unicode,
        optOut: smsMessages.optOut,
        payments: { provider: payments.name, keyId: payments.keyId },
      });
    },
  );

  app.get(
    '/paySMS/getDropDownPaySms',
    {
      onRequest: guards.retailer('sendSms'),
      schema: {
        tags,
        summary:
          'Super categories, categories, brands and models of the shop’s products, given the choices above',
        security,
        querystring: ZSmsCustomerFilters,
        response: { 200: ZEnvelope(ZSmsDropDowns) },
      },
    },
    async (request) => ok(await overview.options(request.retailer!.shopId, request.query)),
  );

  app.post(
    '/paySMS/getCustomers',
    {
      onRequest: guards.retailer('sendSms'),
      schema: {
        tags,
        summary:
          'Customers who bought the chosen category, brand or model, bounced and non-bounced (404: none)',
        security,
        body: ZSmsCustomerFilters,
        response: { 200: ZEnvelope(ZSmsCustomers) },
      },
    },
    async (request) => {
      const list = await campaigns.customers(request.retailer!.shopId, request.body);
      if (list.nonBounced.length + list.bounced.length === 0)
        throw new AppError(404, smsMessages.noCustomers);
      return ok(list);
    },
  );

  app.post(
    '/paySMS/payWallet',
    {
      onRequest: [guards.owner('sendSms'), smsOn],
      schema: {
        tags,
        summary: 'Start buying SMS: an order with the payment provider for sms × rate',
        security,
        body: ZPayWalletRequest,
        response: { 200: ZEnvelope(ZPayWalletOrder) },
      },
    },
    async (request) =>
      ok(await purchases.createOrder(request.retailer!.shopId, request.retailer!.userId, request.body.sms)),
  );

  app.post(
    '/paySMS/confirmWallet',
    {
      onRequest: guards.owner('sendSms'),
      schema: {
        tags,
        summary: "The checkout's payment id, order id and signature: verified, then final_msgs credited once",
        security,
        body: ZConfirmWalletRequest,
        response: { 200: ZEnvelope(ZConfirmWalletResponse) },
      },
    },
    async (request) => {
      const { message, ...data } = await purchases.confirm(request.retailer!.shopId, request.body);
      return ok(data, message);
    },
  );

  app.post(
    '/paySMS/sendSmsCustomers',
    {
      onRequest: [guards.retailer('sendSms'), smsOn],
      schema: {
        tags,
        summary: 'Send one message to the chosen customers, paid from the wallet (SMS parts × recipients)',
        security,
        body: ZSendSmsRequest,
        response: { 200: ZEnvelope(ZSendSmsResponse) },
      },
    },
    async (request) =>
      ok(
        await campaigns.send(request.retailer!.shopId, request.retailer!.userId, request.body),
        smsMessages.sent,
      ),
  );
};

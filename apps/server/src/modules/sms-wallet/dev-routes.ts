import { ZEnvelope } from '@galla/contracts/envelope';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Db } from '../../db/database.js';
import type { Guards } from '../../platform/auth/guards.js';
import { AppError, ok } from '../../platform/envelope.js';
import type { createDevPayments } from '../../providers/payments/dev-payments.js';
import { smsSettingKeys } from './sms-settings.js';

// Registered only outside production (app.ts). The test checkout pays a shop's order as the real
// checkout would answer, signed with the test secret; the settings call turns the SMS flag on and
// sets its figures for end-to-end tests and demos until the staff console edits them.
export const smsDevRoutes: FastifyPluginAsyncZod<{
  db: Db;
  guards: Guards;
  devPayments?: ReturnType<typeof createDevPayments>;
}> = async (app, { db, guards, devPayments }) => {
  app.post(
    '/dev/payments/pay',
    {
      onRequest: guards.owner(),
      schema: {
        tags: ['development'],
        summary: "Test checkout: pay one of the shop's SMS orders with the test secret (dev payments only)",
        security: [{ authToken: [] }],
        body: z.object({ orderId: z.string().min(1).max(200) }),
        response: {
          200: ZEnvelope(
            z.object({
              razorpay_payment_id: z.string(),
              razorpay_order_id: z.string(),
              razorpay_signature: z.string(),
            }),
          ),
        },
      },
    },
    async (request) => {
      if (!devPayments) throw new AppError(404, 'Payments use the real provider here');
      const order = await db
        .selectFrom('sms_orders')
        .select('provider_order_id')
        .where('shop_id', '=', request.retailer!.shopId)
        .where('provider_order_id', '=', request.body.orderId)
        .executeTakeFirst();
      if (!order) throw new AppError(404, 'No such order');
      const paid = devPayments.pay(order.provider_order_id);
      return ok({
        razorpay_payment_id: paid.paymentId,
        razorpay_order_id: paid.orderId,
        razorpay_signature: paid.signature,
      });
    },
  );

  app.post(
    '/dev/settings/sms',
    {
      schema: {
        tags: ['development'],
        summary: 'Set one SMS setting (the sms flag, rate, minimum, sizes, DLT ids) (development only)',
        body: z.object({ key: z.enum(smsSettingKeys), value: z.string().max(100) }),
        response: { 200: ZEnvelope(z.object({ key: z.string(), value: z.string() })) },
      },
    },
    async (request) => {
      const { key, value } = request.body;
      await db
        .insertInto('settings')
        .values({ key, value })
        .onConflict((oc) => oc.column('key').doUpdateSet({ value }))
        .execute();
      return ok({ key, value });
    },
  );
};

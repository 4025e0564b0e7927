import type { ConfirmWalletRequest } from '@galla/contracts/sms';
import { paiseToRupees } from '@galla/domain/money';
import { smsPricePaise } from '@galla/domain/sms-count';
import { smsMessages } from '@galla/domain/sms-wallet';
import type { FastifyBaseLogger } from 'fastify';
import { z } from 'zod';
import type { Db } from '../../db/database.js';
import type { Clock } from '../../platform/clock.js';
import { AppError } from '../../platform/envelope.js';
import type { PaymentProvider } from '../../providers/payments/payment-provider.js';
import { readSmsSettings } from './sms-settings.js';
import { balanceOf, creditWallet } from './wallet.js';

// Buying SMS: an order with the payment provider for sms × rate, then the credit of final_msgs when
// the payment is proven: by the checkout's signature (confirmWallet) or by the provider's signed
// webhook. Both end in markPaid, whose conditional UPDATE moves an order from created to paid once,
// so the two paths together, retried or raced, credit the wallet exactly once.

// Razorpay's webhook body, as far as it matters here (payment.captured and order.paid).
const ZWebhook = z.object({
  event: z.string(),
  payload: z.object({
    payment: z
      .object({
        entity: z.object({ id: z.string(), order_id: z.string(), amount: z.number(), status: z.string() }),
      })
      .optional(),
    order: z
      .object({ entity: z.object({ id: z.string(), amount: z.number(), status: z.string() }) })
      .optional(),
  }),
});

export function createSmsPurchases(deps: {
  db: Db;
  clock: Clock;
  payments: PaymentProvider;
  senderId: string;
  log: FastifyBaseLogger;
}) {
  const { db, clock, payments } = deps;

  /** Credits the order's SMS if it was not paid yet; answers the SMS credited (0 when it was). */
  async function markPaid(
    trx: Db,
    order: { id: number; shop_id: number; sms: number },
    paymentId: string,
    via: 'checkout' | 'webhook',
  ): Promise<number> {
    const at = clock.now().toISOString();
    const moved = await trx
      .updateTable('sms_orders')
      .set({ status: 'paid', payment_id: paymentId, paid_via: via, paid_at: at })
      .where('id', '=', order.id)
      .where('status', '=', 'created')
      .executeTakeFirst();
    if (Number(moved.numUpdatedRows) !== 1) return 0;
    await creditWallet(trx, { shopId: order.shop_id, sms: order.sms, orderId: order.id, at });
    return order.sms;
  }

  return {
    async createOrder(shopId: number, userId: number, sms: number) {
      const settings = await readSmsSettings(db, deps.senderId);
      if (sms < settings.minPurchaseSms)
        throw new AppError(400, smsMessages.minimumPurchase(settings.minPurchaseSms));
      const amountPaise = smsPricePaise(sms, settings.ratePaise);
      const receipt = `sms-${shopId}-${clock.now().getTime()}`;
      const order = await payments.createOrder({ amountPaise, receipt }).catch((err: unknown) => {
        deps.log.error({ err: String(err) }, 'payment order not created');
        throw new AppError(502, smsMessages.paymentUnavailable);
      });
      await db
        .insertInto('sms_orders')
        .values({
          shop_id: shopId,
          provider: payments.name,
          provider_order_id: order.orderId,
          sms,
          rate_paise: settings.ratePaise,
          amount_paise: amountPaise,
          status: 'created',
          payment_id: null,
          paid_via: null,
          created_by: userId,
          created_at: clock.now().toISOString(),
          paid_at: null,
        })
        .execute();
      return {
        orderId: order.orderId,
        amount: paiseToRupees(amountPaise),
        currency: 'INR' as const,
        sms,
        provider: payments.name,
        keyId: payments.keyId,
      };
    },

    /**
     * The checkout's answer. The signature is checked over the order id we stored for this shop, so
     * a signature made for another order, another shop's order or another payment proves nothing.
     */
    async confirm(shopId: number, input: ConfirmWalletRequest) {
      const order = await db
        .selectFrom('sms_orders')
        .select(['id', 'shop_id', 'sms', 'provider_order_id'])
        .where('shop_id', '=', shopId)
        .where('provider_order_id', '=', input.razorpay_order_id)
        .executeTakeFirst();
      if (
        !order ||
        !payments.verifyPayment(order.provider_order_id, input.razorpay_payment_id, input.razorpay_signature)
      )
        throw new AppError(400, smsMessages.paymentNotVerified);
      const credited = await db
        .transaction()
        .execute((trx) => markPaid(trx, order, input.razorpay_payment_id, 'checkout'));
      return {
        credited,
        final_msgs: await balanceOf(db, shopId),
        message: credited > 0 ? smsMessages.walletCredited : smsMessages.alreadyCredited,
      };
    },

    /** The provider's webhook: answers 'ignored', 'duplicate' or 'credited'; throws on a bad signature. */
    async webhook(rawBody: Buffer, signature: string, eventId: string) {
      if (!payments.verifyWebhook(rawBody, signature)) throw new AppError(400, 'Invalid webhook signature');
      let body: z.infer<typeof ZWebhook>;
      try {
        body = ZWebhook.parse(JSON.parse(rawBody.toString('utf8')));
      } catch {
        throw new AppError(400, 'Invalid webhook body');
      }
      const payment = body.payload.payment?.entity;
      const paidOrder = body.payload.order?.entity;
      const orderId = payment?.order_id ?? paidOrder?.id;
      const paid =
        (body.event === 'payment.captured' && payment?.status === 'captured') ||
        (body.event === 'order.paid' && paidOrder?.status === 'paid' && payment !== undefined);
      const receivedAt = clock.now().toISOString();
      try {
        return await db.transaction().execute(async (trx) => {
          await trx
            .insertInto('sms_payment_events')
            .values({
              event_id: eventId,
              event: body.event,
              provider_order_id: orderId ?? null,
              received_at: receivedAt,
            })
            .execute();
          if (!paid || !payment || !orderId) return 'ignored' as const;
          const order = await trx
            .selectFrom('sms_orders')
            .select(['id', 'shop_id', 'sms', 'amount_paise'])
            .where('provider_order_id', '=', orderId)
            .executeTakeFirst();
          if (!order) return 'ignored' as const;
          if (Number(order.amount_paise) !== payment.amount) {
            deps.log.warn(
              { orderId, amount: payment.amount },
              'webhook payment amount differs from the order',
            );
            return 'ignored' as const;
          }
          return (await markPaid(trx, order, payment.id, 'webhook')) > 0
            ? ('credited' as const)
            : ('ignored' as const);
        });
      } catch (err) {
        // The same event delivered twice at once: the second insert met the first's key.
        const seen = await db
          .selectFrom('sms_payment_events')
          .select('event_id')
          .where('event_id', '=', eventId)
          .executeTakeFirst();
        if (seen) return 'duplicate' as const;
        throw err;
      }
    },
  };
}
export type SmsPurchases = ReturnType<typeof createSmsPurchases>;

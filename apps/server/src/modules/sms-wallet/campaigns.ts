import type { SendSmsRequest, SmsCustomer, SmsCustomerFilters } from '@galla/contracts/sms';
import { messages } from '@galla/domain/messages';
import { smsCount } from '@galla/domain/sms-count';
import { campaignText, promotionalSendTime, smsMessages } from '@galla/domain/sms-wallet';
import type { Db } from '../../db/database.js';
import type { Clock } from '../../platform/clock.js';
import { AppError } from '../../platform/envelope.js';
import { enqueueSmsBatch } from '../../platform/outbox.js';
import { readSmsSettings, senderInUse, shopSender } from './sms-settings.js';
import { debitWallet } from './wallet.js';

/** Completed bills only (not drafts, superseded versions or cancelled bills). */
const COMPLETED = 1;
/** Rows per INSERT of recipients (5 columns): within both databases' parameter limits. */
const RECIPIENT_CHUNK = 1000;

// Campaigns: the shop's customers chosen by what they bought, and one message to them, paid from the
// wallet in the same transaction that queues it in the outbox.
export function createSmsCampaigns(deps: { db: Db; clock: Clock; senderId: string; onEnqueued: () => void }) {
  const { db, clock } = deps;

  /**
   * Customers with a completed bill holding a product the filters choose (any product without
   * filters), less those whose number replied STOP.
   */
  async function customers(shopId: number, f: SmsCustomerFilters): Promise<SmsCustomer[]> {
    let bought = db
      .selectFrom('invoices as i')
      .innerJoin('invoice_lines as l', 'l.invoice_id', 'i.id')
      .innerJoin('products as p', 'p.id', 'l.product_id')
      .innerJoin('categories as c', 'c.id', 'p.category_id')
      .select('i.customer_id')
      .where('i.shop_id', '=', shopId)
      .where('l.shop_id', '=', shopId)
      .where('p.shop_id', '=', shopId)
      .where('i.status', '=', COMPLETED);
    if (f.modelId) bought = bought.where('p.id', '=', f.modelId);
    if (f.brandId) bought = bought.where('p.brand_id', '=', f.brandId);
    if (f.categoryId) bought = bought.where('p.category_id', '=', f.categoryId);
    if (f.superCategoryId) bought = bought.where('c.super_category_id', '=', f.superCategoryId);
    const rows = await db
      .selectFrom('customers')
      .select(['id', 'name', 'mobile'])
      .where('shop_id', '=', shopId)
      .where('is_default', '=', 0)
      .where('id', 'in', bought)
      .where('mobile', 'not in', db.selectFrom('sms_opt_outs').select('mobile'))
      .orderBy('name')
      .orderBy('id')
      .execute();
    const bounced = await bouncedIds(
      shopId,
      rows.map((r) => r.id),
    );
    return rows.map((r) => ({
      customerId: r.id,
      customerName: r.name,
      mobileNumber: r.mobile,
      bounced: bounced.has(r.id),
    }));
  }

  /** Customers whose latest campaign SMS the outbox gave up on. */
  async function bouncedIds(shopId: number, ids: number[]): Promise<Set<number>> {
    if (ids.length === 0) return new Set();
    const latest = await db
      .selectFrom('sms_campaign_recipients as r')
      .innerJoin('outbox as o', 'o.id', 'r.outbox_id')
      .select(['r.customer_id', 'o.status'])
      .where('r.shop_id', '=', shopId)
      .where('r.customer_id', 'in', ids)
      .orderBy('r.id', 'desc')
      .execute();
    const seen = new Set<number>();
    const bounced = new Set<number>();
    for (const row of latest) {
      if (seen.has(row.customer_id)) continue;
      seen.add(row.customer_id);
      if (row.status === 'failed') bounced.add(row.customer_id);
    }
    return bounced;
  }

  return {
    async customers(shopId: number, f: SmsCustomerFilters) {
      const list = await customers(shopId, f);
      return { nonBounced: list.filter((c) => !c.bounced), bounced: list.filter((c) => c.bounced) };
    },

    /** A reply from the gateway: STOP (any case, anything after it) opts the number out. */
    async inbound(from: string, text: string): Promise<boolean> {
      const mobile = from.replace(/\D/g, '').slice(-10);
      if (mobile.length !== 10 || !/^\s*stop\b/i.test(text)) return false;
      await db
        .insertInto('sms_opt_outs')
        .values({ mobile, created_at: clock.now().toISOString() })
        .onConflict((oc) => oc.column('mobile').doNothing())
        .execute();
      return true;
    },

    async send(shopId: number, userId: number, input: SendSmsRequest) {
      const settings = await readSmsSettings(db, deps.senderId);
      const registration = senderInUse(settings.dlt, await shopSender(db, shopId));
      const text = campaignText(input.message);
      const parts = smsCount(text, settings.sizes).parts;
      const ids = [...new Set(input.customers)];
      const now = clock.now();
      const sendAt = promotionalSendTime(now);
      const result = await db.transaction().execute(async (trx) => {
        const found = await trx
          .selectFrom('customers')
          .select(['id', 'mobile'])
          .where('shop_id', '=', shopId)
          .where('is_default', '=', 0)
          .where('id', 'in', ids)
          .orderBy('id')
          .execute();
        if (found.length !== ids.length) throw new AppError(400, messages.noSuchContact);
        const optedOut = new Set(
          (
            await trx
              .selectFrom('sms_opt_outs')
              .select('mobile')
              .where(
                'mobile',
                'in',
                found.map((c) => c.mobile),
              )
              .execute()
          ).map((r) => r.mobile),
        );
        // One message per number, however many customer records share it; none to a number that
        // replied STOP, and nothing charged for it.
        const recipients = [
          ...new Map(found.filter((c) => !optedOut.has(c.mobile)).map((c) => [c.mobile, c])).values(),
        ];
        if (recipients.length === 0) throw new AppError(400, smsMessages.chooseCustomers);
        const total = parts * recipients.length;
        const campaign = await trx
          .insertInto('sms_campaigns')
          .values({
            shop_id: shopId,
            message: input.message,
            parts,
            recipients: recipients.length,
            sms_total: total,
            entity_id: registration.entityId,
            sender_id: registration.senderId,
            template_id: registration.templateId,
            template_vars: JSON.stringify([input.message]),
            send_after: sendAt.toISOString(),
            created_by: userId,
            created_at: now.toISOString(),
          })
          .returning('id')
          .executeTakeFirstOrThrow();
        const left = await debitWallet(trx, {
          shopId,
          sms: total,
          campaignId: campaign.id,
          at: now.toISOString(),
        });
        if (left === undefined) throw new AppError(400, smsMessages.insufficientBalance);
        const dlt = { ...registration, variables: [input.message] };
        const outboxIds = await enqueueSmsBatch(
          trx,
          clock,
          recipients.map((c) => ({
            channel: 'sms' as const,
            to: c.mobile,
            body: text,
            notBefore: sendAt,
            dlt,
          })),
        );
        for (let i = 0; i < recipients.length; i += RECIPIENT_CHUNK) {
          await trx
            .insertInto('sms_campaign_recipients')
            .values(
              recipients.slice(i, i + RECIPIENT_CHUNK).map((c, j) => ({
                campaign_id: campaign.id,
                shop_id: shopId,
                customer_id: c.id,
                mobile: c.mobile,
                outbox_id: outboxIds[i + j]!,
              })),
            )
            .execute();
        }
        return {
          final_msgs: left,
          smsUsed: total,
          recipients: recipients.length,
          sendAt: sendAt.toISOString(),
        };
      });
      deps.onEnqueued();
      return result;
    },
  };
}
export type SmsCampaigns = ReturnType<typeof createSmsCampaigns>;

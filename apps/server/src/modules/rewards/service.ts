import { alreadyDecidedBy } from '@galla/contracts/console-rewards';
import type { GiftCardWire, RedeemRequest, RewardData, RewardHistory } from '@galla/contracts/rewards';
import { formatInr, paiseToRupees } from '@galla/domain/money';
import {
  conversionRateText,
  DEFAULT_CONVERSION_RATE,
  pointsForCards,
  REWARD_HISTORY_PAGE_SIZE,
  rewardMessages,
} from '@galla/domain/rewards';
import { sql } from 'kysely';
import type { Db, Dialect } from '../../db/database.js';
import { audit } from '../../platform/audit.js';
import type { Retailer } from '../../platform/auth/principal.js';
import type { Clock } from '../../platform/clock.js';
import { AppError } from '../../platform/envelope.js';
import { lockKey } from '../../platform/locks.js';
import { enqueueMessage } from '../../platform/outbox.js';
import type {
  GiftCard,
  GiftCardProvider,
  IssuedVoucher,
} from '../../providers/gift-cards/gift-card-provider.js';
import './tables.js';

// Reward points: the balance is the sum of the shop's ledger rows (invoice-points.ts writes the
// bills' rows). A redemption debits its points at once, as Pending, inside a transaction that holds
// the shop's rewards lock and checks the balance, so two redemptions can never spend the same
// points. The decision (the staff console's approval, issue 22) is one conditional update: approval
// then orders the vouchers and queues their message; rejection credits the points back. Which of the
// provider's cards retailers may choose is the staff's (`offered`, the console's Rewards section).

export const CONVERSION_RATE_KEY = 'pointsConversionRate';
const status = { pending: 0, approved: 1, rejected: 2 } as const;

type Line = { sku: string; name: string; pricePaise: number; qty: number };
/** The staff member taking a decision: audited by id, named to whoever decides second. */
export type Decider = { staffId: number; name: string };

export function createRewardsService(deps: {
  db: Db;
  dialect: Dialect;
  clock: Clock;
  giftCards: GiftCardProvider;
  /** The cards retailers may redeem, of the provider's catalogue; all of them when absent. */
  offered?: (catalogue: GiftCard[]) => Promise<GiftCard[]>;
  onEnqueued?: () => void;
}) {
  const { db, dialect, clock, giftCards } = deps;

  async function conversionRate(): Promise<number> {
    const row = await db
      .selectFrom('settings')
      .select('value')
      .where('key', '=', CONVERSION_RATE_KEY)
      .executeTakeFirst();
    const rate = Number(row?.value);
    return Number.isSafeInteger(rate) && rate > 0 ? rate : DEFAULT_CONVERSION_RATE;
  }

  async function balances(trx: Db, shopId: number) {
    const row = await trx
      .selectFrom('reward_points')
      .select([
        sql<string | number>`coalesce(sum(points), 0)`.as('available'),
        sql<string | number>`coalesce(sum(case when kind = 'invoice' then points else 0 end), 0)`.as(
          'earned',
        ),
      ])
      .where('shop_id', '=', shopId)
      .executeTakeFirstOrThrow();
    return { available: Number(row.available), earned: Number(row.earned) };
  }

  /** The catalogue as the screen lists it: one entry per card and value, numbered from 1. */
  async function cards(): Promise<(GiftCard & { id: number })[]> {
    const catalogue = await giftCards.catalogue();
    const offered = deps.offered ? await deps.offered(catalogue) : catalogue;
    return offered.map((card, i) => ({ ...card, id: i + 1 }));
  }

  async function redemption(id: number) {
    const row = await db.selectFrom('reward_redemptions').selectAll().where('id', '=', id).executeTakeFirst();
    if (!row) throw new AppError(404, rewardMessages.noSuchRedemption);
    return row;
  }

  function voucherMessage(lines: IssuedVoucher[]): string {
    const each = lines.map(
      (v) =>
        `${v.name} ${formatInr(v.pricePaise)}: card ${v.cardNumber}${v.pin ? `, PIN ${v.pin}` : ''}${
          v.validTill ? `, valid till ${v.validTill.split('-').reverse().join('/')}` : ''
        }`,
    );
    return ['Your Galla reward vouchers:', ...each].join('\n');
  }

  const service = {
    /** rewardPoints/getRewardData */
    async info(shopId: number): Promise<RewardData> {
      const [b, rate] = await Promise.all([balances(db, shopId), conversionRate()]);
      return {
        retailerData: { totalpointsAvailable: b.available, totalPointsEarned: b.earned },
        conversionRate: conversionRateText(rate),
      };
    },

    /** rewardPoints/getRewardHistory: newest first, 10 a page. */
    async history(shopId: number, page: number): Promise<RewardHistory> {
      const rows = await db
        .selectFrom('reward_points as p')
        .leftJoin('invoices as i', 'i.id', 'p.invoice_id')
        .select([
          'p.id',
          'p.points',
          'p.status',
          'p.reward_service',
          'p.reward_service_id',
          'p.created_at',
          'i.number',
        ])
        .where('p.shop_id', '=', shopId)
        .orderBy('p.id', 'desc')
        .limit(REWARD_HISTORY_PAGE_SIZE)
        .offset((page - 1) * REWARD_HISTORY_PAGE_SIZE)
        .execute();
      const count = await db
        .selectFrom('reward_points')
        .select(sql<string | number>`count(*)`.as('n'))
        .where('shop_id', '=', shopId)
        .executeTakeFirstOrThrow();
      return {
        totalRecords: Number(count.n),
        history: rows.map((r) => ({
          id: r.id,
          transactionType: r.points > 0 ? 'credit' : 'debit',
          points: Math.abs(r.points),
          status: r.status,
          rewardService: r.reward_service,
          rewardServiceId: r.reward_service_id ?? r.number ?? null,
          createdAt: r.created_at,
        })),
      };
    },

    /** rewardPoints/getCategories: the gift-card catalogue, paged. */
    async categories(limit: number, offset: number): Promise<GiftCardWire[]> {
      return (await cards()).slice(offset, offset + limit).map((c) => ({
        id: c.id,
        sku: c.sku,
        name: c.name,
        custom_denominations: String(paiseToRupees(c.pricePaise)),
        images: { image: c.imageUrl },
      }));
    },

    /** rewardPoints/postRewardPoints: holds the points (a Pending debit) until the decision. */
    async redeem(retailer: Retailer, body: RedeemRequest): Promise<{ redemptionId: number }> {
      const [catalogue, rate] = await Promise.all([cards(), conversionRate()]);
      const lines: Line[] = body.products.map((p) => {
        const card = catalogue.find((c) => c.sku === p.sku && c.pricePaise === p.price);
        if (!card) throw new AppError(400, rewardMessages.noSuchGiftCard);
        return { sku: card.sku, name: card.name, pricePaise: card.pricePaise, qty: p.qty };
      });
      const points = pointsForCards(lines, rate);
      const valuePaise = lines.reduce((sum, l) => sum + l.pricePaise * l.qty, 0);
      if (Number(body.points) !== points || body.payments[0]!.amount !== valuePaise) {
        throw new AppError(400, rewardMessages.pointsMismatch);
      }
      const user = await db
        .selectFrom('users')
        .select(['first_name', 'last_name', 'email', 'contact_number'])
        .where('id', '=', retailer.userId)
        .executeTakeFirstOrThrow();
      // The spec's rule, applied to what we know rather than what the client claims.
      const deliveryMode = body.deliveryMode === 'EMAIL' && user.email ? 'EMAIL' : 'SMS';
      const now = clock.now().toISOString();
      return db.transaction().execute(async (trx) => {
        await lockKey(trx, dialect, `rewards:${retailer.shopId}`);
        const { available } = await balances(trx, retailer.shopId);
        if (available < points) throw new AppError(400, rewardMessages.insufficientPoints);
        const row = await trx
          .insertInto('reward_redemptions')
          .values({
            shop_id: retailer.shopId,
            user_id: retailer.userId,
            points,
            status: status.pending,
            lines: JSON.stringify(lines),
            delivery_mode: deliveryMode,
            recipient: JSON.stringify({
              name: `${user.first_name} ${user.last_name}`.trim(),
              email: user.email,
              mobile: user.contact_number,
            }),
            created_at: now,
            decided_at: null,
            decided_by: null,
            decision_reason: null,
            fulfilled_at: null,
            last_error: null,
          })
          .returning('id')
          .executeTakeFirstOrThrow();
        await trx
          .insertInto('reward_points')
          .values({
            shop_id: retailer.shopId,
            points: -points,
            kind: 'redeem',
            status: status.pending,
            reward_service: null,
            reward_service_id: null,
            invoice_id: null,
            redemption_id: row.id,
            created_at: now,
          })
          .execute();
        return { redemptionId: row.id };
      });
    },

    /**
     * Approves a pending redemption, then orders its vouchers and queues them to the shop. Only one
     * decision is ever taken: a second approve or reject, even at the same moment, gets a 409.
     * When the provider fails, the redemption stays approved and unfulfilled: call fulfil again.
     */
    async approve(id: number, by: Decider) {
      await decide(id, by, status.approved, null);
      return service.fulfil(id);
    },

    /** Rejects a pending redemption: its points come back as a credit ('Refunded Points'). */
    async reject(id: number, by: Decider, reason: string) {
      await decide(id, by, status.rejected, reason);
    },

    /** Orders an approved redemption's vouchers and queues their message, once. */
    async fulfil(id: number): Promise<{ vouchers: number }> {
      const r = await redemption(id);
      if (r.status !== status.approved) throw new AppError(409, rewardMessages.alreadyDecided);
      if (r.fulfilled_at) return { vouchers: 0 };
      const lines = JSON.parse(r.lines) as Line[];
      const recipient = JSON.parse(r.recipient) as {
        name: string;
        email: string | null;
        mobile: string | null;
      };
      let vouchers: IssuedVoucher[];
      try {
        // The reference makes a retried order answer the vouchers of the first one.
        vouchers = await giftCards.order({
          reference: `galla-redemption-${id}`,
          lines: lines.map((l) => ({ sku: l.sku, pricePaise: l.pricePaise, qty: l.qty })),
          deliveryMode: r.delivery_mode,
          recipient,
        });
      } catch (error) {
        const why = error instanceof Error ? error.message : String(error);
        await db
          .updateTable('reward_redemptions')
          .set({ last_error: why.slice(0, 500) })
          .where('id', '=', id)
          .execute();
        throw new AppError(502, 'The gift card provider did not answer. Try again.');
      }
      const sent = await db.transaction().execute(async (trx) => {
        const claimed = await trx
          .updateTable('reward_redemptions')
          .set({ fulfilled_at: clock.now().toISOString(), last_error: null })
          .where('id', '=', id)
          .where('fulfilled_at', 'is', null)
          .executeTakeFirst();
        if (Number(claimed.numUpdatedRows) !== 1) return false;
        const email = r.delivery_mode === 'EMAIL' && recipient.email;
        await enqueueMessage(trx, clock, {
          channel: email ? 'email' : 'sms',
          to: email ? recipient.email! : recipient.mobile!,
          subject: email ? 'Your Galla reward vouchers' : undefined,
          body: voucherMessage(vouchers),
          sensitive: true,
        });
        return true;
      });
      if (sent) deps.onEnqueued?.();
      return { vouchers: sent ? vouchers.length : 0 };
    },
  };
  return service;

  async function decide(id: number, by: Decider, to: 1 | 2, reason: string | null): Promise<void> {
    await db.transaction().execute(async (trx) => {
      const now = clock.now().toISOString();
      const row = await trx
        .selectFrom('reward_redemptions')
        .select(['shop_id', 'points'])
        .where('id', '=', id)
        .executeTakeFirst();
      if (!row) throw new AppError(404, rewardMessages.noSuchRedemption);
      const decided = await trx
        .updateTable('reward_redemptions')
        .set({ status: to, decided_at: now, decided_by: by.name, decision_reason: reason })
        .where('id', '=', id)
        .where('status', '=', status.pending)
        .executeTakeFirst();
      if (Number(decided.numUpdatedRows) !== 1) {
        // Someone decided first; their decision is committed, so this read sees it.
        const first = await trx
          .selectFrom('reward_redemptions')
          .select(['status', 'decided_by'])
          .where('id', '=', id)
          .executeTakeFirstOrThrow();
        const outcome = first.status === status.rejected ? 'rejected' : 'approved';
        throw new AppError(409, alreadyDecidedBy(outcome, first.decided_by));
      }
      await audit(trx, clock, {
        shopId: row.shop_id,
        actor: { kind: 'staff', id: by.staffId },
        action: to === status.approved ? 'redemptionApproved' : 'redemptionRejected',
        entity: 'rewardRedemption',
        entityId: id,
        before: { status: 'pending' },
        after: to === status.approved ? { status: 'approved' } : { status: 'rejected', reason },
      });
      await trx
        .updateTable('reward_points')
        .set({ status: to })
        .where('redemption_id', '=', id)
        .where('kind', '=', 'redeem')
        .execute();
      if (to === status.rejected) {
        await trx
          .insertInto('reward_points')
          .values({
            shop_id: row.shop_id,
            points: row.points,
            kind: 'refund',
            status: status.approved,
            reward_service: null,
            reward_service_id: null,
            invoice_id: null,
            redemption_id: id,
            created_at: now,
          })
          .execute();
      }
    });
  }
}
export type RewardsService = ReturnType<typeof createRewardsService>;

import {
  consoleRewardsMessages,
  type RedemptionRow,
  type RedemptionState,
  type ZRedemptionListQuery,
} from '@galla/contracts/console-rewards';
import { paiseToRupees } from '@galla/domain/money';
import type { z } from 'zod';
import type { Db } from '../../db/database.js';
import { containsText, pageOf } from '../../platform/console-list.js';
import { AppError } from '../../platform/envelope.js';
import type { RewardsService } from '../rewards/service.js';

type ListQuery = z.output<typeof ZRedemptionListQuery>;
type Line = { sku: string; name: string; pricePaise: number; qty: number };

const sortColumns = { requestedAt: 'r.created_at', points: 'r.points', shop: 's.trade_name' } as const;

/** The start of an IST calendar day as the UTC timestamp text the table keeps. */
const istDayStart = (date: string) => new Date(`${date}T00:00:00+05:30`).toISOString();
const nextDay = (date: string) =>
  new Date(Date.parse(`${date}T00:00:00Z`) + 86_400_000).toISOString().slice(0, 10);

// Rewards approval: the redemptions queue, and the decisions, which the rewards service takes (one
// conditional update each, so two staff deciding at once get one outcome and a 409). "Failed" is an
// approved redemption whose vouchers the provider did not issue yet; it can be tried again.
export function createRedemptionsQueue(deps: { db: Db; rewards: RewardsService }) {
  const { db, rewards } = deps;

  async function decider(staffId: number) {
    const row = await db
      .selectFrom('staff_users')
      .select(['first_name', 'last_name'])
      .where('id', '=', staffId)
      .executeTakeFirstOrThrow();
    return { staffId, name: `${row.first_name} ${row.last_name}`.trim() };
  }

  function state(status: number, fulfilledAt: string | null): RedemptionState {
    if (status === 0) return 'pending';
    if (status === 2) return 'rejected';
    return fulfilledAt ? 'approved' : 'failed';
  }

  return {
    async list(query: ListQuery): Promise<{ total: number; rows: RedemptionRow[] }> {
      let base = db
        .selectFrom('reward_redemptions as r')
        .innerJoin('shops as s', 's.id', 'r.shop_id')
        .leftJoin('users as u', 'u.id', 'r.user_id');
      if (query.status === 'pending') base = base.where('r.status', '=', 0);
      if (query.status === 'rejected') base = base.where('r.status', '=', 2);
      if (query.status === 'approved')
        base = base.where('r.status', '=', 1).where('r.fulfilled_at', 'is not', null);
      if (query.status === 'failed')
        base = base.where('r.status', '=', 1).where('r.fulfilled_at', 'is', null);
      if (query.from) base = base.where('r.created_at', '>=', istDayStart(query.from));
      if (query.to) base = base.where('r.created_at', '<', istDayStart(nextDay(query.to)));
      if (query.search) {
        const search = query.search;
        base = base.where((eb) =>
          eb.or([
            containsText(eb.ref('s.trade_name'), search),
            containsText(eb.ref('u.contact_number'), search),
          ]),
        );
      }
      const { total, rows } = await pageOf(
        base,
        (q) =>
          q
            .select([
              'r.id',
              'r.shop_id',
              's.trade_name',
              'u.contact_number',
              'r.points',
              'r.status',
              'r.lines',
              'r.delivery_mode',
              'r.created_at',
              'r.decided_at',
              'r.decided_by',
              'r.decision_reason',
              'r.fulfilled_at',
              'r.last_error',
            ])
            .orderBy(sortColumns[query.sortBy], query.sortDirection)
            .orderBy('r.id', query.sortDirection),
        query,
      );
      return {
        total,
        rows: rows.map((r) => {
          const lines = JSON.parse(r.lines) as Line[];
          return {
            redemptionId: r.id,
            shopId: r.shop_id,
            shopName: r.trade_name,
            phone: r.contact_number,
            points: r.points,
            value: paiseToRupees(lines.reduce((sum, l) => sum + l.pricePaise * l.qty, 0)),
            cards: lines.map((l) => ({
              sku: l.sku,
              name: l.name,
              value: paiseToRupees(l.pricePaise),
              qty: l.qty,
            })),
            deliveryMode: r.delivery_mode,
            requestedAt: r.created_at,
            status: state(r.status, r.fulfilled_at),
            decidedAt: r.decided_at,
            decidedBy: r.decided_by,
            reason: r.decision_reason,
            lastError: r.status === 1 && !r.fulfilled_at ? r.last_error : null,
          };
        }),
      };
    },

    async approve(redemptionId: number, staffId: number) {
      return rewards.approve(redemptionId, await decider(staffId));
    },

    async reject(redemptionId: number, reason: string, staffId: number) {
      await rewards.reject(redemptionId, await decider(staffId), reason);
    },

    /** Orders a failed approval's vouchers again (the provider keeps one order per redemption). */
    async retry(redemptionId: number) {
      const row = await db
        .selectFrom('reward_redemptions')
        .select(['status', 'fulfilled_at'])
        .where('id', '=', redemptionId)
        .executeTakeFirst();
      if (!row) throw new AppError(404, consoleRewardsMessages.redemptionId);
      if (row.status !== 1 || row.fulfilled_at) throw new AppError(409, consoleRewardsMessages.notFailed);
      return rewards.fulfil(redemptionId);
    },
  };
}
export type RedemptionsQueue = ReturnType<typeof createRedemptionsQueue>;

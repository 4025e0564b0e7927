import {
  type ConsoleGiftCard,
  consoleRewardsMessages,
  type ZGiftCardListQuery,
} from '@galla/contracts/console-rewards';
import { paiseToRupees } from '@galla/domain/money';
import type { z } from 'zod';
import type { Db } from '../../db/database.js';
import { audit } from '../../platform/audit.js';
import type { Clock } from '../../platform/clock.js';
import { AppError } from '../../platform/envelope.js';
import type { GiftCard, GiftCardProvider } from '../../providers/gift-cards/gift-card-provider.js';
import { surveyRewardCard } from '../survey/reward-rule.js';
import './tables.js';

type ListQuery = z.output<typeof ZGiftCardListQuery>;

// The gift-card provider's catalogue as the Rewards section shows it, and which of its cards
// retailers may redeem. The catalogue is the provider's (a few dozen cards), so it is filtered,
// sorted and paged here in memory; the switches are rows of gift_card_offers.
export function createGiftCardOffers(deps: { db: Db; clock: Clock; giftCards: GiftCardProvider }) {
  const { db, clock, giftCards } = deps;

  async function disabled(): Promise<Set<string>> {
    const rows = await db.selectFrom('gift_card_offers').select('sku').where('enabled', '=', 0).execute();
    return new Set(rows.map((r) => r.sku));
  }

  return {
    /** The cards of a catalogue that retailers may redeem (the rewards service's filter). */
    async offered(catalogue: GiftCard[]): Promise<GiftCard[]> {
      const off = await disabled();
      return catalogue.filter((card) => !off.has(card.sku));
    },

    async list(query: ListQuery): Promise<{ total: number; rows: ConsoleGiftCard[] }> {
      const catalogue = await giftCards.catalogue();
      const [off, survey] = await Promise.all([disabled(), surveyRewardCard(db, catalogue)]);
      const search = query.search?.toLowerCase();
      const all = catalogue
        .map((card) => ({
          sku: card.sku,
          name: card.name,
          value: paiseToRupees(card.pricePaise),
          imageUrl: card.imageUrl,
          enabled: !off.has(card.sku),
          surveyReward: card.sku === survey?.sku,
        }))
        .filter((card) => !search || `${card.name} ${card.sku}`.toLowerCase().includes(search))
        .filter((card) => !query.enabled || card.enabled === (query.enabled === 'yes'));
      const sign = query.sortDirection === 'asc' ? 1 : -1;
      all.sort((a, b) => {
        const by =
          query.sortBy === 'value'
            ? a.value - b.value
            : a[query.sortBy].localeCompare(b[query.sortBy], 'en-IN');
        return sign * (by || a.sku.localeCompare(b.sku));
      });
      const start = (query.page - 1) * query.pageSize;
      return { total: all.length, rows: all.slice(start, start + query.pageSize) };
    },

    /** Offers a card to retailers or stops offering it; audited, and a no-op when unchanged. */
    async set(sku: string, enabled: boolean, staffId: number): Promise<void> {
      const catalogue = await giftCards.catalogue();
      if (!catalogue.some((card) => card.sku === sku))
        throw new AppError(400, consoleRewardsMessages.noSuchCard);
      await db.transaction().execute(async (trx) => {
        const row = await trx
          .selectFrom('gift_card_offers')
          .select('enabled')
          .where('sku', '=', sku)
          .executeTakeFirst();
        const before = row ? row.enabled === 1 : true;
        if (before === enabled) return;
        const values = {
          enabled: enabled ? 1 : 0,
          changed_at: clock.now().toISOString(),
          changed_by: staffId,
        };
        await trx
          .insertInto('gift_card_offers')
          .values({ sku, ...values })
          .onConflict((oc) => oc.column('sku').doUpdateSet(values))
          .execute();
        await audit(trx, clock, {
          shopId: null,
          actor: { kind: 'staff', id: staffId },
          action: enabled ? 'giftCardEnabled' : 'giftCardDisabled',
          entity: 'giftCard',
          entityId: sku,
          before: { enabled: before },
          after: { enabled },
        });
      });
    },
  };
}
export type GiftCardOffers = ReturnType<typeof createGiftCardOffers>;

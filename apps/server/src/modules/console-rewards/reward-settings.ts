import {
  consoleRewardsMessages,
  type RewardSettings,
  type ZRewardSettingsUpdate,
} from '@galla/contracts/console-rewards';
import { paiseToRupees } from '@galla/domain/money';
import type { z } from 'zod';
import type { Db } from '../../db/database.js';
import { AppError } from '../../platform/envelope.js';
import type { GiftCardProvider } from '../../providers/gift-cards/gift-card-provider.js';
import type { ConsoleSettings } from '../settings/console-settings.js';

const SURVEY_REWARD_KEY = 'surveyReward';

// The points rule and the conversion rate are the Settings page's figures too: both pages read and
// write them through the one settings service (same keys, same audit). `surveyReward` names the card
// a filled customer survey wins (JSON { sku }, read by the survey module); none means the cheapest.
export function createRewardSettings(deps: {
  db: Db;
  consoleSettings: ConsoleSettings;
  giftCards: GiftCardProvider;
}) {
  const { db, consoleSettings, giftCards } = deps;

  async function storedSurveySku(): Promise<string | null> {
    const row = await db
      .selectFrom('settings')
      .select('value')
      .where('key', '=', SURVEY_REWARD_KEY)
      .executeTakeFirst();
    try {
      const sku = row ? (JSON.parse(row.value) as { sku?: unknown }).sku : null;
      return typeof sku === 'string' ? sku : null;
    } catch {
      return null;
    }
  }

  return {
    async read(): Promise<RewardSettings> {
      const [settings, catalogue, sku] = await Promise.all([
        consoleSettings.read(),
        giftCards.catalogue(),
        storedSurveySku(),
      ]);
      return {
        pointsRupeesPerPoint: settings.pointsRupeesPerPoint,
        pointsConversionRate: settings.pointsConversionRate,
        // A card the provider no longer has is not chosen: the survey falls back to the cheapest.
        surveyRewardSku: catalogue.some((c) => c.sku === sku) ? sku : null,
        cards: catalogue.map((c) => ({ sku: c.sku, name: c.name, value: paiseToRupees(c.pricePaise) })),
      };
    },

    async update(values: z.output<typeof ZRewardSettingsUpdate>, staffId: number): Promise<void> {
      const sku = values.surveyRewardSku;
      if (sku !== null && !(await giftCards.catalogue()).some((c) => c.sku === sku)) {
        throw new AppError(400, consoleRewardsMessages.noSuchCard);
      }
      const next: Record<string, string> = {
        pointsPaisePerPoint: String(values.pointsRupeesPerPoint),
        pointsConversionRate: String(values.pointsConversionRate),
      };
      if (sku !== (await storedSurveySku())) next[SURVEY_REWARD_KEY] = JSON.stringify({ sku });
      await consoleSettings.save(next, staffId);
    },
  };
}
export type RewardSettingsService = ReturnType<typeof createRewardSettings>;

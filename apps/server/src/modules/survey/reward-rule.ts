import type { Db } from '../../db/database.js';
import type { GiftCard } from '../../providers/gift-cards/gift-card-provider.js';

/**
 * Which voucher a filled survey wins: the card the platform setting `surveyReward` names (JSON
 * `{ "sku": … }` in the settings table, which the staff console will edit), else the cheapest card
 * of the gift-card provider's catalogue, at the card's own price. A malformed setting, or one naming
 * a card no longer offered, falls back to the cheapest card rather than stopping rewards.
 */
export async function surveyRewardCard(db: Db, catalogue: GiftCard[]): Promise<GiftCard | undefined> {
  const row = await db
    .selectFrom('settings')
    .select('value')
    .where('key', '=', 'surveyReward')
    .executeTakeFirst();
  let sku: unknown;
  try {
    sku = row ? (JSON.parse(row.value) as { sku?: unknown }).sku : undefined;
  } catch {
    sku = undefined;
  }
  const named = catalogue.find((c) => c.sku === sku);
  if (named) return named;
  return [...catalogue].sort((a, b) => a.pricePaise - b.pricePaise)[0];
}

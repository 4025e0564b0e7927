import type { Db } from '../../db/database.js';

/** ₹50 unless the platform setting says otherwise. */
export const DEFAULT_SURVEY_REWARD_PAISE = 5000;

/**
 * Which voucher a filled survey wins: the platform setting `surveyReward` (JSON `{ "sku": …,
 * "valuePaise": … }` in the settings table, which the staff console will edit), else ₹50 of the
 * first card in the gift-card provider's catalogue.
 */
export async function surveyRewardRule(db: Db): Promise<{ sku: string | null; valuePaise: number }> {
  const row = await db
    .selectFrom('settings')
    .select('value')
    .where('key', '=', 'surveyReward')
    .executeTakeFirst();
  let setting: { sku?: unknown; valuePaise?: unknown } = {};
  try {
    setting = row ? (JSON.parse(row.value) as typeof setting) : {};
  } catch {
    // A malformed setting must not stop rewards: the defaults apply.
  }
  const value = setting.valuePaise;
  return {
    sku: typeof setting.sku === 'string' ? setting.sku : null,
    valuePaise:
      typeof value === 'number' && Number.isInteger(value) && value > 0 ? value : DEFAULT_SURVEY_REWARD_PAISE,
  };
}

import type { AppConfig } from '@galla/contracts/reference';
import type { Db } from '../../db/database.js';

// Global feature flags, owned by the staff console's Settings page (a later issue). The spec's
// defaults apply until a row says otherwise: retailer login on, SMS off.
const defaults = { retailerLogin: true, sms: false };
type Flag = keyof typeof defaults;

export function createSettingsService(deps: {
  db: Db;
  env: AppConfig['environment'];
  supportPhone: string;
  social: { provider: 'dev' | 'real'; googleClientId?: string; facebookAppId?: string };
}) {
  return {
    async appConfig(): Promise<AppConfig> {
      const rows = await deps.db.selectFrom('settings').select(['key', 'value']).execute();
      const flags = { ...defaults };
      for (const row of rows) {
        if (row.key in flags) flags[row.key as Flag] = row.value === 'true';
      }
      return {
        ...flags,
        supportPhone: deps.supportPhone,
        environment: deps.env,
        social: {
          provider: deps.social.provider,
          googleClientId: deps.social.googleClientId ?? null,
          facebookAppId: deps.social.facebookAppId ?? null,
        },
      };
    },
  };
}
export type SettingsService = ReturnType<typeof createSettingsService>;

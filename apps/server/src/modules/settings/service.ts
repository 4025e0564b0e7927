import type { AppConfig } from '@galla/contracts/reference';
import type { Db } from '../../db/database.js';

// Global feature flags, owned by the staff console's Settings page (console-settings.ts). The spec's
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
      let supportPhone = deps.supportPhone;
      for (const row of rows) {
        if (row.key in flags) flags[row.key as Flag] = row.value === 'true';
        // Staff may change the number in Settings (console-settings.ts); the server's is the default.
        if (row.key === 'supportPhone') supportPhone = row.value;
      }
      return {
        ...flags,
        supportPhone,
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

import type { SettingsData, ZSettingsUpdate } from '@galla/contracts/staff-settings';
import { bpsToPercent, seededGstRatesBps } from '@galla/domain/gst-rates';
import { paiseToRupees } from '@galla/domain/money';
import { defaultOwnerConfiguration, type PageFlags, retailerPageFlags } from '@galla/domain/permissions';
import type { z } from 'zod';
import type { Db } from '../../db/database.js';
import { audit } from '../../platform/audit.js';
import type { Clock } from '../../platform/clock.js';

// The platform's figures in the key/value settings table (values are text), with the agreed names
// and defaults shared with issue 21 (/tmp/settings-keys.md): a key without a row has its default.
// Every reader reads the table per request, so a change here takes effect without a restart.
export const numericDefaults = {
  smsRatePaise: 1000,
  smsMinPurchaseSms: 200,
  smsCharsGsm: 160,
  smsCharsUnicode: 70,
  pointsPaisePerPoint: 10_000,
  pointsConversionRate: 10,
} as const;
export const flagDefaults = { retailerLogin: true, sms: false } as const;

// GST rates stay read-only here: billing, inventory and the product form check a line's rate against
// one list (domain/gst-rates), not against the rates in force on the invoice date. Letting staff
// add or end rates before billing reads them by date would change which bills save. Until then the
// page shows the list and when each rate came in (GST.md: 40% with GST 2.0 on 22-09-2025).
const GST_START = '2017-07-01';
const GST_2_0 = '2025-09-22';
const gstRates = seededGstRatesBps.map((bps) => ({
  ratePercent: bpsToPercent(bps),
  since: bps === 4000 ? GST_2_0 : GST_START,
}));

type Update = z.output<typeof ZSettingsUpdate>;

function parseFlags(text: string | undefined): PageFlags {
  const flags = defaultOwnerConfiguration();
  if (!text) return flags;
  try {
    const stored = JSON.parse(text) as Partial<PageFlags>;
    for (const flag of retailerPageFlags) if (typeof stored[flag] === 'boolean') flags[flag] = stored[flag];
  } catch {
    // A row that is not JSON counts as absent: the defaults apply.
  }
  return flags;
}

export function createConsoleSettings(deps: { db: Db; clock: Clock; supportPhone: string }) {
  const { db, clock } = deps;

  async function stored(): Promise<Map<string, string>> {
    const rows = await db.selectFrom('settings').select(['key', 'value']).execute();
    return new Map(rows.map((r) => [r.key, r.value]));
  }

  /** The text each key holds once the defaults fill the gaps. */
  function effective(rows: Map<string, string>): Record<string, string> {
    const out: Record<string, string> = {};
    for (const [key, value] of Object.entries(flagDefaults)) out[key] = rows.get(key) ?? String(value);
    for (const [key, value] of Object.entries(numericDefaults)) {
      const text = rows.get(key);
      out[key] = text !== undefined && /^\d+$/.test(text) ? text : String(value);
    }
    out.supportPhone = rows.get('supportPhone') ?? deps.supportPhone;
    out.newShopFlags = JSON.stringify(parseFlags(rows.get('newShopFlags')));
    return out;
  }

  return {
    async read(): Promise<SettingsData> {
      const v = effective(await stored());
      return {
        retailerLogin: v.retailerLogin === 'true',
        sms: v.sms === 'true',
        smsRate: paiseToRupees(Number(v.smsRatePaise)),
        smsMinPurchaseSms: Number(v.smsMinPurchaseSms),
        smsCharsGsm: Number(v.smsCharsGsm),
        smsCharsUnicode: Number(v.smsCharsUnicode),
        pointsRupeesPerPoint: paiseToRupees(Number(v.pointsPaisePerPoint)),
        pointsConversionRate: Number(v.pointsConversionRate),
        supportPhone: v.supportPhone!,
        newShopFlags: JSON.parse(v.newShopFlags!) as PageFlags,
        gstRates,
      };
    },

    /** The support number retailers see (Help), the setting's else the server's configured one. */
    async supportPhone(): Promise<string> {
      return effective(await stored()).supportPhone!;
    },

    /** The page flags a shop signing up now starts with. */
    async newShopConfiguration(): Promise<PageFlags> {
      return parseFlags((await stored()).get('newShopFlags'));
    },

    /** Writes the keys whose value changed, each with an audit entry, in one transaction. */
    async update(values: Update, staffId: number): Promise<void> {
      const next: Record<string, string> = {
        retailerLogin: String(values.retailerLogin),
        sms: String(values.sms),
        smsRatePaise: String(values.smsRate),
        smsMinPurchaseSms: String(values.smsMinPurchaseSms),
        smsCharsGsm: String(values.smsCharsGsm),
        smsCharsUnicode: String(values.smsCharsUnicode),
        pointsPaisePerPoint: String(values.pointsRupeesPerPoint),
        pointsConversionRate: String(values.pointsConversionRate),
        supportPhone: values.supportPhone,
        newShopFlags: JSON.stringify(values.newShopFlags),
      };
      await write(next, staffId);
    },

    /**
     * Writes some keys only (the console's Rewards section edits the points rule, the conversion rate
     * and `surveyReward` here too), each changed one audited: one place writes settings.
     */
    save: write,
  };

  async function write(next: Record<string, string>, staffId: number): Promise<void> {
    await db.transaction().execute(async (trx) => {
      const rows = new Map(
        (await trx.selectFrom('settings').select(['key', 'value']).execute()).map((r) => [r.key, r.value]),
      );
      const before: Record<string, string | undefined> = { ...Object.fromEntries(rows), ...effective(rows) };
      for (const [key, value] of Object.entries(next)) {
        if (before[key] === value) continue;
        await trx
          .insertInto('settings')
          .values({ key, value })
          .onConflict((oc) => oc.column('key').doUpdateSet({ value }))
          .execute();
        await audit(trx, clock, {
          shopId: null,
          actor: { kind: 'staff', id: staffId },
          action: 'settingChanged',
          entity: 'settings',
          entityId: key,
          before: key === 'newShopFlags' ? JSON.parse(before[key]!) : (before[key] ?? null),
          after: key === 'newShopFlags' ? JSON.parse(value) : value,
        });
      }
    });
  }
}
export type ConsoleSettings = ReturnType<typeof createConsoleSettings>;

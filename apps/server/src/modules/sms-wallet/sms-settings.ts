import type { SmsSizes } from '@galla/domain/sms-count';
import type { Db } from '../../db/database.js';

// Platform figures for SMS, kept in the settings table that the staff console edits (agreed keys:
// docs/decisions.md). Read on every request, so a change takes effect at once; a key without a row
// takes its default.
export type SmsSettings = {
  enabled: boolean;
  ratePaise: number;
  minPurchaseSms: number;
  sizes: SmsSizes;
  /** The DLT registration campaign SMS go under: principal entity, header and content template. */
  dlt: { entityId: string; senderId: string; templateId: string };
};

export const smsSettingKeys = [
  'sms',
  'smsRatePaise',
  'smsMinPurchaseSms',
  'smsCharsGsm',
  'smsCharsUnicode',
  'smsDltEntityId',
  'smsDltSenderId',
  'smsDltTemplateId',
] as const;
export type SmsSettingKey = (typeof smsSettingKeys)[number];

export async function readSmsSettings(db: Db, defaultSenderId: string): Promise<SmsSettings> {
  const rows = await db
    .selectFrom('settings')
    .select(['key', 'value'])
    .where('key', 'in', smsSettingKeys)
    .execute();
  const value = (key: SmsSettingKey) => rows.find((r) => r.key === key)?.value;
  const whole = (key: SmsSettingKey, fallback: number, min: number) => {
    const n = Number(value(key));
    return Number.isSafeInteger(n) && n >= min ? n : fallback;
  };
  return {
    enabled: value('sms') === 'true',
    ratePaise: whole('smsRatePaise', 1000, 1),
    minPurchaseSms: whole('smsMinPurchaseSms', 200, 1),
    sizes: { gsm: whole('smsCharsGsm', 160, 8), unicode: whole('smsCharsUnicode', 70, 4) },
    dlt: {
      entityId: value('smsDltEntityId') || 'unregistered',
      senderId: value('smsDltSenderId') || defaultSenderId,
      templateId: value('smsDltTemplateId') || 'unregistered',
    },
  };
}

export type Dlt = SmsSettings['dlt'];

/** The shop's own DLT fields as it set them ('' where it set none). */
export async function shopSender(db: Db, shopId: number): Promise<Dlt> {
  const row = await db
    .selectFrom('shop_sms_senders')
    .select(['entity_id', 'sender_id', 'template_id'])
    .where('shop_id', '=', shopId)
    .executeTakeFirst();
  return {
    entityId: row?.entity_id ?? '',
    senderId: row?.sender_id ?? '',
    templateId: row?.template_id ?? '',
  };
}

/** What a shop's campaign goes under: each of its own fields, else the platform's. */
export function senderInUse(platform: Dlt, shop: Dlt): Dlt {
  return {
    entityId: shop.entityId || platform.entityId,
    senderId: shop.senderId || platform.senderId,
    templateId: shop.templateId || platform.templateId,
  };
}

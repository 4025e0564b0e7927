// How many SMS a message costs. A message in the GSM 03.38 alphabet goes as 7-bit characters (160 in
// one SMS); any other character (Hindi, emoji, curly quotes) sends the whole message as UCS-2 (70).
// A longer message is split into parts that each lose room to the 6-byte concatenation header:
// 153 and 67 characters with the standard sizes. Operators bill per part.

export type SmsSizes = {
  /** Characters in a one-part 7-bit message (160). */
  gsm: number;
  /** Characters in a one-part UCS-2 message (70). */
  unicode: number;
};

export const defaultSmsSizes: SmsSizes = { gsm: 160, unicode: 70 };

// The 6-byte UDH costs 7 septets of a 7-bit part and 3 UTF-16 units of a UCS-2 part.
const GSM_UDH_CHARS = 7;
const UNICODE_UDH_CHARS = 3;

const GSM_BASIC =
  '@£$¥èéùìòÇ\nØø\rÅåΔ_ΦΓΛΩΠΨΣΘΞÆæßÉ !"#¤%&\'()*+,-./0123456789:;<=>?¡ABCDEFGHIJKLMNOPQRSTUVWXYZÄÖÑÜ§¿abcdefghijklmnopqrstuvwxyzäöñüà';
// Extension characters take an escape septet as well: two characters each.
const GSM_EXTENSION = '^{}\\[~]|€\f';

export type SmsCount = {
  encoding: 'gsm' | 'unicode';
  /** Length in the units of the encoding (septets or UTF-16 code units). */
  length: number;
  /** Characters one part holds for this message: the one-part size, or the multi-part size. */
  perSms: number;
  /** SMS billed for one recipient. */
  parts: number;
};

export function isGsmText(text: string): boolean {
  for (const ch of text) if (!GSM_BASIC.includes(ch) && !GSM_EXTENSION.includes(ch)) return false;
  return true;
}

export function smsCount(text: string, sizes: SmsSizes = defaultSmsSizes): SmsCount {
  if (!(sizes.gsm > GSM_UDH_CHARS && sizes.unicode > UNICODE_UDH_CHARS))
    throw new RangeError('SMS sizes must leave room for the concatenation header');
  if (isGsmText(text)) {
    let length = 0;
    for (const ch of text) length += GSM_EXTENSION.includes(ch) ? 2 : 1;
    return split('gsm', length, sizes.gsm, sizes.gsm - GSM_UDH_CHARS);
  }
  return split('unicode', text.length, sizes.unicode, sizes.unicode - UNICODE_UDH_CHARS);
}

function split(encoding: SmsCount['encoding'], length: number, single: number, multi: number): SmsCount {
  if (length === 0) return { encoding, length, perSms: single, parts: 0 };
  if (length <= single) return { encoding, length, perSms: single, parts: 1 };
  return { encoding, length, perSms: multi, parts: Math.ceil(length / multi) };
}

/** What a number of SMS costs, in paise, at a rate per SMS in paise. */
export function smsPricePaise(sms: number, ratePaise: number): number {
  if (!Number.isSafeInteger(sms) || sms < 0 || !Number.isSafeInteger(ratePaise) || ratePaise < 0)
    throw new RangeError('SMS count and rate must be whole, non-negative numbers');
  const price = sms * ratePaise;
  if (!Number.isSafeInteger(price)) throw new RangeError('SMS price out of range');
  return price;
}

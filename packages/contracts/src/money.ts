import { tryRupeesToPaise } from '@galla/domain/money';
import { parseQuantity } from '@galla/domain/quantity';
import { z } from 'zod';
import { limitMessages, MAX_AMOUNT_PAISE, MAX_QUANTITY_MILLI } from './limits.js';

// Rupees on the wire (a number or a numeric string, at most 2 decimals) become integer paise here,
// at the boundary, without passing through float arithmetic. Both are bounded (limits.ts); that
// issue does not abort, so a union around the field (a price or null) reports it instead of the
// union's own message.
export const ZRupees = (message: string) =>
  z.union([z.number(), z.string()], { error: message }).transform((value, ctx) => {
    const paise = tryRupeesToPaise(typeof value === 'string' ? value.trim() : value);
    if (paise === null || paise < 0) {
      ctx.addIssue({ code: 'custom', message });
      return z.NEVER;
    }
    if (paise > MAX_AMOUNT_PAISE) {
      ctx.addIssue({ code: 'custom', message: limitMessages.amountTooLarge, continue: true });
      return z.NEVER;
    }
    return paise;
  });

/** A quantity (up to 3 decimals) as integer thousandths. */
export const ZQuantity = (message: string) =>
  z.union([z.number(), z.string()], { error: message }).transform((value, ctx) => {
    const milli = parseQuantity(value);
    if (milli === undefined) {
      ctx.addIssue({ code: 'custom', message });
      return z.NEVER;
    }
    if (milli > MAX_QUANTITY_MILLI) {
      ctx.addIssue({ code: 'custom', message: limitMessages.quantityTooLarge, continue: true });
      return z.NEVER;
    }
    return milli;
  });

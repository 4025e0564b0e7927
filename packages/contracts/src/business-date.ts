import { fromScreenDate, isValidBusinessDate } from '@galla/domain/financial-year';
import { messages } from '@galla/domain/messages';
import { z } from 'zod';
import { dateMessages, MAX_BUSINESS_DATE, MIN_BUSINESS_DATE } from './limits.js';

// A module of its own so that the credit book and expenses can take a date without loading the
// billing and inventory contracts, whose schemas cost a phone's first screen real time to build.

/** A business date: `YYYY-MM-DD`, or the screen's `dd/MM/yyyy`, normalised to `YYYY-MM-DD`; bounded (limits.ts). */
export const ZBusinessDate = z.string({ error: messages.invoiceDateInvalid }).transform((value, ctx) => {
  const iso = fromScreenDate(value) ?? value.trim();
  if (!isValidBusinessDate(iso)) {
    ctx.addIssue({ code: 'custom', message: messages.invoiceDateInvalid });
    return z.NEVER;
  }
  // ISO dates compare as text.
  if (iso < MIN_BUSINESS_DATE || iso > MAX_BUSINESS_DATE) {
    ctx.addIssue({ code: 'custom', message: dateMessages.outOfRange, continue: true });
    return z.NEVER;
  }
  return iso;
});

import { messages } from '@galla/domain/messages';
import { normaliseMobile } from '@galla/domain/mobile';
import { z } from 'zod';
import { MAX_ID } from './limits.js';

// Field schemas shared by several requests, so each rule and its message is written once.

/**
 * A mobile number as typed or pasted ('+91 98450 12345', '098450-12345'), answered as its 10 digits;
 * `message` (each screen has the spec's own) for anything that cannot be read as one.
 */
export const mobileNumber = (message: string) =>
  z.string({ error: message }).transform((text, ctx) => {
    const mobile = normaliseMobile(text);
    if (mobile !== null) return mobile;
    ctx.addIssue({ code: 'custom', message });
    return z.NEVER;
  });

export const ZMobile = mobileNumber(messages.mobileInvalid);

export const ZOtp = z
  .string({ error: messages.otpFormat })
  .trim()
  .regex(/^[0-9]{6}$/, messages.otpFormat);

export const ZPincode = z
  .string({ error: messages.pincodeCheck })
  .trim()
  .regex(/^[0-9]{6}$/, messages.pincodeCheck);

export { emailPattern } from '@galla/domain/email';

/**
 * A row id (a number or its text), bounded by what the database's id columns hold. An id past the
 * bound names no row; its message starts 'Invalid input' so the error handler names the field.
 */
const noSuchId = 'Invalid input: no such id';
export const ZId = z.coerce.number().int().positive().max(MAX_ID, noSuchId);
/** The same bound for a number already parsed (after a transform). */
export const ZIdNumber = z.number().int().positive().max(MAX_ID, noSuchId);

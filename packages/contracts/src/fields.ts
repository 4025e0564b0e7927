import { messages } from '@galla/domain/messages';
import { normaliseMobile } from '@galla/domain/mobile';
import { z } from 'zod';

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

// A loose e-mail pattern: the spec only asks that a value with a '.' looks like an address.
export const emailPattern = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

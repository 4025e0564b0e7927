import { messages } from '@galla/domain/messages';
import { z } from 'zod';

// Field schemas shared by several requests, so each rule and its message is written once.
export const ZMobile = z
  .string({ error: messages.mobileInvalid })
  .trim()
  .regex(/^[0-9]{10}$/, messages.mobileInvalid);

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

import { messages } from '@galla/domain/messages';
import { z } from 'zod';
import { ZId, ZMobile, ZOtp } from './fields.js';

export const ZSubUserName = z
  .string({ error: messages.subUserName })
  .trim()
  .regex(/^[A-Za-z ]{2,30}$/, messages.subUserName);

export const ZAddSubUserRequest = z.object({ name: ZSubUserName, contactNumber: ZMobile, otp: ZOtp });
export const ZEditSubUserRequest = ZAddSubUserRequest.extend({ userId: ZId });
export const ZDeleteSubUserRequest = z.object({ userId: ZId });

export const ZSubUser = z.object({
  userId: z.number().int(),
  firstName: z.string(),
  lastName: z.string(),
  contactNumber: z.string(),
});
export type SubUser = z.infer<typeof ZSubUser>;

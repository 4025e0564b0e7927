import { createHash } from 'node:crypto';
import { messages } from '@galla/domain/messages';
import { jwtVerify, SignJWT } from 'jose';
import type { Sessions } from '../../platform/auth/sessions.js';
import type { Clock } from '../../platform/clock.js';
import { isCommonPassword } from '../../platform/common-passwords.js';
import { AppError } from '../../platform/envelope.js';
import { hashPassword, verifyPassword } from '../../platform/passwords.js';
import type { UsersService } from '../users/service.js';
import type { OtpService } from './otp-service.js';

const RESET_AUDIENCE = 'galla:password-reset';
const RESET_MINUTES = 15;

// A reset token names the user and a fingerprint of the password it replaces, so it stops working the
// moment the password changes: single use without a table of used tokens.
const fingerprint = (passwordHash: string | null) =>
  createHash('sha256')
    .update(passwordHash ?? 'none')
    .digest('base64url')
    .slice(0, 16);

export function createPasswordService(deps: {
  users: UsersService;
  otp: OtpService;
  sessions: Sessions;
  clock: Clock;
  secret: string;
}) {
  const { users, otp, sessions, clock } = deps;
  const key = new TextEncoder().encode(deps.secret);

  async function setPassword(userId: number, newPassword: string): Promise<void> {
    if (await isCommonPassword(newPassword)) throw new AppError(400, messages.commonPassword);
    await users.setPasswordHash(userId, await hashPassword(newPassword));
    // Every session of the user ends: whoever knew the old password is logged out everywhere.
    await sessions.endAllFor('retailer', userId);
  }

  async function findOwner(keyword: string) {
    const user = /^[0-9]{10}$/.test(keyword)
      ? await users.findByContact(keyword)
      : await users.findByIdentity(keyword);
    if (user?.user_type === 'subRetailer') throw new AppError(400, messages.subUserUsesOtp);
    return user;
  }

  return {
    async change(userId: number, currentPassword: string, newPassword: string): Promise<void> {
      const user = await users.findById(userId);
      if (!user?.password_hash || !(await verifyPassword(user.password_hash, currentPassword))) {
        throw new AppError(400, messages.currentPasswordWrong);
      }
      await setPassword(userId, newPassword);
    },

    /** Step 1: an OTP to the account's phone; undefined when nobody has that identity. */
    async start(keyword: string, ip: string) {
      const user = await findOwner(keyword);
      if (!user) return undefined;
      await otp.send({ contactNumber: user.contact_number, purpose: 'FORGOTPASSWORD', userId: user.id, ip });
      const n = user.contact_number;
      return { contactNumber: `${n.slice(0, 2)}XXXXXX${n.slice(8)}` };
    },

    /** Step 2: the OTP buys a reset token valid for 15 minutes. */
    async verify(keyword: string, code: string): Promise<string | undefined> {
      const user = await findOwner(keyword);
      if (!user) return undefined;
      await otp.verify({ contactNumber: user.contact_number, purpose: 'FORGOTPASSWORD', code });
      const now = Math.floor(clock.now().getTime() / 1000);
      return new SignJWT({ pwf: fingerprint(user.password_hash) })
        .setProtectedHeader({ alg: 'HS256' })
        .setSubject(String(user.id))
        .setAudience(RESET_AUDIENCE)
        .setIssuedAt(now)
        .setExpirationTime(now + RESET_MINUTES * 60)
        .sign(key);
    },

    /** Step 3: a new password in place of the one the token was issued against. */
    async reset(token: string, newPassword: string): Promise<void> {
      const claims = await jwtVerify(token, key, {
        algorithms: ['HS256'],
        audience: RESET_AUDIENCE,
        currentDate: clock.now(),
      }).catch(() => undefined);
      const userId = Number(claims?.payload.sub);
      const user = Number.isInteger(userId) ? await users.findById(userId) : undefined;
      if (!user || claims?.payload.pwf !== fingerprint(user.password_hash)) {
        throw new AppError(400, messages.resetLinkInvalid);
      }
      await setPassword(user.id, newPassword);
    },
  };
}
export type PasswordService = ReturnType<typeof createPasswordService>;

import { createHmac, randomInt, timingSafeEqual } from 'node:crypto';
import type { OtpType } from '@galla/contracts/auth';
import { messages } from '@galla/domain/messages';
import type { Db, Dialect } from '../../db/database.js';
import type { Clock } from '../../platform/clock.js';
import { AppError } from '../../platform/envelope.js';
import { lockKey } from '../../platform/locks.js';
import { enqueueMessage } from '../../platform/outbox.js';
import { hitRateLimit } from '../../platform/rate-limit.js';

// The OTP rules of the walking-skeleton issue: 6 digits from a CSPRNG, stored as an HMAC (never the
// code), valid 5 minutes, single use, 5 wrong tries, resend locked 30 s, 5 sends per number per hour,
// and a per-IP cap so one client cannot spray SMS at many numbers.
export const otpRules = {
  ttlMs: 5 * 60_000,
  resendLockMs: 30_000,
  maxSendsPerHour: 5,
  maxWrongTries: 5,
  maxSendsPerIpPerHour: 30,
} as const;
const HOUR = 3_600_000;

export type OtpDeps = { db: Db; dialect: Dialect; clock: Clock; secret: string; onEnqueued: () => void };

export function createOtpService(deps: OtpDeps) {
  const { db, clock } = deps;
  const digest = (number: string, purpose: string, code: string) =>
    createHmac('sha256', deps.secret).update(`${number}:${purpose}:${code}`).digest('hex');

  async function send(input: { contactNumber: string; purpose: OtpType; userId?: number; ip: string }) {
    const ipHit = await hitRateLimit(db, clock, `otp-ip:${input.ip}`, otpRules.maxSendsPerIpPerHour, HOUR);
    if (!ipHit.allowed) throw new AppError(429, messages.tooManyRequests);

    const code = String(randomInt(0, 1_000_000)).padStart(6, '0');
    await db.transaction().execute(async (trx) => {
      await lockKey(trx, deps.dialect, `otp:${input.contactNumber}`);
      const now = clock.now();
      const hourAgo = new Date(now.getTime() - HOUR).toISOString();
      const recent = await trx
        .selectFrom('otps')
        .select('created_at')
        .where('contact_number', '=', input.contactNumber)
        .where('created_at', '>', hourAgo)
        .orderBy('created_at', 'desc')
        .execute();
      const latest = recent[0];
      if (latest) {
        const waitMs = Date.parse(latest.created_at) + otpRules.resendLockMs - now.getTime();
        if (waitMs > 0) throw new AppError(429, messages.otpResendLocked(Math.ceil(waitMs / 1000)));
      }
      if (recent.length >= otpRules.maxSendsPerHour) throw new AppError(429, messages.otpHourlyLimit);

      // Only the newest code of a purpose is valid: asking again retires the previous one.
      await trx
        .updateTable('otps')
        .set({ used_at: now.toISOString() })
        .where('contact_number', '=', input.contactNumber)
        .where('purpose', '=', input.purpose)
        .where('used_at', 'is', null)
        .execute();
      await trx
        .insertInto('otps')
        .values({
          contact_number: input.contactNumber,
          purpose: input.purpose,
          code_hash: digest(input.contactNumber, input.purpose, code),
          user_id: input.userId ?? null,
          attempts: 0,
          created_at: now.toISOString(),
          expires_at: new Date(now.getTime() + otpRules.ttlMs).toISOString(),
          used_at: null,
        })
        .execute();
      await enqueueMessage(trx, clock, {
        channel: 'sms',
        to: input.contactNumber,
        body: `${code} is your Galla OTP. It is valid for 5 minutes. Do not share it with anyone.`,
        sensitive: true,
      });
    });
    deps.onEnqueued();
    return {
      contactNumber: input.contactNumber,
      resendAfterSeconds: otpRules.resendLockMs / 1000,
      expiresInSeconds: otpRules.ttlMs / 1000,
    };
  }

  /** Consumes the code or throws the spec's message. */
  async function verify(input: { contactNumber: string; purpose: OtpType; code: string }): Promise<void> {
    const now = clock.now().toISOString();
    const otp = await db
      .selectFrom('otps')
      .select(['id', 'code_hash', 'attempts', 'expires_at'])
      .where('contact_number', '=', input.contactNumber)
      .where('purpose', '=', input.purpose)
      .where('used_at', 'is', null)
      .orderBy('id', 'desc')
      .executeTakeFirst();
    if (!otp) throw new AppError(400, messages.wrongOtp);
    if (otp.attempts >= otpRules.maxWrongTries) throw new AppError(400, messages.otpTooManyTries);
    if (otp.expires_at <= now) throw new AppError(400, messages.otpExpired);

    const expected = Buffer.from(otp.code_hash, 'hex');
    const given = Buffer.from(digest(input.contactNumber, input.purpose, input.code), 'hex');
    if (!timingSafeEqual(expected, given)) {
      // Counted in one statement so concurrent guesses cannot slip past the limit.
      await db
        .updateTable('otps')
        .set((eb) => ({ attempts: eb('attempts', '+', 1) }))
        .where('id', '=', otp.id)
        .execute();
      throw new AppError(400, messages.wrongOtp);
    }
    const used = await db
      .updateTable('otps')
      .set({ used_at: now })
      .where('id', '=', otp.id)
      .where('used_at', 'is', null)
      .where('attempts', '<', otpRules.maxWrongTries)
      .executeTakeFirst();
    // Another request consumed it (or used up the tries) between our read and this write.
    if (used.numUpdatedRows !== 1n) throw new AppError(400, messages.wrongOtp);
  }

  return { send, verify };
}
export type OtpService = ReturnType<typeof createOtpService>;

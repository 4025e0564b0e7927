import { messages } from '@galla/domain/messages';
import type { Db } from '../../db/database.js';
import type { Clock } from '../../platform/clock.js';
import { AppError } from '../../platform/envelope.js';
import { hitRateLimit, isRateLimited } from '../../platform/rate-limit.js';

// Failed password logins are capped per account and per IP address. Only password login is
// throttled: OTP login goes to the owner's own phone, so an attacker who burns an account's password
// attempts cannot lock the real owner out — they log in by OTP.
export const throttleRules = { perAccountPerHour: 100, perIpPer15Min: 50 } as const;
const HOUR = 3_600_000;
const QUARTER = 15 * 60_000;

export function createLoginThrottle(deps: { db: Db; clock: Clock }) {
  const { db, clock } = deps;
  return {
    async check(ip: string, userId?: number): Promise<void> {
      const [ipBlocked, accountBlocked] = await Promise.all([
        isRateLimited(db, clock, `login-fail-ip:${ip}`, throttleRules.perIpPer15Min, QUARTER),
        userId === undefined
          ? false
          : isRateLimited(db, clock, `login-fail-user:${userId}`, throttleRules.perAccountPerHour, HOUR),
      ]);
      if (ipBlocked || accountBlocked) throw new AppError(429, messages.tooManyFailedLogins);
    },
    async failed(ip: string, userId?: number): Promise<void> {
      await hitRateLimit(db, clock, `login-fail-ip:${ip}`, throttleRules.perIpPer15Min, QUARTER);
      if (userId !== undefined) {
        await hitRateLimit(db, clock, `login-fail-user:${userId}`, throttleRules.perAccountPerHour, HOUR);
      }
    },
  };
}
export type LoginThrottle = ReturnType<typeof createLoginThrottle>;

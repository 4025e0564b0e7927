import { messages } from '@galla/domain/messages';
import type { Db } from '../../db/database.js';
import type { Clock } from '../../platform/clock.js';
import { AppError } from '../../platform/envelope.js';
import { hitRateLimit, releaseRateLimitHit } from '../../platform/rate-limit.js';

// Staff passwords open the whole platform: after 5 wrong passwords for one e-mail in a 15-minute
// window, the e-mail is refused for the rest of that window (an Admin can reset the password).
// Each attempt takes one of the window's 5 places before the password is checked, and gives it
// back when the password is right, so even 20 attempts fired at once get at most 5 guesses.
export const staffLoginLimit = { wrongPasswords: 5, windowMs: 15 * 60_000 } as const;

export function createStaffLoginLimit(deps: { db: Db; clock: Clock }) {
  const { db, clock } = deps;
  const keyOf = (email: string) => `staff-login-fail:${email.trim().toLowerCase()}`;
  return {
    /** Takes a place for this attempt, or refuses (429) when the window's places are used up. */
    async reserve(email: string): Promise<void> {
      const { allowed } = await hitRateLimit(
        db,
        clock,
        keyOf(email),
        staffLoginLimit.wrongPasswords,
        staffLoginLimit.windowMs,
      );
      if (!allowed) {
        // The refused attempt does not count: the window stays exactly at its limit.
        await releaseRateLimitHit(db, clock, keyOf(email), staffLoginLimit.windowMs);
        throw new AppError(429, messages.staffPasswordLocked);
      }
    },
    /** The password was right: the attempt was not a wrong one. */
    async release(email: string): Promise<void> {
      await releaseRateLimitHit(db, clock, keyOf(email), staffLoginLimit.windowMs);
    },
  };
}
export type StaffLoginLimit = ReturnType<typeof createStaffLoginLimit>;

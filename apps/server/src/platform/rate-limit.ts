import type { Db } from '../db/database.js';
import type { Clock } from './clock.js';

export type RateLimitResult = { allowed: boolean; retryAfterSeconds: number };

// A fixed-window counter kept in the database, so several app instances share one count. The row is
// upserted atomically; the count is read back from the same statement.
export async function hitRateLimit(
  db: Db,
  clock: Clock,
  key: string,
  limit: number,
  windowMs: number,
): Promise<RateLimitResult> {
  const now = clock.now().getTime();
  const windowStart = new Date(now - (now % windowMs)).toISOString();
  const row = await db
    .insertInto('rate_limits')
    .values({ key, window_start: windowStart, hits: 1 })
    .onConflict((oc) =>
      oc.columns(['key', 'window_start']).doUpdateSet((eb) => ({ hits: eb('rate_limits.hits', '+', 1) })),
    )
    .returning('hits')
    .executeTakeFirstOrThrow();
  const retryAfterSeconds = Math.ceil((Date.parse(windowStart) + windowMs - now) / 1000);
  return { allowed: row.hits <= limit, retryAfterSeconds };
}

/** Whether the current window of a key is already at its limit, without counting a hit. */
export async function isRateLimited(
  db: Db,
  clock: Clock,
  key: string,
  limit: number,
  windowMs: number,
): Promise<boolean> {
  const now = clock.now().getTime();
  const row = await db
    .selectFrom('rate_limits')
    .select('hits')
    .where('key', '=', key)
    .where('window_start', '=', new Date(now - (now % windowMs)).toISOString())
    .executeTakeFirst();
  return (row?.hits ?? 0) >= limit;
}

// Old windows are useless; dropping them keeps the table small.
export async function pruneRateLimits(db: Db, clock: Clock, olderThanMs: number): Promise<void> {
  const cutoff = new Date(clock.now().getTime() - olderThanMs).toISOString();
  await db.deleteFrom('rate_limits').where('window_start', '<', cutoff).execute();
}

/** Takes back one hit of the current window (an attempt that turned out not to count). */
export async function releaseRateLimitHit(
  db: Db,
  clock: Clock,
  key: string,
  windowMs: number,
): Promise<void> {
  const now = clock.now().getTime();
  await db
    .updateTable('rate_limits')
    .set((eb) => ({ hits: eb('hits', '-', 1) }))
    .where('key', '=', key)
    .where('window_start', '=', new Date(now - (now % windowMs)).toISOString())
    .where('hits', '>', 0)
    .execute();
}

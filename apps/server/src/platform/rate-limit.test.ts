import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/test-app.js';
import { hitRateLimit, isRateLimited, pruneRateLimits } from './rate-limit.js';

let t: TestApp;
beforeEach(async () => {
  t = await createTestApp();
});
afterEach(async () => {
  await t.close();
});

describe('rate limits', () => {
  it('count hits in a window, refuse past the limit, and start again in the next window', async () => {
    const hit = () => hitRateLimit(t.db, t.clock, 'k', 2, 60_000);
    expect((await hit()).allowed).toBe(true);
    expect((await hit()).allowed).toBe(true);
    expect(await isRateLimited(t.db, t.clock, 'k', 2, 60_000)).toBe(true);
    expect((await hit()).allowed).toBe(false);
    t.clock.advance(60_000);
    expect((await hit()).allowed).toBe(true);
  });

  it('old windows are pruned', async () => {
    await hitRateLimit(t.db, t.clock, 'old', 5, 60_000);
    t.clock.advance(2 * 86_400_000);
    await hitRateLimit(t.db, t.clock, 'new', 5, 60_000);
    await pruneRateLimits(t.db, t.clock, 86_400_000);
    const keys = (await t.db.selectFrom('rate_limits').select('key').execute()).map((r) => r.key);
    expect(keys).toEqual(['new']);
  });
});

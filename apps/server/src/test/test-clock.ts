import type { Clock } from '../platform/clock.js';

// A clock that stands still until a test moves it.
export function createTestClock(start = new Date('2026-11-21T06:30:00.000Z')) {
  let now = start.getTime();
  const clock: Clock & { advance(ms: number): void; set(date: Date): void } = {
    now: () => new Date(now),
    advance(ms) {
      now += ms;
    },
    set(date) {
      now = date.getTime();
    },
  };
  return clock;
}
export type TestClock = ReturnType<typeof createTestClock>;

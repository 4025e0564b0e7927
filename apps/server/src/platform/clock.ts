// Time comes from a clock object so tests can move it (OTP expiry, rate-limit windows, sessions)
// without waiting.
export type Clock = { now: () => Date };

export const systemClock: Clock = { now: () => new Date() };

export function isoAfter(clock: Clock, ms: number): string {
  return new Date(clock.now().getTime() + ms).toISOString();
}

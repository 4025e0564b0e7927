// GST rates as basis points (1800 = 18%), so 0.25% and 1.5% are whole numbers too. The rates a line
// may carry are data (GST.md: seeded list; the staff console will own them with effective dates).
export type RateBps = number;

export const seededGstRatesBps: readonly RateBps[] = [0, 25, 100, 150, 300, 500, 1200, 1800, 2800, 4000];

const PERCENT = /^(\d{1,2})(?:\.(\d{1,2}))?$/;

/** '18' or 18 → 1800; '0.25' → 25; anything else → undefined. */
export function percentToBps(value: number | string): RateBps | undefined {
  const text = typeof value === 'number' ? (Number.isFinite(value) ? String(value) : '') : value.trim();
  const match = PERCENT.exec(text);
  if (!match) return undefined;
  return Number(match[1]) * 100 + Number((match[2] ?? '').padEnd(2, '0'));
}

/** 1800 → 18; 25 → 0.25. */
export function bpsToPercent(bps: RateBps): number {
  return Number(`${Math.trunc(bps / 100)}.${String(bps % 100).padStart(2, '0')}`);
}

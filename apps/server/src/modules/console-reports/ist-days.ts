import { type Expression, type RawBuilder, sql } from 'kysely';
import type { Dialect } from '../../db/database.js';

// Timestamps are stored as UTC ISO text (toISOString), business days are IST (UTC+5:30, no DST).
// A range of IST days is therefore a half-open range of UTC instants, which compares as text on
// both dialects; only grouping by IST day needs the dialect's date function.

const IST_OFFSET_MS = 330 * 60_000;

/** The UTC instants [start, end) that the IST days from..to (inclusive) cover, as ISO text. */
export function istDayBounds(from: string, to: string): { start: string; end: string } {
  const start = new Date(Date.parse(`${from}T00:00:00.000Z`) - IST_OFFSET_MS);
  const end = new Date(Date.parse(`${to}T00:00:00.000Z`) + 86_400_000 - IST_OFFSET_MS);
  return { start: start.toISOString(), end: end.toISOString() };
}

/** The IST day (`YYYY-MM-DD`) of a UTC ISO timestamp column. */
export function istDayOf(dialect: Dialect, column: Expression<string>): RawBuilder<string> {
  return dialect === 'postgres'
    ? sql<string>`to_char((${column})::timestamptz at time zone 'Asia/Kolkata', 'YYYY-MM-DD')`
    : sql<string>`date(${column}, '+330 minutes')`;
}

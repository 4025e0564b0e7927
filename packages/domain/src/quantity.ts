// Quantities are integer thousandths of a unit (ARCHITECTURE.md §3), so 2.5 kg is 2500 and a piece
// is 1000. Like money, they are parsed from their decimal text, never scaled as floats.
export type Milli = number;

const QUANTITY = /^(\d+)(?:\.(\d{1,3}))?$/;
const MAX_MILLI = 1_000_000_000_000; // a billion units: far beyond any shop

export function parseQuantity(value: number | string): Milli | undefined {
  const text = typeof value === 'number' ? (Number.isFinite(value) ? String(value) : '') : value.trim();
  const match = QUANTITY.exec(text);
  if (!match) return undefined;
  const milli = Number(match[1]) * 1000 + Number((match[2] ?? '').padEnd(3, '0'));
  return Number.isSafeInteger(milli) && milli <= MAX_MILLI ? milli : undefined;
}

/** For the wire: 2500 → 2.5. */
export function milliToQuantity(milli: Milli): number {
  const sign = milli < 0 ? '-' : '';
  const abs = Math.abs(milli);
  return Number(`${sign}${Math.trunc(abs / 1000)}.${String(abs % 1000).padStart(3, '0')}`);
}

export const isWholeUnits = (milli: Milli) => milli % 1000 === 0;

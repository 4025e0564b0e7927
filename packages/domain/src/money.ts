// Money is integer paise everywhere inside Galla. Rupees exist only on the JSON wire, and even
// there the conversion goes through the decimal text, never through `x * 100` on a float.
//
// Rounding is "half up" to the paisa as GST.md asks, applied symmetrically (half away from zero)
// to negatives, so that a return or credit note is the exact mirror of the sale it reverses:
// round(-x) === -round(x).

export type Paise = number;

export class MoneyError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'MoneyError';
  }
}

export interface FormatInrOptions {
  symbol?: '₹' | 'Rs' | '';
  /** false shows whole rupees, rounded the same way as an invoice's grand total. */
  decimals?: boolean;
}

// No '+', no exponent, no whitespace, no bare '.5' or '5.': the wire carries plain decimals.
const RUPEES_PATTERN = /^(-)?(\d+)(?:\.(\d{1,2}))?$/;
const MAX_SAFE = BigInt(Number.MAX_SAFE_INTEGER);

function assertSafe(value: number, what: string): void {
  if (!Number.isSafeInteger(value)) {
    throw new MoneyError(`${what} must be a safe integer, got ${String(value)}`);
  }
}

// `+ 0` turns -0 into 0, so that no caller ever sees a negative zero.
function checkedResult(value: number, what: string): number {
  if (!Number.isSafeInteger(value)) throw new MoneyError(`${what} is outside the safe integer range`);
  return value + 0;
}

function toBigInt(value: bigint | number, what: string): bigint {
  if (typeof value === 'bigint') return value;
  assertSafe(value, what);
  return BigInt(value);
}

function bigToSafe(value: bigint, what: string): number {
  if (value > MAX_SAFE || value < -MAX_SAFE)
    throw new MoneyError(`${what} is outside the safe integer range`);
  return Number(value);
}

export function rupeesToPaise(value: number | string): Paise {
  let text: string;
  if (typeof value === 'number') {
    if (!Number.isFinite(value)) throw new MoneyError(`Invalid rupee amount ${String(value)}`);
    // String() yields the shortest decimal that round-trips, i.e. the digits the sender wrote;
    // exponent forms (tiny fractions, huge values) then fail the pattern below.
    text = String(value);
  } else if (typeof value === 'string') {
    text = value;
  } else {
    throw new MoneyError(`Invalid rupee amount: expected a number or a string, got ${typeof value}`);
  }
  const match = RUPEES_PATTERN.exec(text);
  if (!match) {
    throw new MoneyError(
      `Invalid rupee amount ${JSON.stringify(text)}: expected a plain decimal with at most 2 decimals`,
    );
  }
  const [, minus, whole = '', fraction = ''] = match;
  const paise =
    whole.length <= SAFE_RUPEE_DIGITS ? smallPaise(whole, fraction) : largePaise(whole, fraction, text);
  return minus && paise !== 0 ? -paise : paise;
}

// Up to 13 digits of rupees the paise stay below 10^15 < 2^53, so doubles add them exactly; every
// amount of a bill does, and a bill's request carries dozens of them (BigInt took ~0.3 µs each).
const SAFE_RUPEE_DIGITS = 13;

function smallPaise(whole: string, fraction: string): Paise {
  const cents = fraction.length === 0 ? 0 : fraction.length === 1 ? Number(fraction) * 10 : Number(fraction);
  return Number(whole) * 100 + cents;
}

function largePaise(whole: string, fraction: string, text: string): Paise {
  const magnitude = BigInt(whole) * 100n + BigInt(fraction.padEnd(2, '0'));
  if (magnitude > MAX_SAFE) throw new MoneyError(`Rupee amount ${text} is too large`);
  return Number(magnitude);
}

export function tryRupeesToPaise(value: number | string): Paise | null {
  try {
    return rupeesToPaise(value);
  } catch (error) {
    if (error instanceof MoneyError) return null;
    throw error;
  }
}

export function paiseToRupees(p: Paise): number {
  assertSafe(p, 'Paise');
  const abs = Math.abs(p);
  const fraction = abs % 100;
  const whole = (abs - fraction) / 100;
  // Number() of the decimal text is the double nearest to it, which JSON.stringify prints back
  // as exactly that decimal.
  return Number(`${p < 0 ? '-' : ''}${whole}.${String(fraction).padStart(2, '0')}`);
}

function groupIndian(digits: string): string {
  if (digits.length <= 3) return digits;
  const head = digits.slice(0, -3).replace(/\B(?=(\d{2})+$)/g, ',');
  return `${head},${digits.slice(-3)}`;
}

// Grouping is done by hand: Intl's en-IN data is absent from small-icu runtimes.
export function formatInr(p: Paise, opts: FormatInrOptions = {}): string {
  assertSafe(p, 'Paise');
  const { symbol = '₹', decimals = true } = opts;
  const shown = decimals ? p : roundToRupee(p).rounded;
  const abs = Math.abs(shown);
  const fraction = abs % 100;
  const whole = groupIndian(String((abs - fraction) / 100));
  const sign = shown < 0 ? '-' : '';
  const prefix = symbol === 'Rs' ? 'Rs ' : symbol;
  const tail = decimals ? `.${String(fraction).padStart(2, '0')}` : '';
  return `${sign}${prefix}${whole}${tail}`;
}

export function sumPaise(xs: readonly Paise[]): Paise {
  let total = 0;
  for (const x of xs) {
    assertSafe(x, 'Paise');
    // Both operands are safe, so an inexact sum can only happen beyond 2^53 and is caught here.
    total = checkedResult(total + x, 'Sum of amounts');
  }
  return total;
}

export function addPaise(...xs: Paise[]): Paise {
  return sumPaise(xs);
}

/** a + b with sumPaise's checks, for hot loops: no array per addition. */
export function plusPaise(a: Paise, b: Paise): Paise {
  assertSafe(a, 'Paise');
  assertSafe(b, 'Paise');
  return checkedResult(a + b, 'Sum of amounts');
}

export function subPaise(a: Paise, b: Paise): Paise {
  assertSafe(a, 'Paise');
  assertSafe(b, 'Paise');
  return checkedResult(a - b, 'Difference of amounts');
}

// Below this, the division is exact in doubles: with N + D < 2^52, floor(N / D) computed in floating
// point is the true floor (the quotient is at least 1/D away from the next integer, more than half
// a unit in the last place). A bill's figures are far below it, and doubles are many times cheaper
// than BigInt on the hot path of every save; anything larger goes through BigInt as before.
const EXACT_IN_DOUBLES = 2 ** 52;

/** Exact integer division rounded half away from zero. */
export function divRoundHalfUp(numerator: bigint | number, denominator: bigint | number): number {
  if (typeof numerator === 'number' && typeof denominator === 'number') {
    assertSafe(numerator, 'Numerator');
    assertSafe(denominator, 'Denominator');
    if (denominator === 0) throw new MoneyError('Division by zero');
    const a = Math.abs(numerator);
    const b = Math.abs(denominator);
    // floor(a/b + 1/2) = floor((2a + b) / 2b)
    const top = 2 * a + b;
    const bottom = 2 * b;
    if (top + bottom < EXACT_IN_DOUBLES) {
      const q = Math.floor(top / bottom);
      return (numerator < 0 !== denominator < 0 ? -q : q) + 0;
    }
  }
  const n = toBigInt(numerator, 'Numerator');
  const d = toBigInt(denominator, 'Denominator');
  if (d === 0n) throw new MoneyError('Division by zero');
  const a = n < 0n ? -n : n;
  const b = d < 0n ? -d : d;
  // floor(a/b + 1/2) without leaving integers.
  const q = (2n * a + b) / (2n * b);
  return bigToSafe(n < 0n !== d < 0n ? -q : q, 'Quotient');
}

/**
 * a × b of two safe integers, exactly: a number while the product is a safe integer (a product past
 * 2^53 cannot pass that check), else a bigint. divRoundHalfUp takes either.
 */
export function exactProduct(a: number, b: number): number | bigint {
  const p = a * b;
  return Number.isSafeInteger(p) ? p : BigInt(a) * BigInt(b);
}

/** price × quantity, where quantity is in thousandths (1 piece = 1000). */
export function mulQty(pricePaise: Paise, qtyThousandths: number): Paise {
  assertSafe(pricePaise, 'Price');
  assertSafe(qtyThousandths, 'Quantity');
  return divRoundHalfUp(exactProduct(pricePaise, qtyThousandths), 1000);
}

/** amount × rate, where the rate is in basis points (1800 = 18%). */
export function applyRateBps(amount: Paise, rateBps: number): Paise {
  assertSafe(amount, 'Amount');
  if (!Number.isSafeInteger(rateBps) || rateBps < 0) {
    throw new MoneyError(`Rate must be a non-negative whole number of basis points, got ${String(rateBps)}`);
  }
  return divRoundHalfUp(exactProduct(amount, rateBps), 10_000);
}

/**
 * Splits total in proportion to weights so that the parts add up to total exactly (largest
 * remainder; ties go to the earlier part). All-zero weights split evenly. A negative total is
 * split as the mirror image of the positive one.
 */
export function allocate(total: Paise, weights: readonly number[]): Paise[] {
  assertSafe(total, 'Total');
  if (weights.length === 0) throw new MoneyError('Cannot allocate an amount across zero parts');
  for (const w of weights) {
    if (!Number.isSafeInteger(w) || w < 0) {
      throw new MoneyError(`Allocation weights must be non-negative integers, got ${String(w)}`);
    }
  }
  // Nothing to share (a bill without an invoice discount, every save): every part is 0.
  if (total === 0) return weights.map(() => 0);
  const ws = weights.every((w) => w === 0) ? weights.map(() => 1) : weights;
  const magnitude = Math.abs(total);
  const shares = exactShares(magnitude, ws);
  let leftover = magnitude;
  for (const share of shares) leftover -= share.floor;
  const byRemainder = [...shares].sort((x, y) =>
    x.remainder === y.remainder ? x.index - y.index : x.remainder > y.remainder ? -1 : 1,
  );
  for (const share of byRemainder.slice(0, leftover)) share.floor += 1;
  return shares.map((s) => (total < 0 && s.floor !== 0 ? -s.floor : s.floor));
}

type Share = { index: number; floor: number; remainder: number | bigint };

/**
 * magnitude × w ÷ Σw for each weight, as a whole part (at most magnitude, so a safe number) and a
 * remainder. In doubles while magnitude × Σw stays below EXACT_IN_DOUBLES (₹1 lakh off a ₹40-lakh
 * bill still does), in bigints past that; the remainders of one call are all of one type.
 */
function exactShares(magnitude: number, ws: readonly number[]): Share[] {
  let weightSum = 0;
  for (const w of ws) weightSum += w;
  if (Number.isSafeInteger(weightSum) && magnitude * weightSum + weightSum < EXACT_IN_DOUBLES) {
    return ws.map((w, index) => {
      const product = magnitude * w;
      const floor = Math.floor(product / weightSum);
      return { index, floor, remainder: product - floor * weightSum };
    });
  }
  const bigSum = ws.reduce((a, w) => a + BigInt(w), 0n);
  const bigMagnitude = BigInt(magnitude);
  return ws.map((w, index) => {
    const product = bigMagnitude * BigInt(w);
    return { index, floor: Number(product / bigSum), remainder: product % bigSum };
  });
}

/** Nearest whole rupee, 50 paise going up (away from zero); roundOff = rounded − p. */
export function roundToRupee(p: Paise): { rounded: Paise; roundOff: Paise } {
  assertSafe(p, 'Paise');
  const rounded = checkedResult(divRoundHalfUp(p, 100) * 100, 'Rounded amount');
  return { rounded, roundOff: checkedResult(rounded - p, 'Round off') };
}

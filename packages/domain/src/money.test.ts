import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  addPaise,
  allocate,
  applyRateBps,
  divRoundHalfUp,
  formatInr,
  MoneyError,
  mulQty,
  paiseToRupees,
  plusPaise,
  roundToRupee,
  rupeesToPaise,
  subPaise,
  sumPaise,
  tryRupeesToPaise,
} from './money.js';

const TEN_TO_13 = 10_000_000_000_000;
const paiseArb = fc.integer({ min: -TEN_TO_13, max: TEN_TO_13 });

// Reference rounding written differently from the implementation: truncate, then look at the remainder.
function refDivHalfUp(n: bigint, d: bigint): bigint {
  const q = n / d;
  const r = n % d;
  const twice = (r < 0n ? -r : r) * 2n;
  const dAbs = d < 0n ? -d : d;
  if (twice < dAbs) return q;
  return n < 0n !== d < 0n ? q - 1n : q + 1n;
}

describe('rupeesToPaise', () => {
  it.each([
    ['12', 1200],
    ['12.5', 1250],
    ['12.50', 1250],
    ['0.05', 5],
    ['-3.25', -325],
    ['007.10', 710],
    ['0', 0],
    ['-0.00', 0],
    [12.5, 1250],
    [0.1, 10],
    [1234567.89, 123456789],
    [-0.01, -1],
    [-0, 0],
    ['90071992547409.91', Number.MAX_SAFE_INTEGER],
  ] as const)('%j → %d', (input, expected) => {
    expect(Object.is(rupeesToPaise(input), expected)).toBe(true);
  });

  it.each([
    '',
    '   ',
    ' 12',
    '12 ',
    '1.005',
    '12.',
    '.5',
    '+12',
    '1e3',
    '1,000',
    '12.5.0',
    '--1',
    'abc',
    '₹12',
    '90071992547409.92',
  ])('rejects the string %j', (input) => {
    expect(() => rupeesToPaise(input)).toThrow(MoneyError);
    expect(tryRupeesToPaise(input)).toBeNull();
  });

  it.each([0.1 + 0.2, 1.005, Number.NaN, Number.POSITIVE_INFINITY, Number.NEGATIVE_INFINITY, 1e-7, 1e21])(
    'rejects the number %d',
    (input) => {
      expect(() => rupeesToPaise(input)).toThrow(MoneyError);
      expect(tryRupeesToPaise(input)).toBeNull();
    },
  );

  it('rejects any third decimal, whatever the digits', () => {
    fc.assert(
      fc.property(paiseArb, fc.integer({ min: 1, max: 9 }), (p, digit) => {
        expect(tryRupeesToPaise(`${paiseToRupees(p).toFixed(2)}${digit}`)).toBeNull();
      }),
    );
  });

  it('reads any well-formed string exactly, and refuses one past the safe range', () => {
    fc.assert(
      fc.property(
        fc.boolean(),
        // Up to 13 digits the sum is done in doubles, past that in bigints.
        fc.stringMatching(/^\d{1,16}$/),
        fc.stringMatching(/^(\.\d{1,2})?$/),
        (neg, whole, frac) => {
          const text = `${neg ? '-' : ''}${whole}${frac}`;
          const expected = BigInt(whole) * 100n + BigInt(frac.slice(1).padEnd(2, '0'));
          if (expected > BigInt(Number.MAX_SAFE_INTEGER)) {
            expect(() => rupeesToPaise(text)).toThrow(MoneyError);
          } else {
            expect(BigInt(rupeesToPaise(text))).toBe(neg ? -expected : expected);
          }
        },
      ),
      { numRuns: 1000 },
    );
  });

  it('says what was wrong', () => {
    expect(() => rupeesToPaise('1.005')).toThrow(/"1.005".*at most 2 decimals/);
  });

  it('rejects values that are neither numbers nor strings at run time', () => {
    expect(() => rupeesToPaise(null as unknown as string)).toThrow(MoneyError);
  });
});

describe('paiseToRupees', () => {
  it.each([
    [12345, 123.45],
    [5, 0.05],
    [-325, -3.25],
    [0, 0],
    [100, 1],
  ])('%d → %d', (input, expected) => {
    expect(paiseToRupees(input)).toBe(expected);
  });

  it('rejects non-integers', () => {
    expect(() => paiseToRupees(1.5)).toThrow(MoneyError);
    expect(() => paiseToRupees(2 ** 53)).toThrow(MoneyError);
  });

  it('round-trips through rupeesToPaise and through JSON', () => {
    fc.assert(
      fc.property(paiseArb, (p) => {
        const rupees = paiseToRupees(p);
        expect(rupeesToPaise(rupees)).toBe(p);
        expect(rupeesToPaise(JSON.parse(JSON.stringify(rupees)))).toBe(p);
      }),
    );
  });
});

describe('formatInr', () => {
  it.each([
    [12345650, undefined, '₹1,23,456.50'],
    [-123400, undefined, '-₹1,234.00'],
    [12345650, { symbol: 'Rs' }, 'Rs 1,23,456.50'],
    [-12345650, { symbol: 'Rs' }, '-Rs 1,23,456.50'],
    [12345650, { symbol: '' }, '1,23,456.50'],
    [0, undefined, '₹0.00'],
    [5, undefined, '₹0.05'],
    [99999, undefined, '₹999.99'],
    [100000, undefined, '₹1,000.00'],
    [1234567890, undefined, '₹1,23,45,678.90'],
    [123456789012, undefined, '₹1,23,45,67,890.12'],
    [12345650, { decimals: false }, '₹1,23,457'],
    [12345649, { decimals: false }, '₹1,23,456'],
    [-30, { decimals: false }, '₹0'],
    [-150, { decimals: false, symbol: 'Rs' }, '-Rs 2'],
  ] as const)('%d with %j → %s', (p, opts, expected) => {
    expect(formatInr(p, opts)).toBe(expected);
  });

  it('keeps every digit and parses back to the same amount', () => {
    fc.assert(
      fc.property(paiseArb, (p) => {
        const text = formatInr(p);
        expect(text.replace(/\D/g, '')).toBe(String(Math.abs(p)).padStart(3, '0'));
        expect(rupeesToPaise(text.replace(/[₹,]/g, ''))).toBe(p);
        // Indian grouping: the last group has three digits, every earlier one two (the first may have one).
        const whole = text.replace(/^-?₹/, '').split('.')[0] ?? '';
        expect(whole).toMatch(/^\d{1,2}(,\d{2})*,\d{3}$|^\d{1,3}$/);
      }),
    );
  });
});

describe('addPaise, plusPaise, subPaise, sumPaise', () => {
  it('adds and subtracts', () => {
    expect(addPaise(100, 250, -50)).toBe(300);
    expect(addPaise()).toBe(0);
    expect(subPaise(100, 250)).toBe(-150);
    expect(sumPaise([1, 2, 3])).toBe(6);
    expect(plusPaise(100, -250)).toBe(-150);
    expect(Object.is(subPaise(-0, 0), 0)).toBe(true);
    expect(Object.is(plusPaise(-0, -0), 0)).toBe(true);
  });

  it('refuses to overflow or take non-integers', () => {
    expect(() => addPaise(Number.MAX_SAFE_INTEGER, 1)).toThrow(MoneyError);
    expect(() => subPaise(-Number.MAX_SAFE_INTEGER, 1)).toThrow(MoneyError);
    expect(() =>
      sumPaise([Number.MAX_SAFE_INTEGER, Number.MAX_SAFE_INTEGER, -Number.MAX_SAFE_INTEGER]),
    ).toThrow(MoneyError);
    expect(() => addPaise(1, 0.5)).toThrow(MoneyError);
    expect(() => plusPaise(Number.MAX_SAFE_INTEGER, 1)).toThrow(MoneyError);
    expect(() => plusPaise(1, 0.5)).toThrow(MoneyError);
    expect(() => plusPaise(Number.NaN, 1)).toThrow(MoneyError);
    expect(() => sumPaise([Number.NaN])).toThrow(MoneyError);
  });

  it('sums exactly like BigInt when in range', () => {
    fc.assert(
      fc.property(fc.array(paiseArb), (xs) => {
        expect(BigInt(sumPaise(xs))).toBe(xs.reduce((a, x) => a + BigInt(x), 0n));
      }),
    );
  });
});

describe('divRoundHalfUp', () => {
  it.each([
    [5, 10, 1],
    [4, 10, 0],
    [15, 10, 2],
    [-5, 10, -1],
    [-4, 10, 0],
    [5, -10, -1],
    [-15, -10, 2],
    [0, -7, 0],
    [10n ** 20n, 10n ** 6n, 10 ** 14],
  ])('%d / %d → %d', (n, d, expected) => {
    expect(Object.is(divRoundHalfUp(n, d), expected)).toBe(true);
  });

  it('rejects division by zero, fractions and unsafe results', () => {
    expect(() => divRoundHalfUp(1, 0)).toThrow(MoneyError);
    expect(() => divRoundHalfUp(1.5, 1)).toThrow(MoneyError);
    expect(() => divRoundHalfUp(10n ** 30n, 1n)).toThrow(MoneyError);
  });

  it('matches the reference', () => {
    fc.assert(
      fc.property(
        fc.bigInt(-(10n ** 25n), 10n ** 25n),
        fc.bigInt(1n, 10n ** 12n),
        fc.boolean(),
        (n, d, neg) => {
          const den = neg ? -d : d;
          const expected = refDivHalfUp(n, den);
          const big =
            expected > BigInt(Number.MAX_SAFE_INTEGER) || expected < -BigInt(Number.MAX_SAFE_INTEGER);
          if (big) expect(() => divRoundHalfUp(n, den)).toThrow(MoneyError);
          else expect(divRoundHalfUp(n, den)).toBe(Number(expected));
        },
      ),
    );
  });
});

describe('divRoundHalfUp on numbers (computed in doubles below 2^52)', () => {
  const safe = fc.integer({ min: -Number.MAX_SAFE_INTEGER, max: Number.MAX_SAFE_INTEGER });
  const around = (edge: number) => fc.integer({ min: edge - 2 ** 20, max: edge + 2 ** 20 });
  // Numerators and denominators spread over the whole safe range, and crowded around the edge where
  // doubles stop being exact, each compared with the BigInt reference.
  const numerators = fc.oneof(
    safe,
    fc.integer({ min: -1_000_000, max: 1_000_000 }),
    around(2 ** 51),
    around(2 ** 50),
  );
  const denominators = fc.oneof(
    fc.integer({ min: 1, max: Number.MAX_SAFE_INTEGER }),
    fc.integer({ min: 1, max: 100_000 }),
    around(2 ** 25),
  );

  it('gives the reference answer, exactly, whatever the sizes', () => {
    fc.assert(
      fc.property(numerators, denominators, fc.boolean(), (n, d, neg) => {
        const den = neg ? -d : d;
        const expected = refDivHalfUp(BigInt(n), BigInt(den));
        expect(Object.is(divRoundHalfUp(n, den), Number(expected) + 0)).toBe(true);
      }),
      { numRuns: 5000 },
    );
  });

  it('answers a number and a bigint of the same values alike', () => {
    fc.assert(
      fc.property(numerators, denominators, (n, d) => {
        expect(divRoundHalfUp(n, d)).toBe(divRoundHalfUp(BigInt(n), BigInt(d)));
      }),
    );
  });

  it('still rejects division by zero and fractions', () => {
    expect(() => divRoundHalfUp(0, 0)).toThrow(MoneyError);
    expect(() => divRoundHalfUp(3, 1.5)).toThrow(MoneyError);
    expect(() => divRoundHalfUp(Number.MAX_SAFE_INTEGER + 1, 3)).toThrow(MoneyError);
  });
});

describe('mulQty', () => {
  it.each([
    [1000, 1000, 1000],
    [1999, 3000, 5997],
    [4550, 250, 1138], // ₹45.50 × 0.25 kg = 11.375 → 11.38
    [4550, -250, -1138],
    [333, 1, 0],
    [500, 1, 1], // 0.5 paisa goes up
    [Number.MAX_SAFE_INTEGER, 1000, Number.MAX_SAFE_INTEGER],
  ])('%d × %d/1000 → %d', (price, qty, expected) => {
    expect(mulQty(price, qty)).toBe(expected);
  });

  it('matches a BigInt reference', () => {
    fc.assert(
      fc.property(paiseArb, fc.integer({ min: -1_000_000_000, max: 1_000_000_000 }), (price, qty) => {
        const expected = refDivHalfUp(BigInt(price) * BigInt(qty), 1000n);
        if (expected > BigInt(Number.MAX_SAFE_INTEGER) || expected < -BigInt(Number.MAX_SAFE_INTEGER)) {
          expect(() => mulQty(price, qty)).toThrow(MoneyError);
        } else {
          expect(mulQty(price, qty)).toBe(Number(expected));
        }
      }),
    );
  });
});

describe('applyRateBps', () => {
  it.each([
    [10000, 1800, 1800],
    [105, 250, 3], // 2.625 → 3
    [102, 250, 3], // 2.55 → 3
    [99, 500, 5], // 4.95 → 5
    [90, 500, 5], // 4.5 → 5
    [-90, 500, -5], // symmetric
    [89, 500, 4],
    [12345, 0, 0],
    [12345, 25, 31], // 0.25%: 30.8625 → 31
  ])('%d at %d bps → %d', (amount, bps, expected) => {
    expect(applyRateBps(amount, bps)).toBe(expected);
  });

  it('rejects negative or fractional rates', () => {
    expect(() => applyRateBps(100, -1)).toThrow(MoneyError);
    expect(() => applyRateBps(100, 12.5)).toThrow(MoneyError);
  });

  it('matches a BigInt reference', () => {
    fc.assert(
      fc.property(paiseArb, fc.integer({ min: 0, max: 100_000 }), (amount, bps) => {
        expect(applyRateBps(amount, bps)).toBe(Number(refDivHalfUp(BigInt(amount) * BigInt(bps), 10_000n)));
      }),
    );
  });

  it('is symmetric around zero', () => {
    fc.assert(
      fc.property(paiseArb, fc.integer({ min: 0, max: 10_000 }), (amount, bps) => {
        expect(applyRateBps(-amount, bps)).toBe(-applyRateBps(amount, bps) + 0);
      }),
    );
  });
});

describe('allocate', () => {
  it.each([
    [100, [1, 1, 1], [34, 33, 33]],
    [100, [1, 1, 1, 1, 1, 1], [17, 17, 17, 17, 16, 16]],
    [-100, [1, 1, 1], [-34, -33, -33]],
    [1000, [500, 300, 200], [500, 300, 200]],
    [1000, [1, 0, 2], [333, 0, 667]],
    [10, [0, 0, 0], [4, 3, 3]],
    [0, [5, 7], [0, 0]],
    [7, [3], [7]],
    [5, [1, 2], [2, 3]], // 1.666… and 3.333…: the larger remainder wins
  ])('%d by %j → %j', (total, weights, expected) => {
    const parts = allocate(total, weights);
    expect(parts).toEqual(expected);
    expect(parts.every((x) => !Object.is(x, -0))).toBe(true);
  });

  it('rejects empty, negative or fractional weights', () => {
    expect(() => allocate(100, [])).toThrow(MoneyError);
    expect(() => allocate(100, [1, -1])).toThrow(MoneyError);
    expect(() => allocate(100, [1.5])).toThrow(MoneyError);
    expect(() => allocate(0.5, [1])).toThrow(MoneyError);
  });

  it('always adds up to the total, each part within a paisa of its exact share', () => {
    fc.assert(
      fc.property(
        paiseArb,
        fc.array(fc.oneof(fc.constant(0), fc.integer({ min: 0, max: 10_000_000 })), {
          minLength: 1,
          maxLength: 30,
        }),
        (total, weights) => {
          const parts = allocate(total, weights);
          expect(parts).toHaveLength(weights.length);
          expect(BigInt(sumPaise(parts))).toBe(BigInt(total));
          const ws = weights.every((w) => w === 0) ? weights.map(() => 1) : weights;
          const sumW = BigInt(ws.reduce((a, b) => a + b, 0));
          parts.forEach((part, i) => {
            // |part − total·w/W| < 1  ⇔  |part·W − total·w| < W
            const diff = BigInt(part) * sumW - BigInt(total) * BigInt(ws[i] ?? 0);
            expect(diff < sumW && -diff < sumW).toBe(true);
          });
        },
      ),
    );
  });

  // The former all-BigInt version, kept here as the reference that both of allocate's paths (doubles
  // for small figures, bigints past 2^52) must agree with part for part, ties included.
  function allocateInBigInts(total: number, weights: readonly number[]): number[] {
    const ws = weights.every((w) => w === 0) ? weights.map(() => 1n) : weights.map((w) => BigInt(w));
    const weightSum = ws.reduce((a, b) => a + b, 0n);
    const magnitude = BigInt(Math.abs(total));
    const shares = ws.map((w, index) => ({
      index,
      floor: (magnitude * w) / weightSum,
      remainder: (magnitude * w) % weightSum,
    }));
    const leftover = Number(magnitude - shares.reduce((acc, s) => acc + s.floor, 0n));
    const byRemainder = [...shares].sort((x, y) =>
      x.remainder === y.remainder ? x.index - y.index : x.remainder > y.remainder ? -1 : 1,
    );
    for (const share of byRemainder.slice(0, leftover)) share.floor += 1n;
    return shares.map((s) => (total < 0 && s.floor !== 0n ? -Number(s.floor) : Number(s.floor)));
  }

  it('gives the parts of an all-BigInt largest remainder, for small and for huge figures', () => {
    const small = fc.tuple(
      fc.integer({ min: -1_000_000, max: 1_000_000 }),
      fc.array(fc.integer({ min: 0, max: 1000 }), { minLength: 1, maxLength: 12 }),
    );
    const huge = fc.tuple(
      fc.integer({ min: -Number.MAX_SAFE_INTEGER, max: Number.MAX_SAFE_INTEGER }),
      fc.array(fc.integer({ min: 0, max: Number.MAX_SAFE_INTEGER }), { minLength: 1, maxLength: 12 }),
    );
    fc.assert(
      fc.property(fc.oneof(small, huge), ([total, weights]) => {
        expect(allocate(total, weights)).toEqual(allocateInBigInts(total, weights));
      }),
      { numRuns: 2000 },
    );
    // Right at the edge of the doubles path: a product just below and just above 2^52.
    expect(allocate(2 ** 26, [2 ** 26 - 1, 1])).toEqual(allocateInBigInts(2 ** 26, [2 ** 26 - 1, 1]));
    expect(allocate(2 ** 26 + 1, [2 ** 26 - 1, 2])).toEqual(allocateInBigInts(2 ** 26 + 1, [2 ** 26 - 1, 2]));
  });
});

describe('roundToRupee', () => {
  it.each([
    [12345, 12300, -45],
    [12350, 12400, 50],
    [12349, 12300, -49],
    [12300, 12300, 0],
    [-12350, -12400, -50],
    [-12349, -12300, 49],
    [49, 0, -49],
    [-50, -100, -50],
  ])('%d → %d (round off %d)', (p, rounded, roundOff) => {
    expect(roundToRupee(p)).toEqual({ rounded, roundOff });
  });

  it('always lands on a rupee within 50 paise, and rounded − p = roundOff', () => {
    fc.assert(
      fc.property(paiseArb, (p) => {
        const { rounded, roundOff } = roundToRupee(p);
        expect(rounded % 100 === 0).toBe(true);
        expect(rounded - p).toBe(roundOff);
        expect(Math.abs(roundOff)).toBeLessThanOrEqual(50);
      }),
    );
  });
});

import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  addMonths,
  compareDates,
  financialYearOf,
  fromScreenDate,
  istDate,
  isValidBusinessDate,
  toScreenDate,
} from './financial-year.js';

// Business dates between 1900 and 2199, built from day counts so every one is a real date.
const dateArb = fc
  .integer({ min: Date.UTC(1900, 0, 1) / 86_400_000, max: Date.UTC(2199, 11, 31) / 86_400_000 })
  .map((days) => new Date(days * 86_400_000).toISOString().slice(0, 10));

describe('istDate', () => {
  it.each([
    ['2026-03-31T18:29:59.999Z', '2026-03-31'],
    ['2026-03-31T18:30:00.000Z', '2026-04-01'],
    ['2026-01-01T00:00:00.000Z', '2026-01-01'],
    ['2025-12-31T18:30:00.000Z', '2026-01-01'],
    ['2024-02-28T20:00:00.000Z', '2024-02-29'],
    ['2026-07-15T12:00:00+05:30', '2026-07-15'],
  ])('%s → %s', (iso, expected) => {
    expect(istDate(new Date(iso))).toBe(expected);
  });

  it('rejects an invalid Date', () => {
    expect(() => istDate(new Date('nope'))).toThrow(RangeError);
  });

  it('agrees with the 05:30 shift for any instant', () => {
    fc.assert(
      fc.property(fc.integer({ min: Date.UTC(1970, 0, 1), max: Date.UTC(2200, 0, 1) }), (ms) => {
        const expected = new Date(ms + 19_800_000).toISOString().slice(0, 10);
        expect(istDate(new Date(ms))).toBe(expected);
      }),
    );
  });
});

describe('financialYearOf', () => {
  it('switches at IST midnight on 1 April, not UTC midnight', () => {
    expect(financialYearOf(new Date('2026-03-31T18:29:59Z')).label).toBe('2025-26');
    expect(financialYearOf(new Date('2026-03-31T18:30:00Z')).label).toBe('2026-27');
  });

  it.each([
    ['2026-04-01', { label: '2026-27', short: '26-27', start: '2026-04-01', end: '2027-03-31' }],
    ['2027-03-31', { label: '2026-27', short: '26-27', start: '2026-04-01', end: '2027-03-31' }],
    ['2026-03-31', { label: '2025-26', short: '25-26', start: '2025-04-01', end: '2026-03-31' }],
    ['2024-02-29', { label: '2023-24', short: '23-24', start: '2023-04-01', end: '2024-03-31' }],
    ['2099-12-31', { label: '2099-00', short: '99-00', start: '2099-04-01', end: '2100-03-31' }],
    ['2000-01-01', { label: '1999-00', short: '99-00', start: '1999-04-01', end: '2000-03-31' }],
    ['2009-06-30', { label: '2009-10', short: '09-10', start: '2009-04-01', end: '2010-03-31' }],
  ])('%s → %j', (date, expected) => {
    expect(financialYearOf(date)).toEqual(expected);
  });

  it.each(['2026-02-30', '26-04-01', '2026-4-1', ''])('rejects %j', (date) => {
    expect(() => financialYearOf(date)).toThrow(RangeError);
  });

  it('always contains the date, and runs from 1 April to 31 March', () => {
    fc.assert(
      fc.property(dateArb, (date) => {
        const fy = financialYearOf(date);
        expect(compareDates(fy.start, date)).toBeLessThanOrEqual(0);
        expect(compareDates(date, fy.end)).toBeLessThanOrEqual(0);
        expect(fy.start.slice(5)).toBe('04-01');
        expect(fy.end.slice(5)).toBe('03-31');
        expect(Number(fy.end.slice(0, 4))).toBe(Number(fy.start.slice(0, 4)) + 1);
        expect(fy.label).toBe(`${fy.start.slice(0, 4)}-${fy.end.slice(2, 4)}`);
        expect(fy.short).toBe(`${fy.start.slice(2, 4)}-${fy.end.slice(2, 4)}`);
      }),
    );
  });
});

describe('isValidBusinessDate', () => {
  it.each(['2026-04-01', '2024-02-29', '2000-02-29', '2026-12-31', '2026-01-31'])('accepts %s', (s) => {
    expect(isValidBusinessDate(s)).toBe(true);
  });

  it.each([
    '2026-02-29',
    '1900-02-29',
    '2100-02-29',
    '2026-04-31',
    '2026-13-01',
    '2026-00-10',
    '2026-01-00',
    '2026-1-01',
    '2026-01-01T00:00:00Z',
    ' 2026-01-01',
    '2026/01/01',
    '',
  ])('rejects %j', (s) => {
    expect(isValidBusinessDate(s)).toBe(false);
  });

  it('rejects non-strings at run time', () => {
    expect(isValidBusinessDate(20260101 as unknown as string)).toBe(false);
  });

  it('agrees with the platform calendar', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1900, max: 2199 }),
        fc.integer({ min: 1, max: 12 }),
        fc.integer({ min: 1, max: 31 }),
        (y, m, d) => {
          const s = `${y}-${String(m).padStart(2, '0')}-${String(d).padStart(2, '0')}`;
          const real = new Date(Date.UTC(y, m - 1, d)).getUTCDate() === d;
          expect(isValidBusinessDate(s)).toBe(real);
        },
      ),
    );
  });
});

describe('addMonths', () => {
  it.each([
    ['2026-01-31', 1, '2026-02-28'],
    ['2024-01-31', 1, '2024-02-29'],
    ['2024-02-29', 12, '2025-02-28'],
    ['2024-02-29', 48, '2028-02-29'],
    ['2026-03-31', 1, '2026-04-30'],
    ['2026-11-15', 2, '2027-01-15'],
    ['2026-01-15', -1, '2025-12-15'],
    ['2026-03-31', -1, '2026-02-28'],
    ['2026-05-10', 0, '2026-05-10'],
    ['2026-05-10', -25, '2024-04-10'],
  ])('%s + %d → %s', (date, n, expected) => {
    expect(addMonths(date, n)).toBe(expected);
  });

  it('rejects bad input', () => {
    expect(() => addMonths('2026-02-30', 1)).toThrow(RangeError);
    expect(() => addMonths('2026-02-01', 1.5)).toThrow(RangeError);
    expect(() => addMonths('9999-12-01', 1)).toThrow(RangeError);
  });

  it('lands on a valid date in the right month, never past the original day', () => {
    fc.assert(
      fc.property(dateArb, fc.integer({ min: -1200, max: 1200 }), (date, n) => {
        const result = addMonths(date, n);
        expect(isValidBusinessDate(result)).toBe(true);
        const monthIndex = (s: string) => Number(s.slice(0, 4)) * 12 + Number(s.slice(5, 7));
        expect(monthIndex(result) - monthIndex(date)).toBe(n);
        expect(Number(result.slice(8))).toBeLessThanOrEqual(Number(date.slice(8)));
        if (Number(date.slice(8)) <= 28) expect(result.slice(8)).toBe(date.slice(8));
      }),
    );
  });
});

describe('compareDates', () => {
  it('orders dates', () => {
    expect(compareDates('2026-03-31', '2026-04-01')).toBe(-1);
    expect(compareDates('2026-04-01', '2026-04-01')).toBe(0);
    expect(compareDates('2027-01-01', '2026-12-31')).toBe(1);
    expect(['2026-04-01', '2025-12-31', '2026-01-15'].sort(compareDates)).toEqual([
      '2025-12-31',
      '2026-01-15',
      '2026-04-01',
    ]);
  });

  it('rejects invalid dates rather than comparing text', () => {
    expect(() => compareDates('2026-1-5', '2026-01-05')).toThrow(RangeError);
  });

  it('matches the order of the instants', () => {
    fc.assert(
      fc.property(dateArb, dateArb, (a, b) => {
        expect(compareDates(a, b)).toBe(Math.sign(Date.parse(a) - Date.parse(b)) + 0);
      }),
    );
  });
});

describe('screen dates', () => {
  it('writes a business date as dd/MM/yyyy and reads it back', () => {
    expect(toScreenDate('2026-03-31')).toBe('31/03/2026');
    expect(fromScreenDate(' 31/03/2026 ')).toBe('2026-03-31');
  });

  it('leaves what is not in the expected shape alone', () => {
    expect(toScreenDate('31/03/2026')).toBe('31/03/2026');
    expect(fromScreenDate('2026-03-31')).toBeNull();
    expect(fromScreenDate('1/3/2026')).toBeNull();
  });
});

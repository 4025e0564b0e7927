import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { seededGstRatesBps } from './gst-rates.js';
import {
  allocateInvoiceDiscount,
  computeInvoice,
  computeLine,
  grossAmount,
  hsnSummary,
  invoiceMessages,
  type LineInput,
  type LineResult,
  type TaxMode,
  validateBillLine,
  validateDiscount,
} from './invoice-math.js';
import { messages } from './messages.js';

const line = (over: Partial<LineInput>): LineInput => ({
  qtyMilli: 1000,
  unitPricePaise: 0,
  discountPaise: 0,
  rateBps: 1800,
  priceIncludesTax: true,
  ...over,
});

// Written differently from the implementation: truncate, then compare twice the remainder.
function refRound(n: bigint, d: bigint): number {
  const q = n / d;
  return Number((n % d) * 2n >= d ? q + 1n : q);
}

const rateArb = fc.oneof(fc.constantFrom(null, ...seededGstRatesBps), fc.integer({ min: 0, max: 10_000 }));
const modeArb = fc.constantFrom<TaxMode>('intra', 'inter');
// Up to 1,000 units at up to ₹10 lakh, with a discount of up to the whole line.
const lineArb: fc.Arbitrary<LineInput> = fc
  .record({
    qtyMilli: fc.integer({ min: 0, max: 1_000_000 }),
    unitPricePaise: fc.integer({ min: 0, max: 100_000_000 }),
    discountShare: fc.integer({ min: 0, max: 1000 }),
    rateBps: rateArb,
    priceIncludesTax: fc.boolean(),
  })
  .map(({ discountShare, ...l }) => ({
    ...l,
    discountPaise: Math.floor((grossAmount(l) * discountShare) / 1000),
  }));
const invoiceArb = fc
  .record({
    lines: fc.array(lineArb, { maxLength: 8 }),
    mode: modeArb,
    discountShare: fc.integer({ min: 0, max: 1000 }),
    roundOff: fc.boolean(),
  })
  .map(({ discountShare, ...rest }) => {
    const amount = rest.lines.reduce((s, l) => s + grossAmount(l) - l.discountPaise, 0);
    return { ...rest, invoiceDiscountPaise: Math.floor((amount * discountShare) / 1000) };
  });

describe('computeLine', () => {
  // Expected: [amount, taxable, CGST, SGST, IGST, tax, total] in paise.
  it.each<[string, Partial<LineInput>, TaxMode, number[]]>([
    [
      '₹118 incl. 18% intra',
      { unitPricePaise: 11_800 },
      'intra',
      [11_800, 10_000, 900, 900, 0, 1800, 11_800],
    ],
    [
      '₹100 incl. 18% intra: CGST takes the odd paisa',
      { unitPricePaise: 10_000 },
      'intra',
      [10_000, 8475, 763, 762, 0, 1525, 10_000],
    ],
    ['₹100 incl. 18% inter', { unitPricePaise: 10_000 }, 'inter', [10_000, 8475, 0, 0, 1525, 1525, 10_000]],
    [
      'discount first: 2 × ₹50 − ₹10 incl. 12%',
      { qtyMilli: 2000, unitPricePaise: 5000, discountPaise: 1000, rateBps: 1200 },
      'intra',
      [9000, 8036, 482, 482, 0, 964, 9000],
    ],
    [
      '16 paise incl. 28%: taxable 12.5 rounds up',
      { unitPricePaise: 16, rateBps: 2800 },
      'intra',
      [16, 13, 2, 1, 0, 3, 16],
    ],
    [
      '2.5 kg × ₹40.33 incl. 5%: qty × price rounds half up',
      { qtyMilli: 2500, unitPricePaise: 4033, rateBps: 500 },
      'intra',
      [10_083, 9603, 240, 240, 0, 480, 10_083],
    ],
    [
      '₹100 excl. 18% intra',
      { unitPricePaise: 10_000, priceIncludesTax: false },
      'intra',
      [10_000, 10_000, 900, 900, 0, 1800, 11_800],
    ],
    [
      '₹11.11 excl. 18% intra: 99.99 → 100 each',
      { unitPricePaise: 1111, priceIncludesTax: false },
      'intra',
      [1111, 1111, 100, 100, 0, 200, 1311],
    ],
    [
      '₹11.11 excl. 18% inter',
      { unitPricePaise: 1111, priceIncludesTax: false },
      'inter',
      [1111, 1111, 0, 0, 200, 200, 1311],
    ],
    [
      '10 paise excl. 5% intra: halves round to 0',
      { unitPricePaise: 10, rateBps: 500, priceIncludesTax: false },
      'intra',
      [10, 10, 0, 0, 0, 0, 10],
    ],
    [
      '10 paise excl. 5% inter: 0.5 rounds up',
      { unitPricePaise: 10, rateBps: 500, priceIncludesTax: false },
      'inter',
      [10, 10, 0, 0, 1, 1, 11],
    ],
    [
      '₹1000 excl. 0.25%',
      { unitPricePaise: 100_000, rateBps: 25, priceIncludesTax: false },
      'intra',
      [100_000, 100_000, 125, 125, 0, 250, 100_250],
    ],
    [
      'No Gst',
      { qtyMilli: 3000, unitPricePaise: 2500, discountPaise: 500, rateBps: null },
      'intra',
      [7000, 7000, 0, 0, 0, 0, 7000],
    ],
    ['0% is taxed at nothing', { unitPricePaise: 999, rateBps: 0 }, 'inter', [999, 999, 0, 0, 0, 0, 999]],
    [
      'a return mirrors the sale',
      { qtyMilli: -1000, unitPricePaise: 10_000 },
      'intra',
      [-10_000, -8475, -763, -762, 0, -1525, -10_000],
    ],
  ])(
    '%s',
    (_label, input, mode, [
      amountPaise,
      taxablePaise,
      cgstPaise,
      sgstPaise,
      igstPaise,
      taxPaise,
      totalPaise,
    ]) => {
      expect(computeLine(line(input), mode)).toEqual({
        amountPaise,
        taxablePaise,
        cgstPaise,
        sgstPaise,
        igstPaise,
        taxPaise,
        totalPaise,
      });
    },
  );

  it('refuses non-integer money, quantities and rates', () => {
    expect(() => computeLine(line({ unitPricePaise: 10.5 }), 'intra')).toThrow();
    expect(() => computeLine(line({ qtyMilli: 1.5 }), 'intra')).toThrow();
    expect(() => computeLine(line({ discountPaise: 0.1 }), 'intra')).toThrow();
    expect(() => computeLine(line({ rateBps: 18.5 }), 'intra')).toThrow();
    expect(() => computeLine(line({ rateBps: -1 }), 'intra')).toThrow();
  });

  it('splits the tax exactly and keeps every figure a non-negative integer', () => {
    fc.assert(
      fc.property(lineArb, modeArb, (l, mode) => {
        const r = computeLine(l, mode);
        for (const v of Object.values(r))
          expect(Number.isSafeInteger(v) && v >= 0 && !Object.is(v, -0)).toBe(true);
        expect(r.amountPaise).toBe(grossAmount(l) - l.discountPaise);
        expect(r.cgstPaise + r.sgstPaise + r.igstPaise).toBe(r.taxPaise);
        expect(r.taxablePaise + r.taxPaise).toBe(r.totalPaise);
        if (mode === 'inter') expect([r.cgstPaise, r.sgstPaise]).toEqual([0, 0]);
        else expect(r.igstPaise).toBe(0);
        if (l.rateBps === null) expect(r.taxPaise).toBe(0);
      }),
    );
  });

  it('inclusive: the customer pays the amount exactly, taxable is the rounded back-calculation', () => {
    fc.assert(
      fc.property(lineArb, modeArb, (l, mode) => {
        const r = computeLine({ ...l, priceIncludesTax: true }, mode);
        expect(r.totalPaise).toBe(r.amountPaise);
        const bps = BigInt(l.rateBps ?? 0);
        expect(r.taxablePaise).toBe(refRound(BigInt(r.amountPaise) * 10_000n, 10_000n + bps));
        if (mode === 'intra') expect(r.cgstPaise - r.sgstPaise).toBeOneOf([0, 1]);
        // The same amount carries the same tax whichever way it is split.
        expect(
          computeLine({ ...l, priceIncludesTax: true }, mode === 'intra' ? 'inter' : 'intra').taxPaise,
        ).toBe(r.taxPaise);
      }),
    );
  });

  it('exclusive: taxable is the amount, CGST = SGST = round(taxable × rate / 200)', () => {
    fc.assert(
      fc.property(lineArb, modeArb, (l, mode) => {
        const r = computeLine({ ...l, priceIncludesTax: false }, mode);
        expect(r.taxablePaise).toBe(r.amountPaise);
        const bps = BigInt(l.rateBps ?? 0);
        const amount = BigInt(r.amountPaise);
        if (mode === 'intra') {
          expect(r.cgstPaise).toBe(r.sgstPaise);
          expect(r.cgstPaise).toBe(refRound(amount * bps, 20_000n));
        } else {
          expect(r.igstPaise).toBe(refRound(amount * bps, 10_000n));
        }
      }),
    );
  });

  it('is mirror-symmetric, so a return reverses its sale to the paisa', () => {
    fc.assert(
      fc.property(lineArb, modeArb, (l, mode) => {
        const sale = computeLine(l, mode);
        const back = computeLine({ ...l, qtyMilli: -l.qtyMilli, discountPaise: -l.discountPaise }, mode);
        for (const key of Object.keys(sale) as (keyof LineResult)[]) expect(back[key]).toBe(0 - sale[key]);
      }),
    );
  });
});

describe('computeInvoice', () => {
  const lines = [line({ unitPricePaise: 10_000 }), line({ unitPricePaise: 5000, rateBps: 500 })];

  it('splits the invoice discount in proportion before tax, largest remainder first', () => {
    const inv = computeInvoice({ lines, mode: 'intra', invoiceDiscountPaise: 100, roundOff: false });
    expect(inv.lines.map((l) => l.invoiceDiscountSharePaise)).toEqual([67, 33]);
    expect(inv.lines[0]).toMatchObject({ amountPaise: 9933, taxablePaise: 8418, taxPaise: 1515 });
    expect(inv.lines[1]).toMatchObject({ amountPaise: 4967, taxablePaise: 4730, taxPaise: 237 });
    expect(inv.totals).toEqual({
      grossPaise: 15_000,
      lineDiscountPaise: 0,
      invoiceDiscountPaise: 100,
      amountPaise: 14_900,
      taxablePaise: 13_148,
      cgstPaise: 877,
      sgstPaise: 875,
      igstPaise: 0,
      taxPaise: 1752,
      totalPaise: 14_900,
      roundOffPaise: 0,
      grandTotalPaise: 14_900,
    });
    expect(inv.utgst).toBe(false);
  });

  it.each([
    [11_849, -49, 11_800],
    [11_850, 50, 11_900],
    [11_800, 0, 11_800],
    [1, -1, 0],
  ])('rounds a total of %d paise by %d to %d', (total, roundOff, grand) => {
    const inv = computeInvoice({
      lines: [line({ unitPricePaise: total })],
      mode: 'inter',
      invoiceDiscountPaise: 0,
      roundOff: true,
    });
    expect(inv.totals).toMatchObject({ totalPaise: total, roundOffPaise: roundOff, grandTotalPaise: grand });
  });

  it('leaves the total alone when the shop turned rounding off', () => {
    const inv = computeInvoice({
      lines: [line({ unitPricePaise: 11_849 })],
      mode: 'intra',
      invoiceDiscountPaise: 0,
      roundOff: false,
    });
    expect(inv.totals).toMatchObject({ roundOffPaise: 0, grandTotalPaise: 11_849 });
  });

  it('reports UTGST only for an intra-state invoice', () => {
    expect(
      computeInvoice({ lines, mode: 'intra', invoiceDiscountPaise: 0, roundOff: true, utgst: true }).utgst,
    ).toBe(true);
    expect(
      computeInvoice({ lines, mode: 'inter', invoiceDiscountPaise: 0, roundOff: true, utgst: true }).utgst,
    ).toBe(false);
  });

  it('totals a return without a discount', () => {
    const inv = computeInvoice({
      lines: [line({ qtyMilli: -1000, unitPricePaise: 11_849 })],
      mode: 'intra',
      invoiceDiscountPaise: 0,
      roundOff: true,
    });
    expect(inv.totals).toMatchObject({ totalPaise: -11_849, roundOffPaise: 49, grandTotalPaise: -11_800 });
  });

  it('handles an empty cart', () => {
    const inv = computeInvoice({ lines: [], mode: 'intra', invoiceDiscountPaise: 0, roundOff: true });
    expect(inv.lines).toEqual([]);
    expect(Object.values(inv.totals).every((v) => v === 0)).toBe(true);
  });

  it('refuses an invoice discount that is negative or larger than the amount', () => {
    expect(() => allocateInvoiceDiscount(lines, -1)).toThrow(RangeError);
    expect(() => allocateInvoiceDiscount(lines, 15_001)).toThrow(RangeError);
    expect(() => allocateInvoiceDiscount([], 1)).toThrow(RangeError);
    expect(() => allocateInvoiceDiscount([line({ unitPricePaise: 100, discountPaise: 101 })], 1)).toThrow(
      RangeError,
    );
  });

  it('totals are the sums of the rounded lines, and the discount shares add up exactly', () => {
    fc.assert(
      fc.property(invoiceArb, (input) => {
        const inv = computeInvoice(input);
        const sum = (key: keyof LineResult) => inv.lines.reduce((s, l) => s + l[key], 0);
        for (const key of [
          'amountPaise',
          'taxablePaise',
          'cgstPaise',
          'sgstPaise',
          'igstPaise',
          'taxPaise',
          'totalPaise',
        ] as const) {
          expect(inv.totals[key]).toBe(sum(key));
        }
        expect(inv.lines.reduce((s, l) => s + l.invoiceDiscountSharePaise, 0)).toBe(
          input.invoiceDiscountPaise,
        );
        expect(inv.totals.amountPaise).toBe(
          inv.totals.grossPaise - inv.totals.lineDiscountPaise - inv.totals.invoiceDiscountPaise,
        );
        expect(inv.totals.taxablePaise + inv.totals.taxPaise).toBe(inv.totals.totalPaise);
        expect(inv.totals.cgstPaise + inv.totals.sgstPaise + inv.totals.igstPaise).toBe(inv.totals.taxPaise);
        for (const l of inv.lines) {
          for (const v of Object.values(l)) expect(Number.isSafeInteger(v) && v >= 0).toBe(true);
        }
        for (const v of Object.values(inv.totals)) expect(Number.isSafeInteger(v)).toBe(true);
      }),
    );
  });

  it('rounds the grand total to a whole rupee within -49..+50 paise', () => {
    fc.assert(
      fc.property(invoiceArb, (input) => {
        const { totals } = computeInvoice(input);
        expect(totals.grandTotalPaise).toBe(totals.totalPaise + totals.roundOffPaise);
        expect(totals.grandTotalPaise).toBeGreaterThanOrEqual(0);
        if (input.roundOff) {
          expect(totals.grandTotalPaise % 100).toBe(0);
          expect(totals.roundOffPaise).toBeGreaterThanOrEqual(-49);
          expect(totals.roundOffPaise).toBeLessThanOrEqual(50);
        } else {
          expect(totals.roundOffPaise).toBe(0);
        }
      }),
    );
  });

  it('an all-inclusive invoice costs the amounts less the discounts, to the paisa', () => {
    fc.assert(
      fc.property(invoiceArb, (input) => {
        const lines = input.lines.map((l) => ({ ...l, priceIncludesTax: true }));
        const { totals } = computeInvoice({ ...input, lines });
        expect(totals.totalPaise).toBe(
          totals.grossPaise - totals.lineDiscountPaise - input.invoiceDiscountPaise,
        );
      }),
    );
  });
});

describe('hsnSummary', () => {
  it('groups by HSN and rate, sorted, No Gst first', () => {
    const a = computeLine(line({ unitPricePaise: 11_800 }), 'intra');
    const b = computeLine(line({ unitPricePaise: 10_500, rateBps: 500 }), 'intra');
    const c = computeLine(line({ unitPricePaise: 1000, rateBps: null }), 'intra');
    const rows = hsnSummary([
      { hsn: '8517', rateBps: 1800, result: a },
      { hsn: '1006', rateBps: 500, result: b },
      { hsn: ' 8517 ', rateBps: 1800, result: a },
      { hsn: '8517', rateBps: null, result: c },
    ]);
    expect(rows).toEqual([
      {
        hsn: '1006',
        rateBps: 500,
        taxablePaise: 10_000,
        cgstPaise: 250,
        sgstPaise: 250,
        igstPaise: 0,
        taxPaise: 500,
        totalPaise: 10_500,
      },
      {
        hsn: '8517',
        rateBps: null,
        taxablePaise: 1000,
        cgstPaise: 0,
        sgstPaise: 0,
        igstPaise: 0,
        taxPaise: 0,
        totalPaise: 1000,
      },
      {
        hsn: '8517',
        rateBps: 1800,
        taxablePaise: 20_000,
        cgstPaise: 1800,
        sgstPaise: 1800,
        igstPaise: 0,
        taxPaise: 3600,
        totalPaise: 23_600,
      },
    ]);
    expect(hsnSummary([])).toEqual([]);
  });

  it('agrees with the invoice totals whatever the grouping', () => {
    fc.assert(
      fc.property(invoiceArb, fc.array(fc.constantFrom('8517', '1006', '6109')), (input, codes) => {
        const inv = computeInvoice(input);
        const rows = hsnSummary(
          inv.lines.map((result, i) => ({ hsn: codes[i] ?? '', rateBps: input.lines[i]!.rateBps, result })),
        );
        const sum = (key: 'taxablePaise' | 'taxPaise' | 'totalPaise' | 'cgstPaise' | 'igstPaise') =>
          rows.reduce((s, r) => s + r[key], 0);
        expect(sum('taxablePaise')).toBe(inv.totals.taxablePaise);
        expect(sum('cgstPaise')).toBe(inv.totals.cgstPaise);
        expect(sum('igstPaise')).toBe(inv.totals.igstPaise);
        expect(sum('taxPaise')).toBe(inv.totals.taxPaise);
        expect(sum('totalPaise')).toBe(inv.totals.totalPaise);
        expect(new Set(rows.map((r) => `${r.hsn}|${r.rateBps}`)).size).toBe(rows.length);
      }),
    );
  });
});

describe('validateBillLine', () => {
  const ok = { unitPricePaise: 10_000, qtyMilli: 1000, discountPaise: 0, rateBps: 1800, countUnit: true };

  it.each([
    ['a good line', ok, null],
    ['empty price', { ...ok, unitPricePaise: null }, invoiceMessages.sellingPriceEmpty],
    ['undefined price', { ...ok, unitPricePaise: undefined }, invoiceMessages.sellingPriceEmpty],
    ['negative price', { ...ok, unitPricePaise: -1 }, invoiceMessages.sellingPriceNegative],
    ['a free item', { ...ok, unitPricePaise: 0 }, null],
    ['0 pieces', { ...ok, qtyMilli: 0 }, invoiceMessages.quantityBelowOne],
    ['half a piece', { ...ok, qtyMilli: 500 }, invoiceMessages.quantityBelowOne],
    ['1.5 pieces', { ...ok, qtyMilli: 1500 }, messages.fractionNotAllowed],
    ['0.25 kg', { ...ok, qtyMilli: 250, countUnit: false }, null],
    ['0 kg', { ...ok, qtyMilli: 0, countUnit: false }, invoiceMessages.quantityNotPositive],
    ['no slab chosen', { ...ok, rateBps: undefined }, invoiceMessages.gstRequired],
    ['No Gst', { ...ok, rateBps: null, shopHasGstin: false }, null],
    ['GST without a GSTIN', { ...ok, shopHasGstin: false }, messages.gstOnlyForGstShops],
    ['0% without a GSTIN', { ...ok, rateBps: 0, shopHasGstin: false }, messages.gstOnlyForGstShops],
    [
      'a rate not in force',
      { ...ok, rateBps: 1200, allowedRatesBps: [500, 1800, 4000] },
      messages.gstRateUnknown,
    ],
    ['a rate in force', { ...ok, allowedRatesBps: [500, 1800, 4000] }, null],
    ['discount = qty × price', { ...ok, qtyMilli: 2000, discountPaise: 20_000 }, null],
    [
      'discount above qty × price',
      { ...ok, qtyMilli: 2000, discountPaise: 20_001 },
      invoiceMessages.discountTooHigh,
    ],
    ['negative discount', { ...ok, discountPaise: -1 }, invoiceMessages.discountNegative],
    [
      'price first when all is wrong',
      { ...ok, unitPricePaise: null, qtyMilli: 0, rateBps: undefined },
      invoiceMessages.sellingPriceEmpty,
    ],
  ] as const)('%s', (_label, input, expected) => {
    expect(validateBillLine(input)).toBe(expected);
  });

  it('a line that passes never makes computeLine negative', () => {
    fc.assert(
      fc.property(lineArb, fc.integer({ min: -10, max: 10 }), modeArb, (l, nudge, mode) => {
        const input = { ...l, discountPaise: l.discountPaise + nudge, countUnit: false };
        if (validateBillLine(input) !== null) return;
        expect(computeLine(input, mode).totalPaise).toBeGreaterThanOrEqual(0);
      }),
    );
  });
});

describe('validateDiscount', () => {
  it.each([
    [0, 0, null],
    [100, 100, null],
    [101, 100, invoiceMessages.discountTooHigh],
    [-1, 100, invoiceMessages.discountNegative],
  ])('%d against %d', (discount, amount, expected) => {
    expect(validateDiscount(discount, amount)).toBe(expected);
  });
});

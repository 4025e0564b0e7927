import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { activeStates, usesUtgst } from './gst-states.js';
import { placeOfSupply, suggestTaxMode, utgstApplies } from './place-of-supply.js';

const codeArb = fc.constantFrom(...activeStates.map((s) => s.code));
const optionalCodeArb = fc.option(codeArb, { nil: undefined });

describe('suggestTaxMode', () => {
  it.each([
    [
      'walk-in customer in Maharashtra',
      { shopStateCode: '27' },
      { placeOfSupply: '27', mode: 'intra', utgst: false },
    ],
    [
      'buyer in the same state',
      { shopStateCode: '27', buyerStateCode: '27' },
      { placeOfSupply: '27', mode: 'intra', utgst: false },
    ],
    [
      'buyer in another state',
      { shopStateCode: '27', buyerStateCode: '29' },
      { placeOfSupply: '29', mode: 'inter', utgst: false },
    ],
    [
      'shipping state wins over the buyer',
      { shopStateCode: '27', buyerStateCode: '29', shippingStateCode: '27' },
      { placeOfSupply: '27', mode: 'intra', utgst: false },
    ],
    [
      'shipped out of state to a local buyer',
      { shopStateCode: '27', buyerStateCode: '27', shippingStateCode: '24' },
      { placeOfSupply: '24', mode: 'inter', utgst: false },
    ],
    [
      'empty form fields count as not given',
      { shopStateCode: '27', buyerStateCode: '', shippingStateCode: null },
      { placeOfSupply: '27', mode: 'intra', utgst: false },
    ],
    [
      'Chandigarh shop, walk-in: CGST + UTGST',
      { shopStateCode: '04' },
      { placeOfSupply: '04', mode: 'intra', utgst: true },
    ],
    [
      'Chandigarh shop, buyer in Punjab: IGST',
      { shopStateCode: '04', buyerStateCode: '03' },
      { placeOfSupply: '03', mode: 'inter', utgst: false },
    ],
    [
      'Punjab shop, buyer in Chandigarh: IGST',
      { shopStateCode: '03', buyerStateCode: '04' },
      { placeOfSupply: '04', mode: 'inter', utgst: false },
    ],
    [
      'Ladakh shop, Ladakh buyer: CGST + UTGST',
      { shopStateCode: '38', buyerStateCode: '38' },
      { placeOfSupply: '38', mode: 'intra', utgst: true },
    ],
    [
      'Ladakh shop shipping to Jammu and Kashmir',
      { shopStateCode: '38', buyerStateCode: '38', shippingStateCode: '01' },
      { placeOfSupply: '01', mode: 'inter', utgst: false },
    ],
    [
      'Delhi has a legislature: SGST',
      { shopStateCode: '07', buyerStateCode: '07' },
      { placeOfSupply: '07', mode: 'intra', utgst: false },
    ],
    [
      'Puducherry has a legislature: SGST',
      { shopStateCode: '34' },
      { placeOfSupply: '34', mode: 'intra', utgst: false },
    ],
    [
      'Lakshadweep: UTGST',
      { shopStateCode: '31', buyerStateCode: '31' },
      { placeOfSupply: '31', mode: 'intra', utgst: true },
    ],
    [
      'codes are trimmed',
      { shopStateCode: ' 04', buyerStateCode: '04 ' },
      { placeOfSupply: '04', mode: 'intra', utgst: true },
    ],
  ] as const)('%s', (_label, input, expected) => {
    expect(suggestTaxMode(input)).toEqual(expected);
  });

  it('refuses unknown state codes rather than guessing SGST or IGST', () => {
    expect(() => suggestTaxMode({ shopStateCode: '99' })).toThrow(RangeError);
    expect(() => suggestTaxMode({ shopStateCode: '27', buyerStateCode: '00' })).toThrow(RangeError);
    expect(() => suggestTaxMode({ shopStateCode: '27', shippingStateCode: 'MH' })).toThrow(RangeError);
  });

  it('accepts legacy codes so old invoices can be recomputed', () => {
    expect(suggestTaxMode({ shopStateCode: '37', buyerStateCode: '28' })).toMatchObject({ mode: 'inter' });
  });

  it('is intra exactly when the place of supply is the shop state, and UTGST only then', () => {
    fc.assert(
      fc.property(codeArb, optionalCodeArb, optionalCodeArb, (shop, buyer, shipping) => {
        const s = suggestTaxMode({ shopStateCode: shop, buyerStateCode: buyer, shippingStateCode: shipping });
        expect(s.placeOfSupply).toBe(shipping ?? buyer ?? shop);
        expect(s.mode).toBe(s.placeOfSupply === shop ? 'intra' : 'inter');
        expect(s.utgst).toBe(s.mode === 'intra' && usesUtgst(shop));
      }),
    );
  });
});

describe('placeOfSupply and utgstApplies', () => {
  it('follow the shop for an overridden mode', () => {
    expect(placeOfSupply({ shopStateCode: '04', buyerStateCode: '03' })).toBe('03');
    expect(utgstApplies('intra', '04')).toBe(true);
    expect(utgstApplies('inter', '04')).toBe(false);
    expect(utgstApplies('intra', '03')).toBe(false);
    expect(() => utgstApplies('intra', '99')).toThrow(RangeError);
  });
});

import { describe, expect, it } from 'vitest';
import {
  type CartProduct,
  cartReducer,
  emptyCart,
  hasProduct,
  isAtOne,
  NO_GST,
  steppedQuantity,
} from './cart';

const product = (overrides: Partial<CartProduct> = {}): CartProduct => ({
  productId: 1,
  name: 'Parle-G Biscuit 100 g',
  units: 'Pcs',
  countUnit: true,
  hasImei: false,
  inactive: false,
  price: '10',
  ...overrides,
});

const withOne = () => cartReducer(emptyCart, { type: 'add', product: product(), gst: '18' });

describe('cart reducer', () => {
  it('adds a product once, with quantity 1 and the given slab', () => {
    const state = withOne();
    expect(state.lines).toEqual([
      { ...product(), quantity: '1', discount: '', gst: '18', imei: '', priceIncludesTax: true },
    ]);
    expect(cartReducer(state, { type: 'add', product: product({ price: '99' }), gst: '5' })).toBe(state);
    expect(hasProduct(state, 1)).toBe(true);
    expect(hasProduct(state, 2)).toBe(false);
  });

  it('keeps lines in the order they were added', () => {
    const state = cartReducer(withOne(), {
      type: 'add',
      product: product({ productId: 2, name: 'Tata Salt' }),
      gst: NO_GST,
    });
    expect(state.lines.map((l) => l.name)).toEqual(['Parle-G Biscuit 100 g', 'Tata Salt']);
  });

  it('steps the quantity by one, never below 1', () => {
    let state = withOne();
    state = cartReducer(state, { type: 'step', productId: 1, delta: 1 });
    state = cartReducer(state, { type: 'step', productId: 1, delta: 1 });
    expect(state.lines[0]?.quantity).toBe('3');
    state = cartReducer(state, { type: 'step', productId: 1, delta: -1 });
    expect(state.lines[0]?.quantity).toBe('2');
    state = cartReducer(state, { type: 'step', productId: 1, delta: -1 });
    expect(isAtOne(state.lines[0]!)).toBe(true);
    expect(cartReducer(state, { type: 'step', productId: 1, delta: -1 }).lines[0]?.quantity).toBe('1');
  });

  it('steps a loose quantity by whole units and keeps its fraction', () => {
    expect(steppedQuantity('2.5', 1)).toBe('3.5');
    expect(steppedQuantity('1.25', -1)).toBe('1');
    expect(steppedQuantity('', 1)).toBe('1');
  });

  it('sets a field as typed', () => {
    const state = cartReducer(withOne(), { type: 'set', productId: 1, field: 'discount', value: '2.5' });
    expect(state.lines[0]?.discount).toBe('2.5');
    expect(cartReducer(state, { type: 'set', productId: 9, field: 'price', value: '1' })).toEqual(state);
  });

  it('replaces a product in place, keeping the quantity', () => {
    let state = cartReducer(withOne(), { type: 'step', productId: 1, delta: 1 });
    state = cartReducer(state, { type: 'set', productId: 1, field: 'discount', value: '3' });
    state = cartReducer(state, {
      type: 'add',
      product: product({ productId: 2, name: 'Tata Salt' }),
      gst: '5',
    });
    const replaced = cartReducer(state, {
      type: 'replace',
      productId: 1,
      product: product({ productId: 3, name: 'Good Day', price: '30' }),
      gst: '12',
    });
    expect(replaced.lines.map((l) => [l.productId, l.quantity, l.price, l.discount, l.gst])).toEqual([
      [3, '2', '30', '', '12'],
      [2, '1', '10', '', '5'],
    ]);
    // A product already billed cannot be the replacement.
    expect(
      cartReducer(state, { type: 'replace', productId: 1, product: product({ productId: 2 }), gst: '5' }),
    ).toBe(state);
  });

  it('removes one line, clears all, loads an invoice', () => {
    const two = cartReducer(withOne(), { type: 'add', product: product({ productId: 2 }), gst: '5' });
    expect(cartReducer(two, { type: 'remove', productId: 1 }).lines.map((l) => l.productId)).toEqual([2]);
    expect(cartReducer(two, { type: 'clear' })).toEqual(emptyCart);
    expect(cartReducer(emptyCart, { type: 'load', lines: two.lines })).toEqual(two);
  });
});

import { milliToQuantity, parseQuantity } from '@galla/domain/quantity';

// The 'Items' cart of the single-screen bill (shop-operations §4). Inputs are kept as the text the
// cashier typed, so a half-typed price ('12.') or an emptied box survives re-renders and can be
// named by the §5 messages; bill-math turns the text into paise and thousandths.

/** The 'No Gst' slab (a Bill of Supply line); any other slab is its percentage as text, e.g. '18'. */
export const NO_GST = 'No Gst';

/** What the cart needs to know about a shop product. */
export type CartProduct = {
  productId: number;
  name: string;
  units: string;
  /** Whole pieces (Pcs): the quantity steps and must stay a whole number. */
  countUnit: boolean;
  /** The product is tracked by serial number, so every unit sold names its IMEI. */
  hasImei: boolean;
  /** An old product no longer in the active catalogue (is_active 0): removing it cannot be undone. */
  inactive: boolean;
  /** Selling price in rupees, as text. */
  price: string;
  /** Stock in thousandths when the product was picked; absent for the lines of an edited bill. */
  stockMilli?: number;
};

export type CartLine = CartProduct & {
  quantity: string;
  discount: string;
  /** '' while no slab is chosen ('GST is required'), NO_GST, or a percentage. */
  gst: string;
  /** Comma separated IMEIs / serial numbers. */
  imei: string;
  /** true unless an edited invoice was billed with prices before tax. */
  priceIncludesTax: boolean;
  /** The product has no GST rate of its own: the line took the default (§9) until one is chosen. */
  gstDefaulted?: boolean;
};

export type EditableField = 'quantity' | 'price' | 'discount' | 'gst' | 'imei';

export type CartAction =
  | { type: 'add'; product: CartProduct; gst: string; gstDefaulted?: boolean }
  | { type: 'replace'; productId: number; product: CartProduct; gst: string; gstDefaulted?: boolean }
  | { type: 'step'; productId: number; delta: 1 | -1 }
  | { type: 'set'; productId: number; field: EditableField; value: string }
  | { type: 'remove'; productId: number }
  | { type: 'clear' }
  | { type: 'load'; lines: CartLine[] };

export type CartState = { lines: CartLine[] };

export const emptyCart: CartState = { lines: [] };

export function hasProduct(state: CartState, productId: number): boolean {
  return state.lines.some((line) => line.productId === productId);
}

export function newLine(product: CartProduct, gst: string, gstDefaulted = false): CartLine {
  const line = { ...product, quantity: '1', discount: '', gst, imei: '', priceIncludesTax: true };
  return gstDefaulted ? { ...line, gstDefaulted } : line;
}

/** One step up or down; a typed fraction of a loose good keeps its fraction. Never below 1. */
export function steppedQuantity(text: string, delta: 1 | -1): string {
  const milli = parseQuantity(text) ?? 0;
  const next = Math.max(1000, milli + delta * 1000);
  return String(milliToQuantity(next));
}

/** Whether minus would take the line below one unit: the screen asks before removing it instead. */
export function isAtOne(line: CartLine): boolean {
  return (parseQuantity(line.quantity) ?? 0) <= 1000;
}

function update(state: CartState, productId: number, change: (line: CartLine) => CartLine): CartState {
  return { lines: state.lines.map((line) => (line.productId === productId ? change(line) : line)) };
}

export function cartReducer(state: CartState, action: CartAction): CartState {
  switch (action.type) {
    case 'add':
      // A product goes in once, with quantity 1 (§4); the screen says 'Product already in list'.
      if (hasProduct(state, action.product.productId)) return state;
      return { lines: [...state.lines, newLine(action.product, action.gst, action.gstDefaulted)] };
    case 'replace': {
      // The replacement takes the line's place and quantity; price, GST and IMEIs are the new product's.
      if (hasProduct(state, action.product.productId)) return state;
      return update(state, action.productId, (line) => ({
        ...newLine(action.product, action.gst, action.gstDefaulted),
        quantity: line.quantity,
      }));
    }
    case 'step':
      return update(state, action.productId, (line) => ({
        ...line,
        quantity: steppedQuantity(line.quantity, action.delta),
      }));
    case 'set':
      // A rate chosen by the cashier is no longer the default.
      return update(state, action.productId, (line) => ({
        ...line,
        [action.field]: action.value,
        ...(action.field === 'gst' ? { gstDefaulted: false } : {}),
      }));
    case 'remove':
      return { lines: state.lines.filter((line) => line.productId !== action.productId) };
    case 'clear':
      return emptyCart;
    case 'load':
      return { lines: action.lines };
  }
}

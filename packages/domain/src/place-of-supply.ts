import { stateByCode, usesUtgst } from './gst-states.js';
import type { TaxMode } from './invoice-math.js';

// GST.md "Intra-state or inter-state": the place of supply is where the goods go (the shipping
// state when it differs from the buyer's), else the buyer's state, else the shop's own state (a walk-in
// sale). The result is only a suggestion: the billing screen's GST type toggle may override it,
// and the invoice records the mode actually used.

export type PlaceOfSupplyInput = {
  shopStateCode: string;
  buyerStateCode?: string | null;
  shippingStateCode?: string | null;
};

export type TaxModeSuggestion = {
  placeOfSupply: string;
  mode: TaxMode;
  /** Intra-state in a union territory without a legislature: the SGST half is UTGST. */
  utgst: boolean;
};

// An empty select on the form arrives as '' or null: treat both as "not given".
const given = (code: string | null | undefined): code is string =>
  typeof code === 'string' && code.trim() !== '';

function known(code: string, what: string): string {
  const trimmed = code.trim();
  // Legacy codes (25, 28) stay accepted so old records can be recomputed; forms offer active codes only.
  if (!stateByCode(trimmed))
    throw new RangeError(`Unknown GST state code for the ${what}: ${JSON.stringify(code)}`);
  return trimmed;
}

export function placeOfSupply(input: PlaceOfSupplyInput): string {
  if (given(input.shippingStateCode)) return known(input.shippingStateCode, 'shipping address');
  if (given(input.buyerStateCode)) return known(input.buyerStateCode, 'buyer');
  return known(input.shopStateCode, 'shop');
}

/**
 * Whether the state half of an intra-state invoice is UTGST. It follows the shop's state, not the
 * place of supply, because CGST + SGST is only charged when the user (or the suggestion) says the
 * supply stays inside the shop's own state or UT.
 */
export function utgstApplies(mode: TaxMode, shopStateCode: string): boolean {
  return mode === 'intra' && usesUtgst(known(shopStateCode, 'shop'));
}

export function suggestTaxMode(input: PlaceOfSupplyInput): TaxModeSuggestion {
  const shop = known(input.shopStateCode, 'shop');
  const pos = placeOfSupply(input);
  const mode: TaxMode = pos === shop ? 'intra' : 'inter';
  return { placeOfSupply: pos, mode, utgst: utgstApplies(mode, shop) };
}

import type { Customer, GstType } from '@galla/contracts/billing';
import type { Profile } from '@galla/contracts/profile';
import { stateByCode } from '@galla/domain/gst-states';
import type { TaxMode } from '@galla/domain/invoice-math';
import { suggestTaxMode, utgstApplies } from '@galla/domain/place-of-supply';

// GST type on the bill: suggested from the place of supply (the customer's state against the shop's),
// overridable by the cashier (GST.md "Intra-state or inter-state"). State ids are GST state codes as
// numbers (reference data), and a GSTIN's first two digits are its state code.

const code = (stateId: number | null, gstin: string | null): string | null => {
  if (stateId !== null) return String(stateId).padStart(2, '0');
  const prefix = gstin?.slice(0, 2) ?? '';
  return /^[0-9]{2}$/.test(prefix) && stateByCode(prefix) ? prefix : null;
};

export function shopStateCode(profile: Pick<Profile, 'stateId' | 'gstNumber'> | null): string | null {
  const found = profile ? code(profile.stateId, profile.gstNumber) : null;
  return found && stateByCode(found) ? found : null;
}

export function buyerStateCode(customer: Pick<Customer, 'stateId' | 'gstNumber'> | null): string | null {
  const found = customer ? code(customer.stateId, customer.gstNumber) : null;
  return found && stateByCode(found) ? found : null;
}

export type TaxChoice = {
  gstType: GstType;
  mode: TaxMode;
  utgst: boolean;
  /** The place-of-supply state's name, when the shop's state is known. */
  placeOfSupply: string | null;
};

/** Without a known shop state there is nothing to compare: intra-state, the common counter sale. */
export function taxChoice(shop: string | null, buyer: string | null, override: GstType | null): TaxChoice {
  const suggestion = shop ? suggestTaxMode({ shopStateCode: shop, buyerStateCode: buyer }) : null;
  const gstType: GstType = override ?? (suggestion?.mode === 'inter' ? 'IGST' : 'CGST and SGST');
  const mode: TaxMode = gstType === 'IGST' ? 'inter' : 'intra';
  return {
    gstType,
    mode,
    utgst: shop ? utgstApplies(mode, shop) : false,
    placeOfSupply: suggestion ? (stateByCode(suggestion.placeOfSupply)?.name ?? null) : null,
  };
}

// GST state codes as GST.md lists them. The code is the first two characters of a GSTIN and the
// "place of supply" on an invoice.

/**
 * `ut` is a union territory without a legislature, where UTGST takes the place of SGST.
 * Union territories with a legislature (Delhi, Puducherry, Jammu and Kashmir) charge SGST like a state.
 */
export type StateKind = 'state' | 'ut-with-legislature' | 'ut';

export interface GstState {
  readonly code: string;
  readonly name: string;
  readonly kind: StateKind;
  /** Codes no longer issued (25 merged into 26; 28 is Andhra Pradesh before 2014): old records only. */
  readonly legacy: boolean;
}

const entry = (code: string, name: string, kind: StateKind, legacy = false): GstState =>
  Object.freeze({ code, name, kind, legacy });

/** Every code, legacy ones included, in code order. */
export const gstStates: readonly GstState[] = Object.freeze([
  entry('01', 'Jammu and Kashmir', 'ut-with-legislature'),
  entry('02', 'Himachal Pradesh', 'state'),
  entry('03', 'Punjab', 'state'),
  entry('04', 'Chandigarh', 'ut'),
  entry('05', 'Uttarakhand', 'state'),
  entry('06', 'Haryana', 'state'),
  entry('07', 'Delhi', 'ut-with-legislature'),
  entry('08', 'Rajasthan', 'state'),
  entry('09', 'Uttar Pradesh', 'state'),
  entry('10', 'Bihar', 'state'),
  entry('11', 'Sikkim', 'state'),
  entry('12', 'Arunachal Pradesh', 'state'),
  entry('13', 'Nagaland', 'state'),
  entry('14', 'Manipur', 'state'),
  entry('15', 'Mizoram', 'state'),
  entry('16', 'Tripura', 'state'),
  entry('17', 'Meghalaya', 'state'),
  entry('18', 'Assam', 'state'),
  entry('19', 'West Bengal', 'state'),
  entry('20', 'Jharkhand', 'state'),
  entry('21', 'Odisha', 'state'),
  entry('22', 'Chhattisgarh', 'state'),
  entry('23', 'Madhya Pradesh', 'state'),
  entry('24', 'Gujarat', 'state'),
  entry('25', 'Daman and Diu', 'ut', true),
  entry('26', 'Dadra and Nagar Haveli and Daman and Diu', 'ut'),
  entry('27', 'Maharashtra', 'state'),
  entry('28', 'Andhra Pradesh (Old)', 'state', true),
  entry('29', 'Karnataka', 'state'),
  entry('30', 'Goa', 'state'),
  entry('31', 'Lakshadweep', 'ut'),
  entry('32', 'Kerala', 'state'),
  entry('33', 'Tamil Nadu', 'state'),
  entry('34', 'Puducherry', 'ut-with-legislature'),
  entry('35', 'Andaman and Nicobar Islands', 'ut'),
  entry('36', 'Telangana', 'state'),
  entry('37', 'Andhra Pradesh', 'state'),
  entry('38', 'Ladakh', 'ut'),
  entry('97', 'Other Territory', 'ut'),
]);

/** The codes a new shop, buyer or invoice may use. */
export const activeStates: readonly GstState[] = Object.freeze(gstStates.filter((s) => !s.legacy));

const byCode = new Map(gstStates.map((s) => [s.code, s]));

/** Looks up any code, legacy included (check `legacy` before accepting it on new data). */
export function stateByCode(code: string): GstState | undefined {
  return byCode.get(code);
}

export function isActiveStateCode(code: string): boolean {
  return byCode.get(code)?.legacy === false;
}

export function isLegacyStateCode(code: string): boolean {
  return byCode.get(code)?.legacy === true;
}

/**
 * Whether an intra-state supply in this place charges UTGST instead of SGST. Throws on an unknown
 * code, because answering "no" would silently put SGST on the invoice.
 */
export function usesUtgst(code: string): boolean {
  const state = byCode.get(code);
  if (!state) throw new RangeError(`Unknown GST state code ${JSON.stringify(code)}`);
  return state.kind === 'ut';
}

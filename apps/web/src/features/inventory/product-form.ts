import {
  type CatalogueItem,
  type InventoryItem,
  type stockDecreaseReasons,
  ZAddProductRequest,
  ZImeiList,
  ZUpdateProductRequest,
} from '@galla/contracts/inventory';
import { limitMessages, MAX_QUANTITY_MILLI } from '@galla/contracts/limits';
import { bpsToPercent, seededGstRatesBps } from '@galla/domain/gst-rates';
import { invoiceMessages } from '@galla/domain/invoice-math';
import { messages } from '@galla/domain/messages';
import { tryRupeesToPaise } from '@galla/domain/money';
import { parseQuantity } from '@galla/domain/quantity';
import type { z } from 'zod';

// The product modal's rules (shop-operations §5) as pure functions: the same zod schemas as the server
// decide, so an inline message reads exactly like the server's refusal would.

/** 0 create ('Add Product'), 1 add a catalogue model ('Add To List'), 2 edit ('Save'). */
export type ProductModalState =
  | { mode: 0; name?: string; scanId?: string }
  | { mode: 1; item: CatalogueItem }
  | { mode: 2; item: InventoryItem };

export const NOT_KNOWN_ID = '999';
export const DEFAULT_UNIT_ID = '1';

export type ProductFormValues = {
  categoryId: string;
  brandId: string;
  modelName: string;
  modelDesc: string;
  distributorId: string | null;
  unitId: string;
  quantity: string;
  purchasePrice: string;
  sellingPrice: string;
  MRP: string;
  HSN: string;
  /** A percent from the seeded rates ('18', '0.25'), or '' for none chosen. */
  gst: string;
  scanId: string;
  imei: string;
};
export type ProductField = keyof ProductFormValues;
export type FieldErrors = Partial<Record<ProductField | 'reason', string>>;

const text = (value: number | string | null | undefined) =>
  value === null || value === undefined ? '' : String(value);

export function initialValues(state: ProductModalState): ProductFormValues {
  const blank: ProductFormValues = {
    categoryId: NOT_KNOWN_ID,
    brandId: NOT_KNOWN_ID,
    modelName: '',
    modelDesc: '',
    distributorId: null,
    unitId: DEFAULT_UNIT_ID,
    quantity: '',
    purchasePrice: '',
    sellingPrice: '',
    MRP: '',
    HSN: '',
    gst: '',
    scanId: '',
    imei: '',
  };
  if (state.mode === 0) return { ...blank, modelName: state.name ?? '', scanId: state.scanId ?? '' };
  const { item } = state;
  const shared = {
    ...blank,
    categoryId: String(item.categoryId),
    brandId: String(item.brandId),
    modelName: item.modelName,
    unitId: String(item.unitId),
    MRP: text(item.MRP),
    HSN: text(item.HSN),
    gst: text(item.gst),
    scanId: text(item.scanId),
  };
  if (state.mode === 1) return shared;
  return {
    ...shared,
    modelDesc: text(state.item.modelDesc),
    distributorId: state.item.distributorId === null ? null : String(state.item.distributorId),
    quantity: text(state.item.modelQuantity),
    purchasePrice: text(state.item.purchasePrice),
    sellingPrice: text(state.item.sellingPrice),
    imei: state.item.imei.join(', '),
  };
}

/** The GST select: the seeded rates as percent; the zero rate reads 'No Gst' (no tax on the line). */
export function gstOptions(noGstLabel: string): { value: string; label: string }[] {
  return seededGstRatesBps.map((bps) => {
    const percent = bpsToPercent(bps);
    return { value: String(percent), label: bps === 0 ? noGstLabel : `${percent}%` };
  });
}

/**
 * How long a price or quantity box's text may grow: any longer is past the bounds of `limits.ts`
 * anyway. The text is otherwise kept as typed; a filter that dropped what it did not expect turned
 * '2.5' into 25, '1e12' into 112 and '-5' into 5.
 */
export const NUMBER_TEXT_MAX = 15;

const numberFields = [
  ['quantity', 'Quantity'],
  ['purchasePrice', 'Purchase price'],
  ['sellingPrice', 'Selling price'],
  ['MRP', 'MRP'],
] as const;

/**
 * A number box holding what is not a plain number ('1e12', '-5', '12.345') is named with the spec's
 * 'digits only' words, rather than the contract's 'please fill all the fields.' meant for empty ones.
 */
function unreadableNumbers(values: ProductFormValues): FieldErrors {
  const errors: FieldErrors = {};
  for (const [field, label] of numberFields) {
    const typed = values[field].trim();
    if (typed === '') continue;
    const ok = field === 'quantity' ? parseQuantity(typed) !== undefined : tryRupeesToPaise(typed) !== null;
    if (!ok || typed.startsWith('-')) errors[field] = messages.digitsOnly(label);
  }
  return errors;
}

export const digitsText = (value: string, max: number) => value.replace(/[^0-9]/g, '').slice(0, max);

const wireField: Record<string, ProductField> = { modelQuantity: 'quantity' };

function issuesToErrors(issues: z.core.$ZodIssue[]): FieldErrors {
  const errors: FieldErrors = {};
  for (const issue of issues) {
    const key = String(issue.path[0] ?? '');
    const field = (wireField[key] ?? key) as ProductField;
    errors[field] ??= issue.message;
  }
  return errors;
}

// Rupees and quantities go on the wire as JSON numbers; the text has at most 2 (3) decimals, and
// Number() of such a text is the double that prints back as the same digits.
const wireNumber = (value: string) => (value.trim() === '' ? undefined : Number(value));

/** Null and empty fields are removed before sending (shop-operations §7). */
function compact(body: Record<string, unknown>): Record<string, unknown> {
  return Object.fromEntries(
    Object.entries(body).filter(([, v]) => v !== undefined && v !== null && v !== ''),
  );
}

type Outcome = { ok: true; body: Record<string, unknown> } | { ok: false; errors: FieldErrors };

const fractionCheck = (values: ProductFormValues, allowsFraction: boolean): FieldErrors => {
  const milli = parseQuantity(values.quantity);
  return milli !== undefined && !allowsFraction && milli % 1000 !== 0
    ? { quantity: messages.fractionNotAllowed }
    : {};
};

/** inventory/addModel: create (mode 0) or add a catalogue model (mode 1, with its modelId). */
export function addModelRequest(
  values: ProductFormValues,
  options: { modelId?: number; isGstShop: boolean; allowsFraction: boolean },
): Outcome {
  if (!values.categoryId || !values.brandId) {
    return {
      ok: false,
      errors: {
        categoryId: values.categoryId ? undefined : messages.fillAllProductFields,
        brandId: values.brandId ? undefined : messages.fillAllProductFields,
      },
    };
  }
  const raw = compact({
    modelId: options.modelId,
    modelName: values.modelName.trim(),
    modelDesc: values.modelDesc.trim(),
    categoryId: Number(values.categoryId),
    brandId: Number(values.brandId),
    distributorId: values.distributorId ? Number(values.distributorId) : undefined,
    unitId: Number(values.unitId || DEFAULT_UNIT_ID),
    modelQuantity: values.quantity.trim(),
    purchasePrice: values.purchasePrice.trim(),
    sellingPrice: values.sellingPrice.trim(),
    MRP: values.MRP.trim(),
    HSN: values.HSN.trim(),
    // A shop without a GST number never sends a rate (shop-operations §5).
    gst: options.isGstShop && values.gst !== '' ? Number(values.gst) : undefined,
    scanId: values.scanId.trim(),
    imei: values.imei.trim(),
  });
  const parsed = ZAddProductRequest.safeParse(raw);
  const fraction = fractionCheck(values, options.allowsFraction);
  // A GST shop names the rate: a silent default would bill the product at a rate nobody chose.
  const gst: FieldErrors = options.isGstShop && values.gst === '' ? { gst: invoiceMessages.gstRequired } : {};
  if (!parsed.success) {
    const errors = {
      ...issuesToErrors(parsed.error.issues),
      ...unreadableNumbers(values),
      ...fraction,
      ...gst,
    };
    return { ok: false, errors };
  }
  if (fraction.quantity || gst.gst) return { ok: false, errors: { ...fraction, ...gst } };
  return {
    ok: true,
    body: compact({
      ...raw,
      modelQuantity: wireNumber(values.quantity),
      purchasePrice: wireNumber(values.purchasePrice),
      sellingPrice: wireNumber(values.sellingPrice),
      MRP: wireNumber(values.MRP),
      imei: parsed.data.imei && parsed.data.imei.length > 0 ? parsed.data.imei : undefined,
    }),
  };
}

export type StockDecreaseReason = (typeof stockDecreaseReasons)[number];

/** The outcome of the revised-quantity dialog. */
export type QuantityRevision = {
  quantity: string;
  reason?: StockDecreaseReason;
  note?: string;
  /** Serial numbers added (an increase) or leaving (a decrease). */
  imei?: string[];
};

/**
 * inventory/updateQuantity (mode 2). MRP and HSN are locked, so they are not sent; name changes only
 * for the shop's own products (not catalogue models). Cleared optional fields are sent as null so
 * clearing them sticks.
 */
export function updateRequest(
  values: ProductFormValues,
  item: InventoryItem,
  revision: QuantityRevision | null,
  options: { isGstShop: boolean },
): Outcome {
  const raw = {
    productId: item.productId,
    modelName: item.modelId === null ? values.modelName.trim() : undefined,
    modelDesc: values.modelDesc.trim() || null,
    distributorId: values.distributorId ? Number(values.distributorId) : null,
    modelQuantity: revision?.quantity ?? text(item.modelQuantity),
    purchasePrice: values.purchasePrice.trim(),
    sellingPrice: values.sellingPrice.trim(),
    gst: options.isGstShop && values.gst !== '' ? Number(values.gst) : undefined,
    scanId: values.scanId.trim() || null,
    reason: revision?.reason,
    note: revision?.reason === 'other' && revision.note?.trim() ? revision.note.trim() : undefined,
    imei: revision?.imei && revision.imei.length > 0 ? revision.imei : undefined,
  };
  const parsed = ZUpdateProductRequest.safeParse(raw);
  const unreadable = unreadableNumbers(values);
  if (!parsed.success)
    return { ok: false, errors: { ...issuesToErrors(parsed.error.issues), ...unreadable } };
  // The update schema leaves the MRP check to the server, which knows the locked MRP; we know it too.
  const mrp = item.MRP === null ? null : tryRupeesToPaise(item.MRP);
  if (mrp !== null && mrp > 0 && parsed.data.sellingPrice > mrp) {
    return { ok: false, errors: { sellingPrice: messages.sellingAboveMrp } };
  }
  const body: Record<string, unknown> = {
    ...raw,
    modelQuantity: Number(raw.modelQuantity),
    purchasePrice: wireNumber(values.purchasePrice),
    sellingPrice: wireNumber(values.sellingPrice),
  };
  for (const key of Object.keys(body)) if (body[key] === undefined) delete body[key];
  return { ok: true, body };
}

type RevisionInput = {
  quantity: string;
  reason: StockDecreaseReason | null;
  note: string;
  /** Numbers added, comma separated (an increase). */
  added: string;
  /** Numbers chosen as leaving (a decrease). */
  leaving: string[];
};
export type RevisionErrors = { quantity?: string; reason?: string; imei?: string };

/**
 * The revised-quantity dialog's check: a decrease needs a reason; a serial-numbered product brings one
 * number per unit added, or says which numbers leave.
 */
export function checkRevision(
  item: InventoryItem,
  input: RevisionInput,
  allowsFraction: boolean,
): { ok: true; revision: QuantityRevision } | { ok: false; errors: RevisionErrors } {
  const typed = input.quantity.trim();
  const next = parseQuantity(typed);
  if (next === undefined) {
    const problem =
      typed === ''
        ? messages.fillAllProductFields
        : !allowsFraction && /^\d+\.\d+$/.test(typed)
          ? messages.fractionNotAllowed
          : messages.digitsOnly('Quantity');
    return { ok: false, errors: { quantity: problem } };
  }
  if (!allowsFraction && next % 1000 !== 0)
    return { ok: false, errors: { quantity: messages.fractionNotAllowed } };
  if (next > MAX_QUANTITY_MILLI) return { ok: false, errors: { quantity: limitMessages.quantityTooLarge } };
  const current = parseQuantity(text(item.modelQuantity)) ?? 0;
  const delta = next - current;
  const tracked = item.imei.length > 0;
  if (delta < 0) {
    if (!input.reason) return { ok: false, errors: { reason: messages.decreaseNeedsReason } };
    if (tracked && input.leaving.length * 1000 !== -delta) {
      return { ok: false, errors: { imei: messages.imeiCountMismatch } };
    }
    return {
      ok: true,
      revision: {
        quantity: input.quantity,
        reason: input.reason,
        note: input.reason === 'other' ? input.note.trim() || undefined : undefined,
        imei: tracked ? input.leaving : undefined,
      },
    };
  }
  if (delta > 0 && (tracked || input.added.trim() !== '')) {
    const serials = ZImeiList.safeParse(input.added);
    if (!serials.success) return { ok: false, errors: { imei: serials.error.issues[0]?.message } };
    if (serials.data.length * 1000 !== delta)
      return { ok: false, errors: { imei: messages.imeiCountMismatch } };
    return { ok: true, revision: { quantity: input.quantity, imei: serials.data } };
  }
  return { ok: true, revision: { quantity: input.quantity } };
}

import type { InventoryItem } from '@galla/contracts/inventory';
import { parseQuantity } from '@galla/domain/quantity';
import type { GstSlab } from './api';
import { type CartProduct, NO_GST } from './cart';

// A shop product as the cart holds it, and the GST slab a new line starts with.

/** §9: a product added from search to a GST shop's cart defaults to its own rate, else 12%. */
export const DEFAULT_GST_PERCENT = '12';

export type UnitInfo = { unitId: number; allowsFraction: boolean };

export function toCartProduct(item: InventoryItem, units: readonly UnitInfo[] | undefined): CartProduct {
  const unit = units?.find((u) => u.unitId === item.unitId);
  return {
    productId: item.productId,
    name: item.modelName,
    units: item.units,
    countUnit: !(unit?.allowsFraction ?? false),
    hasImei: item.imei.length > 0,
    inactive: item.is_active !== 1,
    price: String(item.sellingPrice),
    stockMilli: parseQuantity(item.modelQuantity),
  };
}

export function slabValue(slab: GstSlab): string {
  return slab.value === null ? NO_GST : String(slab.value);
}

/** Non-GST shops may use only 'No Gst' (§5); a rate the slab list lacks falls back to the default. */
export function defaultGst(
  gstPercent: number | null,
  gstShop: boolean,
  slabs: readonly GstSlab[] | undefined,
): string {
  if (!gstShop) return NO_GST;
  const own = gstPercent === null ? DEFAULT_GST_PERCENT : String(gstPercent);
  if (!slabs || slabs.length === 0) return own;
  const values = slabs.map(slabValue);
  if (values.includes(own)) return own;
  return values.includes(DEFAULT_GST_PERCENT) ? DEFAULT_GST_PERCENT : '';
}

import type { CatalogueItem, InventoryItem } from '@galla/contracts/inventory';
import { bpsToPercent } from '@galla/domain/gst-rates';
import { paiseToRupees } from '@galla/domain/money';
import { milliToQuantity } from '@galla/domain/quantity';
import { fileUrl } from '../../platform/files.js';
import type { CatalogueModel } from '../catalogue/service.js';
import type { ProductRow } from './repo.js';

// Database rows → the wire shapes of shop-operations §3 (rupees, percent, whole units).
export function toInventoryItem(row: ProductRow, imei: string[]): InventoryItem {
  return {
    source: 'inventory',
    productId: row.id,
    modelId: row.model_id,
    modelName: row.name,
    modelDesc: row.description,
    categoryId: row.category_id,
    categoryName: row.category_name,
    brandId: row.brand_id,
    brandName: row.brand_name,
    distributorId: row.distributor_id,
    distributorName: row.distributor_name ?? null,
    modelQuantity: milliToQuantity(row.stock_milli),
    purchasePrice: paiseToRupees(row.purchase_price_paise),
    sellingPrice: paiseToRupees(row.selling_price_paise),
    MRP: row.mrp_paise === null ? null : paiseToRupees(row.mrp_paise),
    HSN: row.hsn,
    gst: row.gst_rate_bps === null ? null : bpsToPercent(row.gst_rate_bps),
    scanId: row.scan_id,
    imei,
    unitId: row.unit_id,
    units: row.unit,
    is_active: row.is_active,
    productImage: row.image_file_id ? fileUrl(row.image_file_id) : null,
    inInventory: true,
  };
}

export function toCatalogueItem(model: CatalogueModel, productId: number | undefined): CatalogueItem {
  return {
    source: 'catalogue',
    productId: productId ?? null,
    modelId: model.id,
    modelName: model.name,
    categoryId: model.categoryId,
    categoryName: model.categoryName,
    brandId: model.brandId,
    brandName: model.brandName,
    MRP: model.mrpPaise === null ? null : paiseToRupees(model.mrpPaise),
    HSN: model.hsn,
    gst: model.gstRateBps === null ? null : bpsToPercent(model.gstRateBps),
    scanId: model.barcode,
    unitId: model.unitId,
    units: model.unit,
    inInventory: productId !== undefined,
  };
}

import type { CatalogueItem, InventoryItem } from '@galla/contracts/inventory';
import { retailerSession } from '../../test/fixtures';

// Products as the server answers them, for the inventory component tests.
export function ownItem(overrides: Partial<InventoryItem> = {}): InventoryItem {
  return {
    source: 'inventory',
    productId: 1,
    modelId: null,
    modelName: 'Parle-G Biscuit 100 g',
    modelDesc: null,
    categoryId: 999,
    categoryName: 'Not Known',
    brandId: 999,
    brandName: 'NOT KNOWN',
    distributorId: null,
    distributorName: null,
    modelQuantity: 24,
    purchasePrice: 8,
    sellingPrice: 10,
    MRP: 10,
    HSN: '1905',
    gst: 18,
    scanId: null,
    imei: [],
    unitId: 1,
    units: 'Pcs',
    is_active: 1,
    productImage: null,
    inInventory: true,
    ...overrides,
  };
}

export function catalogueItem(overrides: Partial<CatalogueItem> = {}): CatalogueItem {
  return {
    source: 'catalogue',
    productId: null,
    modelId: 1_900_001,
    modelName: 'Lizol Floor Cleaner 1 L',
    categoryId: 12,
    categoryName: 'Cleaning',
    brandId: 40,
    brandName: 'Lizol',
    MRP: 245,
    HSN: '34022090',
    gst: 18,
    scanId: '8901396393703',
    unitId: 1,
    units: 'Pcs',
    inInventory: false,
    ...overrides,
  };
}

export const units = [
  { unitId: 1, abbreviation: 'Pcs', name: 'Pieces', allowsFraction: false },
  { unitId: 2, abbreviation: 'Kg', name: 'Kilogram', allowsFraction: true },
];

export const categoryList = [
  { categoryId: 999, categoryName: 'Not Known', superCategoryId: 1 },
  { categoryId: 12, categoryName: 'Cleaning', superCategoryId: 3 },
];

export const states = [
  {
    stateId: 27,
    stateName: 'Maharashtra',
    gstStateCode: '27',
    cityList: [
      { cityId: 2701, City: 'Mumbai' },
      { cityId: 2702, City: 'Pune' },
    ],
  },
];

/** A retailer with inventory and reports on; GST registered when `gst` is true. */
export function inventorySession(gst = false) {
  return retailerSession(gst ? { isGstNumber: 1, gstNumber: '27AAPFU0939F1ZV' } : {});
}

/** The reference lists the product modal loads. */
export const referenceRoutes = {
  'GET billing/getUnits': { status: 200, data: { unitList: units } },
  'GET category/categoryList': { status: 200, data: categoryList },
  'GET static/getState': { status: 200, data: states },
  'POST distributor/getDistributor': { status: 204, message: 'No distributor found' },
} as const;

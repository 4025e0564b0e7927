import { messages } from '@galla/domain/messages';
import { z } from 'zod';
import { mobileNumber, ZId } from './fields.js';
import { ZGstin } from './gstin.js';
import { ZQuantity, ZRupees } from './money.js';

const id = ZId;
const optionalText = (max: number) => z.string().trim().max(max).optional().nullable();
const flag = z
  .union([z.boolean(), z.literal(0), z.literal(1), z.literal('0'), z.literal('1')])
  .transform((v) => v === true || v === 1 || v === '1');

// POST inventory/searchProduct: a name (catalogue and own inventory) or a barcode; empty lists the
// shop's own inventory. Paged by 50.
export const ZSearchProductRequest = z.object({
  type: z.literal('model').default('model'),
  name: z.string().trim().max(100).default(''),
  page: z.coerce.number().int().min(1).default(1),
  numberOfItems: z.coerce.number().int().min(1).max(100).default(50),
  isBarcode: flag.default(false),
});

export const ZGetModelsRequest = z.object({
  page: z.coerce.number().int().min(1).default(1),
  numberOfItems: z.coerce.number().int().min(1).max(100).default(50),
});

// IMEIs / serial numbers arrive comma separated (the spec's form) or as a list.
export const ZImeiList = z
  .union([z.string(), z.array(z.string())])
  .transform((v) => (Array.isArray(v) ? v : v.split(',')).map((s) => s.trim()).filter((s) => s.length > 0))
  .superRefine((list, ctx) => {
    const seen = new Set<string>();
    for (const imei of list) {
      if (!/^[A-Za-z0-9]{1,30}$/.test(imei)) {
        ctx.addIssue({ code: 'custom', message: messages.imeiCharacters });
        return;
      }
      const key = imei.toUpperCase();
      if (seen.has(key)) {
        ctx.addIssue({ code: 'custom', message: messages.imeiDuplicate(imei) });
        return;
      }
      seen.add(key);
    }
  })
  .transform((list) => list.map((s) => s.toUpperCase()));

const digitsText = (field: string, max: number) =>
  z
    .string()
    .trim()
    .regex(/^[0-9]*$/, messages.digitsOnly(field))
    .max(max)
    .optional()
    .nullable();

// inventory/addModel (modes 0 create and 1 add to list) — the rules of shop-operations §5.
export const ZAddProductRequest = z
  .object({
    modelId: id.optional().nullable(),
    modelName: z
      .string({ error: messages.modelNameRequired })
      .trim()
      .min(1, messages.modelNameRequired)
      .max(150),
    modelDesc: optionalText(500),
    categoryId: id.default(999),
    brandId: id.default(999),
    distributorId: id.optional().nullable(),
    unitId: id.default(1),
    modelQuantity: ZQuantity(messages.fillAllProductFields),
    purchasePrice: ZRupees(messages.fillAllProductFields),
    sellingPrice: ZRupees(messages.fillAllProductFields),
    MRP: ZRupees(messages.digitsOnly('MRP')).optional().nullable(),
    HSN: digitsText('HSN', 8),
    gst: z.union([z.number(), z.string()]).optional().nullable(),
    scanId: z.string().trim().max(64).optional().nullable(),
    imei: ZImeiList.optional().nullable(),
    productImage: z.string().max(1_500_000).optional().nullable(),
  })
  .superRefine((p, ctx) => {
    if (p.sellingPrice <= 0)
      ctx.addIssue({ code: 'custom', path: ['sellingPrice'], message: messages.sellingNotPositive });
    else if (p.sellingPrice < p.purchasePrice)
      ctx.addIssue({ code: 'custom', path: ['sellingPrice'], message: messages.sellingBelowPurchase });
    else if (p.MRP != null && p.MRP > 0 && p.sellingPrice > p.MRP)
      ctx.addIssue({ code: 'custom', path: ['sellingPrice'], message: messages.sellingAboveMrp });
    if (p.imei && p.imei.length > 0 && p.imei.length * 1000 !== p.modelQuantity)
      ctx.addIssue({ code: 'custom', path: ['imei'], message: messages.imeiCountMismatch });
  });
export type AddProductRequest = z.input<typeof ZAddProductRequest>;
export type AddProduct = z.output<typeof ZAddProductRequest>;

export const stockDecreaseReasons = ['returnedToDistributor', 'stockLoss', 'other'] as const;

// inventory/updateQuantity (mode 2, Save): prices, name and the new quantity; a decrease needs a
// reason. MRP and HSN stay as created.
export const ZUpdateProductRequest = z
  .object({
    productId: id,
    modelName: z.string().trim().min(1, messages.modelNameRequired).max(150).optional(),
    modelDesc: optionalText(500),
    distributorId: id.optional().nullable(),
    modelQuantity: ZQuantity(messages.fillAllProductFields),
    purchasePrice: ZRupees(messages.fillAllProductFields),
    sellingPrice: ZRupees(messages.fillAllProductFields),
    MRP: ZRupees(messages.digitsOnly('MRP')).optional().nullable(),
    HSN: digitsText('HSN', 8),
    gst: z.union([z.number(), z.string()]).optional().nullable(),
    scanId: z.string().trim().max(64).optional().nullable(),
    reason: z.enum(stockDecreaseReasons).optional(),
    note: z.string().trim().max(200).optional(),
    imei: ZImeiList.optional().nullable(),
  })
  .superRefine((p, ctx) => {
    if (p.sellingPrice <= 0)
      ctx.addIssue({ code: 'custom', path: ['sellingPrice'], message: messages.sellingNotPositive });
    else if (p.sellingPrice < p.purchasePrice)
      ctx.addIssue({ code: 'custom', path: ['sellingPrice'], message: messages.sellingBelowPurchase });
  });
export type UpdateProduct = z.output<typeof ZUpdateProductRequest>;

export const ZScanRequest = z.object({ scan: z.string().trim().min(1, messages.noSuchProducts).max(64) });

export const ZImeiCheckRequest = z.object({
  imei: ZImeiList,
  purpose: z.enum(['add', 'sale']).default('sale'),
  invoiceID: id.optional().nullable(),
});

const ZRupeesOut = z.number();
export const ZInventoryItem = z.object({
  source: z.literal('inventory'),
  productId: z.number().int(),
  modelId: z.number().int().nullable(),
  modelName: z.string(),
  modelDesc: z.string().nullable(),
  categoryId: z.number().int(),
  categoryName: z.string(),
  brandId: z.number().int(),
  brandName: z.string(),
  distributorId: z.number().int().nullable(),
  distributorName: z.string().nullable(),
  modelQuantity: z.number(),
  purchasePrice: ZRupeesOut,
  sellingPrice: ZRupeesOut,
  MRP: ZRupeesOut.nullable(),
  HSN: z.string().nullable(),
  gst: z.number().nullable(),
  scanId: z.string().nullable(),
  imei: z.array(z.string()),
  unitId: z.number().int(),
  units: z.string(),
  is_active: z.number().int(),
  productImage: z.string().nullable(),
  inInventory: z.literal(true),
});
export type InventoryItem = z.infer<typeof ZInventoryItem>;

export const ZCatalogueItem = z.object({
  source: z.literal('catalogue'),
  productId: z.number().int().nullable(),
  modelId: z.number().int(),
  modelName: z.string(),
  categoryId: z.number().int(),
  categoryName: z.string(),
  brandId: z.number().int(),
  brandName: z.string(),
  MRP: ZRupeesOut.nullable(),
  HSN: z.string().nullable(),
  gst: z.number().nullable(),
  scanId: z.string().nullable(),
  unitId: z.number().int(),
  units: z.string(),
  inInventory: z.boolean(),
});
export type CatalogueItem = z.infer<typeof ZCatalogueItem>;
// Discriminated by `source`, so a list of results is checked item by item without trying both shapes.
export const ZSearchResult = z.discriminatedUnion('source', [ZInventoryItem, ZCatalogueItem]);

// Distributors (shop-operations §5): name required; in the modal every field but address line 2.
export const ZAddDistributorRequest = z.object({
  name: z
    .string({ error: messages.distributorNameRequired })
    .trim()
    .min(1, messages.distributorNameRequired)
    .max(120),
  addressLine1: z.string({ error: messages.fillAllFields }).trim().min(1, messages.fillAllFields).max(200),
  addressLine2: optionalText(200),
  country: z.coerce
    .number({ error: messages.fillAllFields })
    .refine((c) => c === 1, messages.indiaOnly)
    .default(1),
  state: z.coerce.number({ error: messages.fillAllFields }).int().positive(messages.fillAllFields),
  city: z.coerce.number({ error: messages.fillAllFields }).int().positive(messages.fillAllFields),
  pinCode: z
    .string({ error: messages.fillAllFields })
    .trim()
    .regex(/^[0-9]{6}$/, messages.pincodeCheck),
  gstNumber: z
    .string({ error: messages.distributorGstInvalid })
    .trim()
    .max(15, messages.distributorGstInvalid)
    .pipe(ZGstin.transform((g) => g)),
  mobileNo: mobileNumber(messages.distributorMobileInvalid),
});
export type AddDistributor = z.output<typeof ZAddDistributorRequest>;

export const ZDistributor = z.object({
  distributerId: z.number().int(),
  id: z.number().int(),
  distributedName: z.string(),
  name: z.string(),
  mobileNo: z.string().nullable(),
  gstNumber: z.string().nullable(),
  city: z.string().nullable(),
});
export const ZDistributorSearch = z.object({ searchData: z.string().trim().max(100).default('') });

export const ZInventoryOverviewRequest = z.object({
  superCategoryId: id.optional().nullable(),
  categoryId: id.optional().nullable(),
  brandId: id.optional().nullable(),
  modelId: id.optional().nullable(),
});
export const ZAgeingBucket = z.object({ bucket: z.string(), quantity: z.number(), value: z.number() });

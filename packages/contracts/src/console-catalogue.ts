import { percentToBps, seededGstRatesBps } from '@galla/domain/gst-rates';
import { z } from 'zod';
import { ZRupees } from './money.js';
import { consoleSorting, ZConsolePage, ZConsolePaging } from './staff-console.js';

// The staff console's catalogue: Categories (the level tree), Brand management (brands and their
// models) and Upload (a spreadsheet of models, all or nothing). Paths are ours, under admin/catalogue/.

export const catalogueMessages = {
  name: 'Enter a name of 1 to 80 characters',
  hsn: 'HSN must be 4, 6 or 8 digits',
  gstRate: `GST rate must be one of ${seededGstRatesBps.map((b) => `${b / 100}`).join(', ')} (percent)`,
  mrp: 'MRP must be an amount in rupees, such as 499 or 499.50',
  barcode: 'Barcode must be 6 to 20 letters or digits',
  level: 'Choose super category, category or subcategory',
  parent: 'Choose where this goes: its super category or category',
  notFound: 'No such entry: reload the page and try again',
  brandNotFound: 'No such brand: reload the page and try again',
  modelNotFound: 'No such model: reload the page and try again',
  categoryNotFound: 'No such category: reload the page and try again',
  nameTaken: 'That name is already used here: choose another, or edit the existing one',
  brandTaken: 'A brand with this name already exists: use it, or merge the two',
  modelTaken: 'This brand already has a model with this name',
  barcodeTaken: 'Another model already has this barcode',
  subcategoryOutside: 'That subcategory is not under the chosen category',
  inUse: (what: string, count: number) =>
    `This ${what} is in use (${count} models, products or shops): it cannot be deleted, only deactivated`,
  hasChildren: 'Delete or move what is under it first, or deactivate it instead',
  mergeSame: 'Choose two different brands to merge',
  mergeNotKnown: 'NOT KNOWN cannot be merged away',
  mergeClash: (names: string) => `Both brands have models named ${names}: rename or deactivate those first`,
  saved: 'Saved',
  deleted: 'Deleted',
  activated: 'Activated',
  deactivated: 'Deactivated',
  merged: 'Brands merged',
} as const;

const ZName = z
  .string({ error: catalogueMessages.name })
  .trim()
  .min(1, catalogueMessages.name)
  .max(80, catalogueMessages.name);

export const hsnPattern = /^(\d{4}|\d{6}|\d{8})$/;
export const ZHsn = z
  .string({ error: catalogueMessages.hsn })
  .trim()
  .regex(hsnPattern, catalogueMessages.hsn);

/** A GST rate in percent on the wire, basis points inside; only the rates of domain/gst-rates. */
export function gstRateBps(value: number | string): number | undefined {
  const bps = percentToBps(value);
  return bps !== undefined && seededGstRatesBps.includes(bps) ? bps : undefined;
}
export const ZGstRate = z
  .union([z.number(), z.string()], { error: catalogueMessages.gstRate })
  .transform((v, ctx) => {
    const bps = gstRateBps(v);
    if (bps === undefined) {
      ctx.addIssue({ code: 'custom', message: catalogueMessages.gstRate });
      return z.NEVER;
    }
    return bps;
  });
export const barcodePattern = /^[A-Za-z0-9]{6,20}$/;
export const ZBarcode = z
  .string({ error: catalogueMessages.barcode })
  .trim()
  .regex(barcodePattern, catalogueMessages.barcode);

const ZId = (message: string) => z.coerce.number({ error: message }).int().positive(message);

export const catalogueLevels = ['superCategory', 'category', 'subcategory'] as const;
export type CatalogueLevel = (typeof catalogueLevels)[number];
const ZLevel = z.enum(catalogueLevels, { error: catalogueMessages.level });

// ---- Categories ----

export const ZLevelNode = z.object({
  id: z.number().int(),
  name: z.string(),
  active: z.boolean(),
  /** Defaults for models without their own; super categories have none. */
  hsn: z.string().nullable(),
  gstRate: z.number().nullable(),
  /** Models (and for categories, shops' products) filed under it: such a level is never deleted. */
  inUse: z.number().int(),
});
export const ZSubcategoryNode = ZLevelNode;
export const ZCategoryNode = ZLevelNode.extend({ subcategories: z.array(ZSubcategoryNode) });
export const ZSuperCategoryNode = ZLevelNode.extend({ categories: z.array(ZCategoryNode) });
export const ZCategoryTree = z.object({ superCategories: z.array(ZSuperCategoryNode) });
export type CategoryNode = z.infer<typeof ZCategoryNode>;
export type SuperCategoryNode = z.infer<typeof ZSuperCategoryNode>;
export type LevelNode = z.infer<typeof ZLevelNode>;
export type CategoryTree = z.infer<typeof ZCategoryTree>;

/**
 * An optional field: absent stays absent, '' or null clears it, anything else must pass `inner`,
 * whose own message is reported (a plain union would report a generic one).
 */
export function optionalField<T extends z.ZodType>(inner: T) {
  return z
    .union([z.number(), z.string(), z.null()])
    .optional()
    .transform((value, ctx): z.output<T> | null | undefined => {
      if (value === undefined) return undefined;
      if (value === null || value === '') return null;
      const parsed = inner.safeParse(value);
      if (!parsed.success) {
        ctx.addIssue({ code: 'custom', message: parsed.error.issues[0]?.message ?? 'Invalid value' });
        return z.NEVER;
      }
      return parsed.data;
    });
}
const ZOptionalHsn = optionalField(ZHsn);
const ZOptionalGst = optionalField(ZGstRate);

/** Add (no id; parentId names the super category or category) or edit (id) a level. */
export const ZSaveLevelRequest = z.object({
  level: ZLevel,
  id: ZId(catalogueMessages.notFound).optional(),
  parentId: ZId(catalogueMessages.parent).optional(),
  name: ZName,
  hsn: ZOptionalHsn,
  gstRate: ZOptionalGst,
});
export type SaveLevelRequest = z.input<typeof ZSaveLevelRequest>;

export const ZLevelRef = z.object({ level: ZLevel, id: ZId(catalogueMessages.notFound) });
export const ZSetLevelActiveRequest = ZLevelRef.extend({ active: z.boolean() });

export const ZHistoryQuery = ZConsolePaging.extend({
  entity: z.enum(['superCategory', 'category', 'subcategory', 'brand', 'model', 'import']).optional(),
  entityId: z.string().trim().max(20).optional(),
});
export const ZHistoryEntry = z.object({
  id: z.number().int(),
  createdAt: z.string(),
  actorName: z.string().nullable(),
  action: z.string(),
  entity: z.string(),
  entityId: z.string().nullable(),
  before: z.unknown(),
  after: z.unknown(),
});
export type HistoryEntry = z.infer<typeof ZHistoryEntry>;
export const ZHistoryPage = ZConsolePage(ZHistoryEntry);

// ---- Brands ----

export const ZBrandListQuery = ZConsolePaging.extend({
  search: z.string().trim().max(60).optional(),
  status: z.enum(['active', 'inactive']).optional(),
}).extend(consoleSorting(['name', 'models', 'id'], 'name').shape);
export type BrandListQuery = z.input<typeof ZBrandListQuery>;
export const ZBrandRow = z.object({
  brandId: z.number().int(),
  name: z.string(),
  active: z.boolean(),
  models: z.number().int(),
  mergedInto: z.string().nullable(),
});
export type BrandRow = z.infer<typeof ZBrandRow>;
export const ZBrandPage = ZConsolePage(ZBrandRow);

export const ZSaveBrandRequest = z.object({
  brandId: ZId(catalogueMessages.brandNotFound).optional(),
  name: ZName,
});
export const ZSetBrandActiveRequest = z.object({
  brandId: ZId(catalogueMessages.brandNotFound),
  active: z.boolean(),
});
export const ZMergeBrandsRequest = z.object({
  fromBrandId: ZId(catalogueMessages.brandNotFound),
  intoBrandId: ZId(catalogueMessages.brandNotFound),
});

// ---- Models ----

export const ZModelListQuery = ZConsolePaging.extend({
  search: z.string().trim().max(60).optional(),
  brandId: z.coerce.number().int().positive().optional(),
  categoryId: z.coerce.number().int().positive().optional(),
  status: z.enum(['active', 'inactive']).optional(),
}).extend(consoleSorting(['name', 'brand', 'category', 'mrp', 'id'], 'id').shape);
export type ModelListQuery = z.input<typeof ZModelListQuery>;
export const ZModelRow = z.object({
  modelId: z.number().int(),
  name: z.string(),
  brandId: z.number().int(),
  brandName: z.string(),
  categoryId: z.number().int(),
  categoryName: z.string(),
  subcategoryId: z.number().int().nullable(),
  subcategoryName: z.string().nullable(),
  hsn: z.string().nullable(),
  gstRate: z.number().nullable(),
  /** Rupees. */
  mrp: z.number().nullable(),
  barcode: z.string().nullable(),
  active: z.boolean(),
});
export type ModelRow = z.infer<typeof ZModelRow>;
export const ZModelPage = ZConsolePage(ZModelRow);

export const ZSaveModelRequest = z.object({
  modelId: ZId(catalogueMessages.modelNotFound).optional(),
  name: ZName,
  brandId: ZId(catalogueMessages.brandNotFound),
  categoryId: ZId(catalogueMessages.categoryNotFound),
  subcategoryId: z.union([ZId(catalogueMessages.subcategoryOutside), z.null()]).optional(),
  hsn: ZHsn,
  gstRate: ZGstRate,
  mrp: optionalField(ZRupees(catalogueMessages.mrp)),
  barcode: optionalField(ZBarcode),
});
export type SaveModelRequest = z.input<typeof ZSaveModelRequest>;
export const ZSetModelActiveRequest = z.object({
  modelId: ZId(catalogueMessages.modelNotFound),
  active: z.boolean(),
});

// ---- Upload ----

/** The spreadsheet's columns, in order; the template's header row. */
export const importColumns = [
  'Super category',
  'Category',
  'Subcategory',
  'Brand',
  'Model name',
  'HSN',
  'GST rate',
  'MRP',
  'Barcode',
] as const;
export type ImportColumn = (typeof importColumns)[number];

export const IMPORT_MAX_BYTES = 5 * 1024 * 1024;
export const IMPORT_MAX_ROWS = 10_000;

export const importMessages = {
  tooLarge: 'The file is larger than 5 MB: split it into smaller files',
  tooManyRows: `The file has more than ${IMPORT_MAX_ROWS.toLocaleString('en-IN')} rows: split it into smaller files`,
  format: 'Upload an .xlsx or .csv file (download the template to start from)',
  unreadable: 'The file could not be read as a spreadsheet: save it again as .xlsx or .csv and retry',
  empty: 'The file has no rows of models under the header',
  header: `The first row must be the template's headings: ${importColumns.join(', ')}`,
  refused: (rows: number) =>
    `Nothing was imported: ${rows} ${rows === 1 ? 'row has' : 'rows have'} problems. Fix them and upload the whole file again`,
  done: 'Imported',
  required: (column: string) => `${column} is empty`,
  superCategoryUnknown: 'No such super category: use one of the names on the Categories screen',
  categoryElsewhere: 'This category belongs to another super category',
  inactive: (what: string) => `This ${what} is deactivated: activate it on the Categories screen first`,
  brandInactive: 'This brand is deactivated: activate it in Brand management first',
  repeated: (row: number) => `Same brand and model name as row ${row}`,
  barcodeRepeated: (row: number) => `Same barcode as row ${row}`,
} as const;

export const importFormats = ['xlsx', 'csv'] as const;
export const ZImportQuery = z.object({ format: z.enum(importFormats, { error: importMessages.format }) });

export const ZImportProblem = z.object({ row: z.number().int(), column: z.string(), reason: z.string() });
export type ImportProblem = z.infer<typeof ZImportProblem>;
export const ZImportRefusal = z.object({ problems: z.array(ZImportProblem) });

export const ZImportResult = z.object({
  rows: z.number().int(),
  modelsCreated: z.number().int(),
  modelsUpdated: z.number().int(),
  brandsCreated: z.number().int(),
  categoriesCreated: z.number().int(),
  subcategoriesCreated: z.number().int(),
});
export type ImportResult = z.infer<typeof ZImportResult>;

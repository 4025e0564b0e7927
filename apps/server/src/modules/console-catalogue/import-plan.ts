import {
  barcodePattern,
  catalogueMessages,
  gstRateBps,
  hsnPattern,
  type ImportColumn,
  type ImportProblem,
  importMessages,
} from '@galla/contracts/console-catalogue';
import { MAX_AMOUNT_PAISE } from '@galla/contracts/limits';
import { tryRupeesToPaise } from '@galla/domain/money';
import type { SheetRow } from './import-read.js';

// Checking every row of an upload against the catalogue as it stands, before anything is written.
// The result is either a list of problems (row, column, reason) or a plan: the levels and brands
// to create and, for each row, a new model or an update of the brand's model of that name.

export type Level = {
  id: number;
  parentId: number;
  name: string;
  active: boolean;
  hsn: string | null;
  gstRateBps: number | null;
};
export type CatalogueState = {
  superCategories: Level[];
  categories: Level[];
  subcategories: Level[];
  brands: { id: number; name: string; active: boolean }[];
  /** Models of the file's brands with the file's names: key `${brandId}|${lower name}`. */
  models: Map<string, number>;
  /** Models holding the file's barcodes. */
  barcodes: Map<string, number>;
};

/** A reference to a level or brand: an existing id, or a name to create (under a parent key). */
export type Ref = { id: number } | { create: string; key: string };

export type PlannedRow = {
  row: number;
  superCategoryId: number;
  category: Ref;
  subcategory: Ref | null;
  brand: Ref;
  existingModelId: number | null;
  name: string;
  hsn: string;
  gstRateBps: number;
  mrpPaise: number | null;
  barcode: string | null;
};

const key = (...parts: (string | number)[]) =>
  parts.map((p) => (typeof p === 'string' ? p.toLowerCase() : p)).join('|');

export function planImport(
  rows: SheetRow[],
  state: CatalogueState,
): { problems: ImportProblem[]; plan: PlannedRow[] } {
  const problems: ImportProblem[] = [];
  const supers = new Map(state.superCategories.map((s) => [key(s.name), s]));
  const categories = new Map(state.categories.map((c) => [key(c.parentId, c.name), c]));
  const subcategories = new Map(state.subcategories.map((s) => [key(s.parentId, s.name), s]));
  const brands = new Map(state.brands.map((b) => [key(b.name), b]));
  const seenModels = new Map<string, number>();
  const seenBarcodes = new Map<string, number>();
  const plan: PlannedRow[] = [];

  for (const { row, cells } of rows) {
    const [superName, categoryName, subName, brandName, modelName, hsnText, gstText, mrpText, barcodeText] =
      cells as [string, string, string, string, string, string, string, string, string];
    const before = problems.length;
    const problem = (column: ImportColumn, reason: string) => problems.push({ row, column, reason });
    const tooLong = (column: ImportColumn, value: string) => {
      if (value.length > 80) problem(column, catalogueMessages.name);
    };

    const sup = superName ? supers.get(key(superName)) : undefined;
    if (!superName) problem('Super category', importMessages.required('Super category'));
    else if (!sup) problem('Super category', importMessages.superCategoryUnknown);
    else if (!sup.active) problem('Super category', importMessages.inactive('super category'));

    let category: Ref | undefined;
    let categoryLevel: Level | undefined;
    if (!categoryName) problem('Category', importMessages.required('Category'));
    else if (sup) {
      tooLong('Category', categoryName);
      categoryLevel = categories.get(key(sup.id, categoryName));
      if (categoryLevel && !categoryLevel.active) problem('Category', importMessages.inactive('category'));
      category = categoryLevel
        ? { id: categoryLevel.id }
        : { create: categoryName, key: key(sup.id, categoryName) };
    }

    let subcategory: Ref | null = null;
    let subLevel: Level | undefined;
    if (subName && category) {
      tooLong('Subcategory', subName);
      subLevel = 'id' in category ? subcategories.get(key(category.id, subName)) : undefined;
      if (subLevel && !subLevel.active) problem('Subcategory', importMessages.inactive('subcategory'));
      subcategory = subLevel
        ? { id: subLevel.id }
        : { create: subName, key: key('id' in category ? category.id : category.key, subName) };
    }

    let brand: Ref | undefined;
    if (!brandName) problem('Brand', importMessages.required('Brand'));
    else {
      tooLong('Brand', brandName);
      const found = brands.get(key(brandName));
      if (found && !found.active) problem('Brand', importMessages.brandInactive);
      brand = found ? { id: found.id } : { create: brandName, key: key(brandName) };
    }

    if (!modelName) problem('Model name', importMessages.required('Model name'));
    else tooLong('Model name', modelName);

    const hsn = hsnText || subLevel?.hsn || categoryLevel?.hsn || '';
    if (!hsn) problem('HSN', importMessages.required('HSN'));
    else if (!hsnPattern.test(hsn)) problem('HSN', catalogueMessages.hsn);

    const gstDefault = subLevel?.gstRateBps ?? categoryLevel?.gstRateBps ?? null;
    const gst = gstText ? gstRateBps(gstText.replace(/%$/, '').trim()) : (gstDefault ?? undefined);
    if (!gstText && gstDefault === null) problem('GST rate', importMessages.required('GST rate'));
    else if (gst === undefined) problem('GST rate', catalogueMessages.gstRate);

    let mrpPaise: number | null = null;
    if (mrpText) {
      const paise = tryRupeesToPaise(mrpText.replace(/^(₹|rs\.?)\s*/i, '').replaceAll(',', ''));
      if (paise === null || paise < 0 || paise > MAX_AMOUNT_PAISE) problem('MRP', catalogueMessages.mrp);
      else mrpPaise = paise;
    }

    const barcode = barcodeText || null;
    if (barcode && !barcodePattern.test(barcode)) problem('Barcode', catalogueMessages.barcode);

    let existingModelId: number | null = null;
    if (brand && modelName) {
      const modelKey = key('id' in brand ? brand.id : brand.key, modelName);
      const first = seenModels.get(modelKey);
      if (first !== undefined) problem('Model name', importMessages.repeated(first));
      else seenModels.set(modelKey, row);
      if ('id' in brand) existingModelId = state.models.get(key(brand.id, modelName)) ?? null;
    }
    if (barcode) {
      const first = seenBarcodes.get(barcode);
      if (first !== undefined) problem('Barcode', importMessages.barcodeRepeated(first));
      else seenBarcodes.set(barcode, row);
      const holder = state.barcodes.get(barcode);
      if (holder !== undefined && holder !== existingModelId)
        problem('Barcode', catalogueMessages.barcodeTaken);
    }

    if (problems.length === before && sup && category && brand && gst !== undefined) {
      plan.push({
        row,
        superCategoryId: sup.id,
        category,
        subcategory,
        brand,
        existingModelId,
        name: modelName,
        hsn,
        gstRateBps: gst,
        mrpPaise,
        barcode,
      });
    }
  }
  return { problems, plan };
}

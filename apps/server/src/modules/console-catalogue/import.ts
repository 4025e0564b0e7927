import { type ImportProblem, type ImportResult, importMessages } from '@galla/contracts/console-catalogue';
import { sql } from 'kysely';
import type { Db, Dialect } from '../../db/database.js';
import type { Clock } from '../../platform/clock.js';
import { compactSearchIndexes } from '../catalogue/search-index.js';
import { auditCatalogue } from './audit-entry.js';
import { insertBrand } from './brands.js';
import { type CatalogueState, type PlannedRow, planImport, type Ref } from './import-plan.js';
import { readSheet } from './import-read.js';
import { insertLevel } from './levels.js';
import { lockCatalogue } from './lock.js';
import { insertModels } from './models.js';
import './tables.js';

/** The upload had bad rows: nothing was written. */
export class ImportRefused extends Error {
  constructor(readonly problems: ImportProblem[]) {
    super(importMessages.refused(new Set(problems.map((p) => p.row)).size));
  }
}

const CHUNK = 500;
const chunks = <T>(list: T[]) =>
  Array.from({ length: Math.ceil(list.length / CHUNK) }, (_, i) => list.slice(i * CHUNK, (i + 1) * CHUNK));

// Upload: a spreadsheet of models imported all or nothing. Inside one transaction, after the
// catalogue lock (lock.ts), every row is checked against the catalogue as it then stands; any
// problem rolls everything back and the problems go back row by row. Otherwise the missing
// categories, subcategories and brands are made, new models inserted and existing ones (same brand,
// same name) updated. A second upload of an overlapping file waits for the first and then finds its
// brands and models, so it updates them rather than making them twice.
export function createCatalogueImport(deps: { db: Db; dialect: Dialect; clock: Clock }) {
  const { db, dialect, clock } = deps;

  async function state(
    trx: Db,
    brandNames: string[],
    modelNames: string[],
    barcodes: string[],
  ): Promise<CatalogueState> {
    const [supers, categories, subcategories, brands] = await Promise.all([
      trx.selectFrom('super_categories').select(['id', 'name', 'is_active']).execute(),
      trx
        .selectFrom('categories')
        .select(['id', 'super_category_id', 'name', 'is_active', 'hsn', 'gst_rate_bps'])
        .execute(),
      trx
        .selectFrom('subcategories')
        .select(['id', 'category_id', 'name', 'is_active', 'hsn', 'gst_rate_bps'])
        .execute(),
      trx.selectFrom('brands').select(['id', 'name', 'is_active']).execute(),
    ]);
    const wantedBrands = new Set(brandNames.map((n) => n.toLowerCase()));
    const brandIds = brands.filter((b) => wantedBrands.has(b.name.toLowerCase())).map((b) => b.id);
    const models = new Map<string, number>();
    if (brandIds.length > 0) {
      for (const names of chunks([...new Set(modelNames.map((n) => n.toLowerCase()))])) {
        const rows = await trx
          .selectFrom('models')
          .select(['id', 'brand_id', 'name'])
          .where('brand_id', 'in', brandIds)
          .where(sql<string>`lower(name)`, 'in', names)
          .execute();
        for (const r of rows) models.set(`${r.brand_id}|${r.name.toLowerCase()}`, r.id);
      }
    }
    const holders = new Map<string, number>();
    for (const codes of chunks([...new Set(barcodes)])) {
      const rows = await trx
        .selectFrom('models')
        .select(['id', 'barcode'])
        .where('barcode', 'in', codes)
        .execute();
      for (const r of rows) if (r.barcode) holders.set(r.barcode, r.id);
    }
    const level = (
      r: { id: number; name: string; is_active: number; hsn?: string | null; gst_rate_bps?: number | null },
      parentId: number,
    ) => ({
      id: r.id,
      parentId,
      name: r.name,
      active: r.is_active === 1,
      hsn: r.hsn ?? null,
      gstRateBps: r.gst_rate_bps ?? null,
    });
    return {
      superCategories: supers.map((s) => level(s, 0)),
      categories: categories.map((c) => level(c, c.super_category_id)),
      subcategories: subcategories.map((s) => level(s, s.category_id)),
      brands: brands.map((b) => ({ id: b.id, name: b.name, active: b.is_active === 1 })),
      models,
      barcodes: holders,
    };
  }

  /** Creates what the plan names but the catalogue lacks; returns how each key resolved. */
  async function createMissing(trx: Db, plan: PlannedRow[]) {
    const made = {
      brands: new Map<string, number>(),
      categories: new Map<string, number>(),
      subcategories: new Map<string, number>(),
    };
    const resolve = (ref: Ref, map: Map<string, number>) => ('id' in ref ? ref.id : map.get(ref.key)!);
    for (const row of plan) {
      if ('create' in row.brand && !made.brands.has(row.brand.key))
        made.brands.set(row.brand.key, await insertBrand(trx, row.brand.create));
      if ('create' in row.category && !made.categories.has(row.category.key))
        made.categories.set(
          row.category.key,
          await insertLevel(trx, 'category', row.superCategoryId, row.category.create, null, null),
        );
      if (row.subcategory && 'create' in row.subcategory && !made.subcategories.has(row.subcategory.key)) {
        const categoryId = resolve(row.category, made.categories);
        made.subcategories.set(
          row.subcategory.key,
          await insertLevel(trx, 'subcategory', categoryId, row.subcategory.create, null, null),
        );
      }
    }
    return {
      made,
      ids: (row: PlannedRow) => ({
        brandId: resolve(row.brand, made.brands),
        categoryId: resolve(row.category, made.categories),
        subcategoryId: row.subcategory ? resolve(row.subcategory, made.subcategories) : null,
      }),
    };
  }

  return {
    async run(
      format: 'xlsx' | 'csv',
      bytes: Buffer,
      fileName: string,
      staffId: number,
    ): Promise<ImportResult> {
      const rows = await readSheet(format, bytes);
      const result = await db.transaction().execute(async (trx) => {
        await lockCatalogue(trx, dialect);
        const current = await state(
          trx,
          rows.map((r) => r.cells[3]!).filter(Boolean),
          rows.map((r) => r.cells[4]!).filter(Boolean),
          rows.map((r) => r.cells[8]!).filter(Boolean),
        );
        const { problems, plan } = planImport(rows, current);
        if (problems.length > 0) throw new ImportRefused(problems);

        const { made, ids } = await createMissing(trx, plan);
        const fresh = plan.filter((r) => r.existingModelId === null);
        await insertModels(
          trx,
          fresh.map((r) => ({
            ...ids(r),
            name: r.name,
            hsn: r.hsn,
            gstRateBps: r.gstRateBps,
            mrpPaise: r.mrpPaise,
            barcode: r.barcode,
          })),
        );
        let updated = 0;
        for (const r of plan) {
          if (r.existingModelId === null) continue;
          const values = {
            ...ids(r),
            hsn: r.hsn,
            gst_rate_bps: r.gstRateBps,
            mrp_paise: r.mrpPaise,
            barcode: r.barcode,
          };
          const before = await trx
            .selectFrom('models')
            .select(['category_id', 'subcategory_id', 'hsn', 'gst_rate_bps', 'mrp_paise', 'barcode'])
            .where('id', '=', r.existingModelId)
            .executeTakeFirstOrThrow();
          const after = {
            category_id: values.categoryId,
            subcategory_id: values.subcategoryId,
            hsn: values.hsn,
            gst_rate_bps: values.gst_rate_bps,
            mrp_paise: values.mrp_paise,
            barcode: values.barcode,
          };
          const same = Object.entries(after).every(
            ([k, v]) => String(before[k as keyof typeof before] ?? '') === String(v ?? ''),
          );
          if (same) continue;
          await trx
            .updateTable('models')
            .set({ ...after, edited_at: clock.now().toISOString() })
            .where('id', '=', r.existingModelId)
            .execute();
          await auditCatalogue(
            trx,
            clock,
            staffId,
            'model',
            r.existingModelId,
            'catalogueImported',
            before,
            after,
          );
          updated++;
        }
        const summary: ImportResult = {
          rows: rows.length,
          modelsCreated: fresh.length,
          modelsUpdated: updated,
          brandsCreated: made.brands.size,
          categoriesCreated: made.categories.size,
          subcategoriesCreated: made.subcategories.size,
        };
        await auditCatalogue(
          trx,
          clock,
          staffId,
          'import',
          fileName.slice(0, 120),
          'catalogueImported',
          undefined,
          summary,
        );
        return summary;
      });
      // The new names are in the search index already (triggers); this folds SQLite's new index
      // segments in, a bounded amount of work, so searches stay as fast as before the import.
      await compactSearchIndexes(db, dialect);
      return result;
    },
  };
}
export type CatalogueImport = ReturnType<typeof createCatalogueImport>;

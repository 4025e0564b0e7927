import { importColumns } from '@galla/contracts/console-catalogue';
import type { TestApp } from '../../test/test-app.js';

// Builders for the console catalogue's tests: a CSV upload from rows of cells, sent as the web app
// sends it (the raw file as the body).

export const header = importColumns.join(',');

export function csv(...rows: string[][]): string {
  return [
    header,
    ...rows.map((r) => r.map((c) => (/[",]/.test(c) ? `"${c.replaceAll('"', '""')}"` : c)).join(',')),
  ].join('\n');
}

/** A good row: super category, category, subcategory, brand, model, HSN, GST, MRP, barcode. */
export function row(
  model: string,
  overrides: Partial<
    Record<'brand' | 'category' | 'sub' | 'hsn' | 'gst' | 'mrp' | 'barcode' | 'super', string>
  > = {},
) {
  return [
    overrides.super ?? 'Grocery & FMCG',
    overrides.category ?? 'Atta, Rice & Dals',
    overrides.sub ?? 'Millet Flours',
    overrides.brand ?? 'Zorbly Mills',
    model,
    overrides.hsn ?? '11022000',
    overrides.gst ?? '5',
    overrides.mrp ?? '120.50',
    overrides.barcode ?? '',
  ];
}

export function upload(t: TestApp, token: string, body: string | Buffer, format: 'csv' | 'xlsx' = 'csv') {
  return t.call('POST', `admin/catalogue/import?format=${format}&fileName=models.${format}`, {
    token,
    body: typeof body === 'string' ? Buffer.from(body, 'utf8') : body,
    headers: { 'content-type': 'application/octet-stream' },
  });
}

export async function counts(t: TestApp) {
  const n = async (table: 'models' | 'brands' | 'categories' | 'subcategories') =>
    Number(
      (
        await t.db
          .selectFrom(table)
          .select((eb) => eb.fn.countAll<number>().as('n'))
          .executeTakeFirstOrThrow()
      ).n,
    );
  return {
    models: await n('models'),
    brands: await n('brands'),
    categories: await n('categories'),
    subcategories: await n('subcategories'),
  };
}

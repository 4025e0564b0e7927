import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { staffAccount } from '../../test/staff-accounts.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { catalogueBrands, catalogueModels } from '../catalogue/datasets/catalogue.js';
import { syncCatalogue } from '../catalogue/sync.js';
import { superCategories } from '../reference/datasets/categories.js';
import { syncReferenceData } from '../reference/sync.js';
import { csv, row, upload } from './test-helpers.js';

// A release whose committed catalogue data changed re-syncs it at start-up. What staff changed in
// the console (a seeded model, brand, category or super category) must survive that; rows nobody
// touched follow the data again.

let t: TestApp;
let admin: string;
beforeEach(async () => {
  t = await createTestApp();
  admin = (await staffAccount(t, 'Admin')).token;
}, 120_000);
afterEach(() => t.close());

const post = async (path: string, body: object) => {
  const res = await t.call('POST', `admin/catalogue/${path}`, { token: admin, body });
  expect(res.http, `${path} ${JSON.stringify(res.body)}`).toBe(200);
  return res.body.data;
};

/** As a release with changed data does: every catalogue set is written again. */
async function startUpSyncWithChangedData() {
  await t.db
    .deleteFrom('reference_data_versions')
    .where('name', 'in', ['super_categories', 'categories', 'catalogue_brands', 'catalogue_models'])
    .execute();
  expect(await syncReferenceData(t.db)).toEqual(['super_categories', 'categories']);
  expect(await syncCatalogue(t.db)).toEqual(['catalogue_brands', 'catalogue_models']);
}

const modelRow = (id: number) =>
  t.db
    .selectFrom('models')
    .select(['name', 'brand_id', 'hsn', 'gst_rate_bps', 'mrp_paise'])
    .where('id', '=', id)
    .executeTakeFirstOrThrow();
const nameOf = (table: 'brands' | 'categories' | 'super_categories', id: number) =>
  t.db
    .selectFrom(table)
    .select('name')
    .where('id', '=', id)
    .executeTakeFirstOrThrow()
    .then((r) => r.name);

describe('the start-up sync of the seeded catalogue', () => {
  it('keeps what staff edited and puts back what nobody touched', async () => {
    const [edited, untouched] = catalogueModels;
    const [superCategory, otherSuper] = superCategories;
    const category = superCategory!.categories[0]!;
    const otherCategory = superCategory!.categories[1]!;
    const [brand, otherBrand] = catalogueBrands;

    await post('saveModel', {
      modelId: edited!.id,
      name: 'Staff fixed this model name',
      brandId: edited!.brandId,
      categoryId: edited!.categoryId,
      hsn: '85171300',
      gstRate: 18,
      mrp: '12345.50',
    });
    await post('saveBrand', { brandId: brand!.id, name: 'Staff Brand Name' });
    await post('saveLevel', { level: 'category', id: category.id, name: 'Staff Category Name' });
    await post('saveLevel', { level: 'superCategory', id: superCategory!.id, name: 'Staff Super Name' });
    // The untouched rows as an earlier release left them.
    await t.db
      .updateTable('models')
      .set({ name: 'Old model name' })
      .where('id', '=', untouched!.id)
      .execute();
    await t.db.updateTable('brands').set({ name: 'Old brand' }).where('id', '=', otherBrand!.id).execute();
    await t.db
      .updateTable('categories')
      .set({ name: 'Old category' })
      .where('id', '=', otherCategory.id)
      .execute();
    await t.db
      .updateTable('super_categories')
      .set({ name: 'Old super' })
      .where('id', '=', otherSuper!.id)
      .execute();

    await startUpSyncWithChangedData();

    expect(await modelRow(edited!.id)).toEqual({
      name: 'Staff fixed this model name',
      brand_id: edited!.brandId,
      hsn: '85171300',
      gst_rate_bps: 1800,
      mrp_paise: 1234550,
    });
    expect(await nameOf('brands', brand!.id)).toBe('Staff Brand Name');
    expect(await nameOf('categories', category.id)).toBe('Staff Category Name');
    expect(await nameOf('super_categories', superCategory!.id)).toBe('Staff Super Name');

    expect((await modelRow(untouched!.id)).name).toBe(untouched!.name);
    expect(await nameOf('brands', otherBrand!.id)).toBe(otherBrand!.name);
    expect(await nameOf('categories', otherCategory.id)).toBe(otherCategory.name);
    expect(await nameOf('super_categories', otherSuper!.id)).toBe(otherSuper!.name);
  });

  it('keeps a merged brand’s models with the brand they were merged into', async () => {
    const from = catalogueBrands.find((b) => catalogueModels.some((m) => m.brandId === b.id))!;
    const movedIds = catalogueModels.filter((m) => m.brandId === from.id).map((m) => m.id);
    const into = (await post('saveBrand', { name: 'Zorbly Kept Brand' })).brandId as number;
    expect((await post('mergeBrands', { fromBrandId: from.id, intoBrandId: into })).modelsMoved).toBe(
      movedIds.length,
    );

    await startUpSyncWithChangedData();

    const brands = await t.db.selectFrom('models').select('brand_id').where('id', 'in', movedIds).execute();
    expect(brands.map((b) => b.brand_id)).toEqual(movedIds.map(() => into));
  });

  it('keeps a seeded model that a staff upload updated', async () => {
    const model = catalogueModels[2]!;
    const superCategory = superCategories.find((s) => s.categories.some((c) => c.id === model.categoryId))!;
    const category = superCategory.categories.find((c) => c.id === model.categoryId)!;
    const brand = catalogueBrands.find((b) => b.id === model.brandId)!;
    const res = await upload(
      t,
      admin,
      csv(
        row(model.name, {
          super: superCategory.name,
          category: category.name,
          sub: '',
          brand: brand.name,
          hsn: '85171300',
          gst: '18',
          mrp: '777.00',
        }),
      ),
    );
    expect(res.body.data, JSON.stringify(res.body)).toMatchObject({ modelsCreated: 0, modelsUpdated: 1 });

    await startUpSyncWithChangedData();

    expect((await modelRow(model.id)).mrp_paise).toBe(77700);
  });
});

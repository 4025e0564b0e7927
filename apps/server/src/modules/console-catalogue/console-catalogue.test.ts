import { catalogueMessages } from '@galla/contracts/console-catalogue';
import { type StaffPermission, staffMayOpen, staffRoles } from '@galla/domain/permissions';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { staffAccount } from '../../test/staff-accounts.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { csv, row, upload } from './test-helpers.js';

let t: TestApp;
let admin: string;
// The first test of a worker also builds the template database, slow on a busy PostgreSQL.
beforeEach(async () => {
  t = await createTestApp();
  admin = (await staffAccount(t, 'Admin', { firstName: 'Asha' })).token;
}, 120_000);
afterEach(() => t.close());

const get = (path: string, token = admin) => t.call('GET', `admin/catalogue/${path}`, { token });
const post = (path: string, body: object, token = admin) =>
  t.call('POST', `admin/catalogue/${path}`, { token, body });

describe('who may call the catalogue sections', () => {
  // Each call with a body that would be accepted, so an allowed role never sees 403.
  const calls: [StaffPermission, (token: string) => ReturnType<typeof get>][] = [
    ['categories', (token) => get('tree', token)],
    ['categories', (token) => get('levelHistory', token)],
    [
      'categories',
      (token) => post('saveLevel', { level: 'superCategory', name: `Test ${Math.random()}` }, token),
    ],
    ['categories', (token) => post('setLevelActive', { level: 'category', id: 52, active: true }, token)],
    ['categories', (token) => post('deleteLevel', { level: 'subcategory', id: 999999 }, token)],
    ['brandManagement', (token) => get('brands', token)],
    ['brandManagement', (token) => get('models?brandId=999', token)],
    ['brandManagement', (token) => get('brandHistory', token)],
    ['brandManagement', (token) => post('saveBrand', { name: `Brand ${Math.random()}` }, token)],
    ['brandManagement', (token) => post('setBrandActive', { brandId: 1, active: true }, token)],
    ['brandManagement', (token) => post('mergeBrands', { fromBrandId: 5, intoBrandId: 5 }, token)],
    ['brandManagement', (token) => post('setModelActive', { modelId: 1_000_000, active: true }, token)],
    [
      'brandManagement',
      (token) => post('saveModel', { name: 'x', brandId: 1, categoryId: 52, hsn: '1101', gstRate: 5 }, token),
    ],
    ['upload', (token) => get('importTemplate?format=csv', token)],
    ['upload', (token) => upload(t, token, csv(row(`Zorbly ${Math.random()}`)))],
  ];

  for (const role of staffRoles) {
    it(`${role}: allowed where the role table says, 403 elsewhere`, async () => {
      const token = (await staffAccount(t, role)).token;
      for (const [key, call] of calls) {
        const res = await call(token);
        if (staffMayOpen(role, key))
          expect(res.http, `${role} ${key} ${JSON.stringify(res.body)}`).not.toBe(403);
        else expect(res.http, `${role} ${key}`).toBe(403);
      }
    });
  }

  it('refuses a retailer', async () => {
    const token = await t.tokenFor('9876543210');
    expect((await get('tree', token)).http).toBe(403);
  });
});

describe('categories', () => {
  it('offers a category added or deactivated here to retailers at once, without a restart', async () => {
    const retailer = await t.tokenFor('9876543210');
    const offered = async () =>
      (await t.call('GET', 'category/getSuperCategoryList', { token: retailer })).body.data as {
        superCategoryName: string;
        categories: { categoryId: number; categoryName: string }[];
      }[];
    await offered(); // read once before the change, as a running server would have
    const sup = await post('saveLevel', { level: 'superCategory', name: 'Garden' });
    const cat = await post('saveLevel', { level: 'category', parentId: sup.body.data.id, name: 'Seeds' });
    const garden = (await offered()).find((s) => s.superCategoryName === 'Garden');
    expect(garden?.categories.map((c) => c.categoryName)).toEqual(['Seeds']);

    await post('setLevelActive', { level: 'category', id: cat.body.data.id, active: false });
    const after = (await offered()).find((s) => s.superCategoryName === 'Garden');
    expect(after?.categories ?? []).toEqual([]);
  });

  it('adds the three levels, renames with history, and checks HSN and GST rate', async () => {
    const sup = await post('saveLevel', { level: 'superCategory', name: 'Garden' });
    expect(sup.http, JSON.stringify(sup.body)).toBe(200);
    const cat = await post('saveLevel', {
      level: 'category',
      parentId: sup.body.data.id,
      name: 'Seeds',
      hsn: '1209',
      gstRate: '5',
    });
    expect(cat.http).toBe(200);
    const sub = await post('saveLevel', {
      level: 'subcategory',
      parentId: cat.body.data.id,
      name: 'Vegetable Seeds',
    });
    expect(sub.http).toBe(200);
    expect(
      (await post('saveLevel', { level: 'category', parentId: sup.body.data.id, name: 'SEEDS' })).body.error,
    ).toBe(catalogueMessages.nameTaken);
    expect(
      (await post('saveLevel', { level: 'category', parentId: sup.body.data.id, name: 'Pots', hsn: '12' }))
        .body.error,
    ).toBe(catalogueMessages.hsn);
    expect(
      (await post('saveLevel', { level: 'category', parentId: sup.body.data.id, name: 'Pots', gstRate: 7 }))
        .body.error,
    ).toBe(catalogueMessages.gstRate);

    await post('saveLevel', { level: 'category', id: cat.body.data.id, name: 'Seeds & Bulbs', gstRate: 0 });
    const tree = (await get('tree')).body.data.superCategories;
    const garden = tree.find((s: { name: string }) => s.name === 'Garden');
    expect(garden.categories).toEqual([
      expect.objectContaining({
        name: 'Seeds & Bulbs',
        hsn: '1209',
        gstRate: 0,
        active: true,
        inUse: 0,
        subcategories: [expect.objectContaining({ name: 'Vegetable Seeds' })],
      }),
    ]);
    const history = (await get(`levelHistory?entity=category&entityId=${cat.body.data.id}`)).body.data;
    expect(history.rows[0]).toMatchObject({
      action: 'catalogueEdited',
      actorName: 'Asha Tester',
      before: { name: 'Seeds', gstRate: 5 },
      after: { name: 'Seeds & Bulbs', gstRate: 0 },
    });
  });

  it('will not delete a level in use, only deactivate it; an unused one is deleted', async () => {
    const refused = await post('deleteLevel', { level: 'category', id: 52 });
    expect(refused.http).toBe(400);
    expect(refused.body.error).toMatch(
      /^This category is in use \(\d+ models, products or shops\): it cannot be deleted, only deactivated$/,
    );
    expect((await post('setLevelActive', { level: 'category', id: 52, active: false })).body.message).toBe(
      catalogueMessages.deactivated,
    );
    const atta = (await get('tree')).body.data.superCategories
      .flatMap((s: { categories: { id: number }[] }) => s.categories)
      .find((c: { id: number }) => c.id === 52);
    expect(atta.active).toBe(false);

    const sub = await post('saveLevel', { level: 'subcategory', parentId: 52, name: 'Unused' });
    expect((await post('deleteLevel', { level: 'subcategory', id: sub.body.data.id })).body.message).toBe(
      catalogueMessages.deleted,
    );
    const actions = (await get('levelHistory')).body.data.rows.map((r: { action: string }) => r.action);
    expect(actions).toEqual(['catalogueDeleted', 'catalogueAdded', 'catalogueDeactivated']);
  });
});

describe('brands and models', () => {
  it('adds, renames and refuses a duplicate brand name', async () => {
    const added = await post('saveBrand', { name: 'Zorbly' });
    expect(added.http).toBe(200);
    expect((await post('saveBrand', { name: 'ZORBLY' })).body.error).toBe(catalogueMessages.brandTaken);
    expect((await post('saveBrand', { name: 'samsung' })).body.error).toBe(catalogueMessages.brandTaken);
    await post('saveBrand', { brandId: added.body.data.brandId, name: 'Zorbly Foods' });
    const list = (await get('brands?search=zorbly')).body.data;
    expect(list).toEqual({
      total: 1,
      rows: [
        { brandId: added.body.data.brandId, name: 'Zorbly Foods', active: true, models: 0, mergedInto: null },
      ],
    });
  });

  it('adds a model with MRP in rupees (paise inside), lists, filters and sorts, deactivates', async () => {
    const brand = (await post('saveBrand', { name: 'Zorbly' })).body.data.brandId;
    const first = await post('saveModel', {
      name: 'Zorbly Atta 5 kg',
      brandId: brand,
      categoryId: 52,
      hsn: '11010000',
      gstRate: 5,
      mrp: '249.50',
      barcode: '8901234500011',
    });
    expect(first.http, JSON.stringify(first.body)).toBe(200);
    await post('saveModel', {
      name: 'Zorbly Atta 1 kg',
      brandId: brand,
      categoryId: 52,
      hsn: '11010000',
      gstRate: 5,
      mrp: 55,
    });
    expect(
      (
        await post('saveModel', {
          name: 'zorbly atta 1 KG',
          brandId: brand,
          categoryId: 52,
          hsn: '1101',
          gstRate: 5,
        })
      ).body.error,
    ).toBe(catalogueMessages.modelTaken);
    expect(
      (
        await post('saveModel', {
          name: 'Other',
          brandId: brand,
          categoryId: 52,
          hsn: '1101',
          gstRate: 5,
          barcode: '8901234500011',
        })
      ).body.error,
    ).toBe(catalogueMessages.barcodeTaken);
    expect(
      (
        await post('saveModel', {
          name: 'Other',
          brandId: brand,
          categoryId: 52,
          hsn: '1101',
          gstRate: 5,
          mrp: '1.234',
        })
      ).body.error,
    ).toBe(catalogueMessages.mrp);
    const row = await t.db
      .selectFrom('models')
      .selectAll()
      .where('id', '=', first.body.data.modelId)
      .executeTakeFirstOrThrow();
    expect(row).toMatchObject({ mrp_paise: 24950, gst_rate_bps: 500, unit_id: 1 });
    expect(row.id).toBeGreaterThanOrEqual(100_000_000);

    const page = (await get(`models?brandId=${brand}&sortBy=mrp&sortDirection=asc&pageSize=20`)).body.data;
    expect(page.total).toBe(2);
    expect(page.rows.map((r: { name: string; mrp: number }) => [r.name, r.mrp])).toEqual([
      ['Zorbly Atta 1 kg', 55],
      ['Zorbly Atta 5 kg', 249.5],
    ]);
    expect((await get('models?search=8901234500011')).body.data.total).toBe(1);

    await post('setModelActive', { modelId: first.body.data.modelId, active: false });
    expect((await get(`models?brandId=${brand}&status=inactive`)).body.data.rows).toHaveLength(1);
    const history = (await get(`brandHistory?entity=model&entityId=${first.body.data.modelId}`)).body.data
      .rows;
    expect(history.map((h: { action: string }) => h.action)).toEqual([
      'catalogueDeactivated',
      'catalogueAdded',
    ]);
  });

  it('merges a duplicate brand: its models move, it stays deactivated and points at the kept one', async () => {
    const keep = (await post('saveBrand', { name: 'Zorbly' })).body.data.brandId;
    const dup = (await post('saveBrand', { name: 'Zorbly Ltd' })).body.data.brandId;
    await post('saveModel', {
      name: 'Zorbly Atta 5 kg',
      brandId: dup,
      categoryId: 52,
      hsn: '1101',
      gstRate: 5,
    });
    await post('saveModel', {
      name: 'Zorbly Suji 1 kg',
      brandId: keep,
      categoryId: 52,
      hsn: '1101',
      gstRate: 5,
    });
    expect((await post('mergeBrands', { fromBrandId: dup, intoBrandId: dup })).body.error).toBe(
      catalogueMessages.mergeSame,
    );
    const merged = await post('mergeBrands', { fromBrandId: dup, intoBrandId: keep });
    expect(merged.body).toMatchObject({ message: catalogueMessages.merged, data: { modelsMoved: 1 } });
    const rows = (await get('brands?search=zorbly&sortBy=name&sortDirection=asc')).body.data.rows;
    expect(rows).toEqual([
      expect.objectContaining({ name: 'Zorbly', models: 2, active: true }),
      expect.objectContaining({ name: 'Zorbly Ltd', models: 0, active: false, mergedInto: 'Zorbly' }),
    ]);
    // An upload naming the old brand is told to use the kept one.
    const res = await upload(t, admin, csv(row('Zorbly Poha', { brand: 'Zorbly Ltd' })));
    expect(res.body.data.problems).toEqual([
      { row: 2, column: 'Brand', reason: expect.stringContaining('deactivated') },
    ]);
  });
});

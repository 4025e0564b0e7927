import { importMessages } from '@galla/contracts/console-catalogue';
import ExcelJS from 'exceljs';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { staffAccount } from '../../test/staff-accounts.js';
import { createTestApp, demoAccounts, type TestApp } from '../../test/test-app.js';
import { counts, csv, row, upload } from './test-helpers.js';

let t: TestApp;
let admin: string;
// The first test of a worker also builds the template database, slow on a busy PostgreSQL.
beforeEach(async () => {
  t = await createTestApp();
  admin = (await staffAccount(t, 'Admin')).token;
}, 120_000);
afterEach(() => t.close());

const retailerSearch = async (name: string) => {
  const token = await t.tokenFor(demoAccounts.owner.phone);
  const res = await t.call('POST', 'inventory/searchProduct', {
    token,
    body: { type: 'model', name, page: 1, numberOfItems: 50 },
  });
  return ((res.body.data ?? []) as { modelName: string }[]).map((i) => i.modelName);
};

describe('admin/catalogue/import', () => {
  it('refuses a file with a bad row whole, naming the row, the column and why, and writes nothing', async () => {
    const before = await counts(t);
    const res = await upload(
      t,
      admin,
      csv(
        row('Zorbly Ragi Flour 1 kg'),
        row('Zorbly Jowar Flour 1 kg', { hsn: '110', gst: '7' }),
        row('Zorbly Bajra Flour 1 kg', { mrp: 'abc' }),
        row('Zorbly Ragi Flour 1 KG'),
        row('', { super: 'Spaceships' }),
      ),
    );
    expect(res.http).toBe(400);
    expect(res.body.error).toBe(importMessages.refused(4));
    expect(res.body.data.problems).toEqual([
      { row: 3, column: 'HSN', reason: 'HSN must be 4, 6 or 8 digits' },
      { row: 3, column: 'GST rate', reason: expect.stringContaining('GST rate must be one of') },
      { row: 4, column: 'MRP', reason: expect.stringContaining('MRP must be') },
      { row: 5, column: 'Model name', reason: importMessages.repeated(2) },
      { row: 6, column: 'Super category', reason: importMessages.superCategoryUnknown },
      { row: 6, column: 'Model name', reason: importMessages.required('Model name') },
    ]);
    expect(await counts(t)).toEqual(before);
    expect(await retailerSearch('zorbly')).toEqual([]);
  });

  it('imports a good file in one go, making the brand, category and subcategory, and retailers find the models', async () => {
    const before = await counts(t);
    const res = await upload(
      t,
      admin,
      csv(
        row('Zorbly Ragi Flour 1 kg', { barcode: '8901234567001' }),
        row('Zorbly Jowar Flour 1 kg', { category: 'Millets', sub: '', mrp: '₹1,250' }),
      ),
    );
    expect(res.http, JSON.stringify(res.body)).toBe(200);
    expect(res.body.data).toEqual({
      rows: 2,
      modelsCreated: 2,
      modelsUpdated: 0,
      brandsCreated: 1,
      categoriesCreated: 1,
      subcategoriesCreated: 1,
    });
    expect(await counts(t)).toEqual({
      models: before.models + 2,
      brands: before.brands + 1,
      categories: before.categories + 1,
      subcategories: before.subcategories + 1,
    });
    const jowar = await t.db
      .selectFrom('models')
      .selectAll()
      .where('name', '=', 'Zorbly Jowar Flour 1 kg')
      .executeTakeFirstOrThrow();
    expect(jowar).toMatchObject({
      mrp_paise: 125000,
      gst_rate_bps: 500,
      hsn: '11022000',
      subcategory_id: null,
    });
    expect((await retailerSearch('zorbly')).sort()).toEqual([
      'Zorbly Jowar Flour 1 kg',
      'Zorbly Ragi Flour 1 kg',
    ]);

    // Uploading it again changes nothing new: the brand's models of those names are updated in place.
    const again = await upload(
      t,
      admin,
      csv(row('Zorbly Ragi Flour 1 kg', { mrp: '130', barcode: '8901234567001' })),
    );
    expect(again.body.data).toMatchObject({ modelsCreated: 0, modelsUpdated: 1, brandsCreated: 0 });
    const log = await t.call('GET', 'admin/catalogue/brandHistory?entity=model', { token: admin });
    expect(log.body.data.rows[0]).toMatchObject({
      action: 'catalogueImported',
      before: { mrp_paise: 12050 },
      after: { mrp_paise: 13000 },
    });
  });

  it('takes a subcategory default HSN and GST rate when the row leaves them empty', async () => {
    await upload(t, admin, csv(row('Zorbly Ragi Flour 1 kg')));
    const sub = await t.db
      .selectFrom('subcategories')
      .select('id')
      .where('name', '=', 'Millet Flours')
      .executeTakeFirstOrThrow();
    await t.call('POST', 'admin/catalogue/saveLevel', {
      token: admin,
      body: { level: 'subcategory', id: sub.id, name: 'Millet Flours', hsn: '11029000', gstRate: 0 },
    });
    const res = await upload(t, admin, csv(row('Zorbly Kodo Flour 1 kg', { hsn: '', gst: '' })));
    expect(res.http, JSON.stringify(res.body)).toBe(200);
    const kodo = await t.db
      .selectFrom('models')
      .selectAll()
      .where('name', '=', 'Zorbly Kodo Flour 1 kg')
      .executeTakeFirstOrThrow();
    expect(kodo).toMatchObject({ hsn: '11029000', gst_rate_bps: 0 });
  });

  it('reads an .xlsx file, the template included', async () => {
    const template = await t.app.inject({
      url: '/api/v3/admin/catalogue/importTemplate?format=xlsx',
      headers: { 'auth-token': admin },
    });
    expect(template.statusCode).toBe(200);
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(template.rawPayload as unknown as ArrayBuffer);
    const sheet = book.worksheets[0]!;
    sheet.addRow(row('Zorbly Ragi Flour 1 kg'));
    const res = await upload(t, admin, Buffer.from(await book.xlsx.writeBuffer()), 'xlsx');
    expect(res.http, JSON.stringify(res.body)).toBe(200);
    expect(res.body.data.rows).toBe(2);
    expect(await retailerSearch('zorbly')).toEqual(['Zorbly Ragi Flour 1 kg']);
  });

  it('says clearly when the file is not a spreadsheet, has the wrong headings or is too large', async () => {
    expect((await upload(t, admin, 'hello', 'xlsx')).body.error).toBe(importMessages.unreadable);
    expect((await upload(t, admin, 'a,b,c\n1,2,3')).body.error).toBe(importMessages.header);
    expect((await upload(t, admin, csv())).body.error).toBe(importMessages.empty);
    const big = await upload(t, admin, `${csv(row('x'))}\n${' '.repeat(5 * 1024 * 1024)}`);
    expect(big).toMatchObject({ http: 400, body: { error: importMessages.tooLarge } });
    const many = csv(...Array.from({ length: 10_001 }, (_, i) => row(`Zorbly Flour ${i}`)));
    expect((await upload(t, admin, many)).body.error).toBe(importMessages.tooManyRows);
  });

  it('makes no duplicate brands or models when two overlapping files are imported at once', async () => {
    const before = await counts(t);
    const a = csv(
      row('Zorbly Ragi Flour 1 kg'),
      row('Zorbly Jowar Flour 1 kg'),
      row('Quixo Oats 1 kg', { brand: 'Quixo Foods' }),
    );
    const b = csv(
      row('Zorbly Jowar Flour 1 kg'),
      row('Zorbly Bajra Flour 1 kg'),
      row('Quixo Oats 1 kg', { brand: 'QUIXO FOODS' }),
    );
    const results = await Promise.all([upload(t, admin, a), upload(t, admin, b), upload(t, admin, a)]);
    for (const r of results) expect(r.http, JSON.stringify(r.body)).toBe(200);
    expect(await counts(t)).toEqual({
      models: before.models + 4,
      brands: before.brands + 2,
      categories: before.categories,
      subcategories: before.subcategories + 1,
    });
    expect(results.reduce((sum, r) => sum + r.body.data.modelsCreated, 0)).toBe(4);
  });
});

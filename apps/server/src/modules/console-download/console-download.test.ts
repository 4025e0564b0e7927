import { consoleExportNames } from '@galla/contracts/console-download';
import { staffRoles } from '@galla/domain/permissions';
import ExcelJS from 'exceljs';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { staffAccount } from '../../test/staff-accounts.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { demoPhone } from '../billing/test-helpers.js';
import { streamExport } from './export-writer.js';
import { retailersExport } from './retailers-export.js';

let t: TestApp;
let admin: { token: string };
beforeEach(async () => {
  t = await createTestApp();
  admin = await staffAccount(t, 'Admin');
});
afterEach(() => t.close());

const download = (name: string, token = admin.token) =>
  t.app.inject({
    method: 'GET',
    url: `/api/v3/admin/download/${name}`,
    headers: { 'auth-token': token, 'x-client': 'android' },
  });

async function sheetRows(bytes: Buffer): Promise<unknown[][]> {
  const book = new ExcelJS.Workbook();
  await book.xlsx.load(bytes as never);
  const sheet = book.worksheets[0]!;
  const rows: unknown[][] = [];
  sheet.eachRow((row) => rows.push((row.values as unknown[]).slice(1)));
  return rows;
}

/** The retailers as a plain query reads them, one by one: what the export must equal. */
async function retailersList(t: TestApp) {
  const users = await t.db
    .selectFrom('users')
    .selectAll()
    .where('user_type', '=', 'retailer')
    .orderBy('id')
    .execute();
  const out: unknown[][] = [];
  for (const u of users) {
    const shop = await t.db
      .selectFrom('shops')
      .selectAll()
      .where('id', '=', u.shop_id)
      .executeTakeFirstOrThrow();
    const state = await t.db
      .selectFrom('states')
      .select('name')
      .where('id', '=', shop.state_id!)
      .executeTakeFirst();
    const city = await t.db
      .selectFrom('cities')
      .select('name')
      .where('id', '=', shop.city_id!)
      .executeTakeFirst();
    const supers = await t.db
      .selectFrom('super_categories')
      .select('name')
      .where('id', 'in', (eb) =>
        eb
          .selectFrom('categories')
          .select('super_category_id')
          .where('id', 'in', (eb2) =>
            eb2.selectFrom('shop_categories').select('category_id').where('shop_id', '=', u.shop_id),
          ),
      )
      .orderBy('sort_order')
      .execute();
    out.push([
      shop.trade_name ?? '',
      `${u.first_name} ${u.last_name}`.trim(),
      u.contact_number,
      u.email ?? '',
      state?.name ?? '',
      city?.name ?? '',
      supers.map((s) => s.name).join(', '),
      { 1: 'Terms and categories pending', 2: 'OTP pending', 3: 'Complete' }[u.is_register],
      u.status === 'active' ? 'Yes' : 'No',
      u.created_at,
    ]);
  }
  return out;
}

// ExcelJS leaves an empty string cell out of a row's values; compare with those as undefined.
const asRead = (rows: unknown[][]) => rows.map((r) => r.map((v) => (v === '' ? undefined : v)));

describe('console Download', () => {
  it('exports every retailer, equal to the list, with a dated file name', async () => {
    // A disabled retailer is exported too, marked inactive.
    await t.db.updateTable('users').set({ status: 'disabled' }).where('id', '=', 3).execute();
    const response = await download('retailers');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('spreadsheetml');
    expect(response.headers['content-disposition']).toBe(
      'attachment; filename="galla-retailers-2026-11-21.xlsx"',
    );
    const rows = await sheetRows(response.rawPayload);
    expect(rows[0]).toEqual([
      'Shop',
      'Owner',
      'Mobile',
      'E-mail',
      'State',
      'City',
      'Categories',
      'Sign-up stage',
      'Active',
      'Created at (UTC)',
    ]);
    const list = await retailersList(t);
    expect(list.length).toBeGreaterThanOrEqual(3);
    expect(rows.slice(1)).toEqual(asRead(list));
    expect(rows.some((r) => r[8] === 'No')).toBe(true);
  });

  it('reads the rows page by page: a page size of 2 gives the same file contents', async () => {
    const whole = await sheetRows((await download('retailers')).rawPayload);
    const chunks: Buffer[] = [];
    for await (const chunk of streamExport(retailersExport(t.db), 2)) chunks.push(chunk as Buffer);
    expect(await sheetRows(Buffer.concat(chunks))).toEqual(whole);
  });

  it('exports the leads staff entered and the tickets retailers raised, one row each', async () => {
    const added = await t.call('POST', 'admin/addLead', {
      token: admin.token,
      body: { name: 'Ravi Kumar', mobile: '+91 98450 11111', source: 'call', shopName: 'Ravi Mobiles' },
    });
    expect(added.body.status, added.body.error).toBe(200);
    const raised = await t.call('POST', 'support/raiseTicket', {
      token: await t.tokenFor(demoPhone),
      body: { topic: 'Billing', message: 'The invoice PDF shows the wrong GSTIN for my shop.' },
    });
    expect(raised.body.status, raised.body.error).toBe(200);

    const leads = await sheetRows((await download('leads')).rawPayload);
    expect(leads).toHaveLength(2);
    expect(leads[1]?.slice(0, 3)).toEqual(['Ravi Kumar', '9845011111', 'Ravi Mobiles']);
    expect(leads[1]?.[7]).toBe('New');

    const tickets = await sheetRows((await download('tickets')).rawPayload);
    expect(tickets).toHaveLength(2);
    expect(tickets[1]?.[0]).toBe(raised.body.data.ticketId);
    expect(tickets[1]?.[3]).toBe(demoPhone);
    expect(tickets[1]?.slice(4, 7)).toEqual([
      'Billing',
      'The invoice PDF shows the wrong GSTIN for my shop.',
      'Open',
    ]);
  });

  it('only an Admin may download; every other role and a retailer are refused with 403', async () => {
    for (const role of staffRoles) {
      const who = role === 'Admin' ? admin : await staffAccount(t, role);
      for (const name of consoleExportNames) {
        expect((await download(name, who.token)).statusCode, `${role} ${name}`).toBe(
          role === 'Admin' ? 200 : 403,
        );
      }
    }
    expect((await download('retailers', await t.tokenFor(demoPhone))).statusCode).toBe(403);
    expect((await download('nothing')).statusCode).toBe(404);
  });
});

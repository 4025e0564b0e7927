import { staffRoles } from '@galla/domain/permissions';
import { reportMessages } from '@galla/domain/report-range';
import ExcelJS from 'exceljs';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { staffAccount } from '../../test/staff-accounts.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { KARNATAKA, MAHARASHTRA, makeReportData, RANGE } from './test-data.js';

let t: TestApp;
let admin: { token: string };
beforeEach(async () => {
  t = await createTestApp();
  admin = await staffAccount(t, 'Admin');
});
afterEach(() => t.close());

const query = (range: { fromDate: string; toDate: string }) =>
  `fromDate=${range.fromDate}&toDate=${range.toDate}`;
const report = (range = RANGE, token = admin.token) =>
  t.call('GET', `admin/reports?${query(range)}`, { token });

async function spreadsheet(range = RANGE) {
  const response = await t.app.inject({
    method: 'GET',
    url: `/api/v3/admin/reportsSpreadsheet?${query(range)}`,
    headers: { 'auth-token': admin.token, 'x-client': 'android' },
  });
  return response;
}

describe('console Reports', () => {
  it('every figure equals the hand-computed sum of the rows it covers', async () => {
    await makeReportData(t);
    const res = await report();
    expect(res.http).toBe(200);
    const data = res.body.data;
    // Seeded owners re-dated: one at 1 Nov 00:00 IST, two on 3 Nov IST (one of them 2 Nov in UTC).
    expect(data.signUps).toEqual([
      { date: '2026-11-01', count: 1 },
      { date: '2026-11-03', count: 2 },
    ]);
    expect(data.signUpsTotal).toBe(3);
    // Shops 1 and 2 billed; shop 3 only signed in.
    expect(data.activeShops).toBe(3);
    // The cancelled ₹118 bill counts nowhere.
    expect(data.byState).toEqual([
      { stateId: KARNATAKA, stateName: 'Karnataka', bills: 1, sales: 354 },
      { stateId: MAHARASHTRA, stateName: 'Maharashtra', bills: 2, sales: 472 },
    ]);
    expect(data.billsTotal).toBe(3);
    expect(data.salesTotal).toBe(826);
    // Phones: 2 + 1 on the two Maharashtra bills; TVs: one in Maharashtra and three in Karnataka.
    expect(data.byCategory.map((c: any) => [c.superCategoryId, c.bills, c.sales])).toEqual([
      [2, 2, 354],
      [3, 2, 472],
    ]);
    // 1,000 + 500 SMS at 25 paise; the unpaid order and the one a millisecond early are left out.
    expect(data.smsSold).toEqual({ purchases: 2, sms: 1_500, amount: 375 });
    expect(data.smsSent).toEqual({ campaigns: 2, sent: 3, failed: 1, pending: 1 });
    // Bills earn a point per ₹100 (2 + 2 + 3; the cancelled bill's point is taken back).
    expect(data.points).toEqual({ issued: 7, redeemed: 40, refunded: 15 });
  });

  it('a range elsewhere is empty, and a bad range is refused with the reports’ words', async () => {
    await makeReportData(t);
    const before = await report({ fromDate: '2026-01-01', toDate: '2026-10-15' });
    expect(before.body.data).toMatchObject({
      signUps: [],
      activeShops: 0,
      byState: [],
      byCategory: [],
      smsSold: { purchases: 0, sms: 0, amount: 0 },
      smsSent: { campaigns: 1, sent: 1, failed: 0, pending: 0 },
      points: { issued: 0, redeemed: 0, refunded: 0 },
    });
    const refused = async (fromDate: string, toDate: string, error: string) =>
      expect((await report({ fromDate, toDate })).body).toEqual({ status: 400, error });
    await refused('2025-11-01', '2026-11-21', reportMessages.rangeExceeds);
    await refused('2026-11-10', '2026-11-01', reportMessages.fromAfterTo);
    await refused('2026-11-01', '2026-11-22', reportMessages.futureDate);
    await refused('2026-02-30', '2026-11-01', reportMessages.dateInvalid);
  });

  it('exports the figures as a spreadsheet, one sheet per table', async () => {
    await makeReportData(t);
    const response = await spreadsheet();
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-disposition']).toBe(
      'attachment; filename="galla-report-2026-11-01-to-2026-11-21.xlsx"',
    );
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(response.rawPayload as never);
    expect(book.worksheets.map((s) => s.name)).toEqual(['Summary', 'Sign-ups', 'By state', 'By category']);
    const byState = book.getWorksheet('By state')!;
    // Title, subtitle, a blank row and the header come first.
    expect([5, 6, 7].map((n) => (byState.getRow(n).values as unknown[]).slice(1))).toEqual([
      ['Karnataka', 1, 354],
      ['Maharashtra', 2, 472],
      ['Total', 3, 826],
    ]);
    expect((await spreadsheet({ fromDate: '2026-11-02', toDate: '2026-11-01' })).statusCode).toBe(400);
  });

  it('only an Admin may open Reports; every other role is refused with 403', async () => {
    for (const role of staffRoles) {
      const who = role === 'Admin' ? admin : await staffAccount(t, role);
      const expected = role === 'Admin' ? 200 : 403;
      expect((await report(RANGE, who.token)).http, role).toBe(expected);
      const file = await t.app.inject({
        method: 'GET',
        url: `/api/v3/admin/reportsSpreadsheet?${query(RANGE)}`,
        headers: { 'auth-token': who.token, 'x-client': 'android' },
      });
      expect(file.statusCode, role).toBe(expected);
    }
    // A retailer's session is not a staff session.
    const { demoPhone } = await import('../billing/test-helpers.js');
    expect((await report(RANGE, await t.tokenFor(demoPhone))).http).toBe(403);
  });
});

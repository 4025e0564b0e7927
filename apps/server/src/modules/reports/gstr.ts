import { istDate } from '@galla/domain/financial-year';
import { buildGstr1, buildGstr3b, type GstrInvoice, hsnSummary } from '@galla/domain/gstr';
import { monthBounds, reportMessages } from '@galla/domain/report-range';
import type { Db, Dialect } from '../../db/database.js';
import type { Clock } from '../../platform/clock.js';
import { AppError } from '../../platform/envelope.js';
import { gstrMonthData } from './gstr-data.js';
import { type MonthCache, monthStamps } from './month-cache.js';
import { reportWorkbook } from './report-spreadsheet.js';
import type { ReportTable } from './report-table.js';
import { registerTable, salesRegister } from './sales-register.js';

// GSTR-1 and GSTR-3B for a month, and the HSN summary and sales register as spreadsheets.
export function createGstrReports(deps: { db: Db; dialect: Dialect; clock: Clock; cache: MonthCache }) {
  const { db, dialect, clock, cache } = deps;

  async function shopOf(shopId: number) {
    return db
      .selectFrom('shops')
      .select(['gst_number', 'trade_name'])
      .where('id', '=', shopId)
      .executeTakeFirstOrThrow();
  }

  function checkMonth(month: string) {
    if (month > istDate(clock.now()).slice(0, 7)) throw new AppError(400, reportMessages.futureDate);
  }

  function warningsOf(linesWithoutHsn: number) {
    return linesWithoutHsn > 0
      ? [
          `${linesWithoutHsn} bill ${linesWithoutHsn === 1 ? 'line has' : 'lines have'} no valid HSN code (4 to 8 digits): add it to the product and edit those bills before filing`,
        ]
      : [];
  }

  async function buildMonth(shopId: number, month: string, gstin: string | null) {
    const { from, to } = monthBounds(month);
    const data = await gstrMonthData(db, dialect, shopId, from, to);
    const gstr1 = gstin ? buildGstr1({ gstin, month, ...data }) : null;
    const fp = `${month.slice(5, 7)}${month.slice(0, 4)}`;
    return {
      month,
      fileName: `GSTR1_${gstin ?? 'NOGSTIN'}_${fp}.json`,
      gstr1,
      gstr3b: buildGstr3b(data.invoices),
      warnings: gstin
        ? warningsOf(data.linesWithoutHsn)
        : ['The shop has no GSTIN: add it in My Profile to file GSTR-1'],
      counts: {
        bills: data.billCount,
        b2b: gstr1 ? gstr1.b2b.reduce((n, c) => n + c.inv.length, 0) : 0,
        b2cl: gstr1 ? gstr1.b2cl.reduce((n, c) => n + c.inv.length, 0) : 0,
        b2cs: gstr1 ? gstr1.b2cs.length : 0,
      },
    };
  }

  return {
    async month(shopId: number, month: string) {
      checkMonth(month);
      const { from, to } = monthBounds(month);
      const shop = await shopOf(shopId);
      const gstin = shop.gst_number?.trim() || null;
      const stamp = async () => (await monthStamps(db, shopId, from, to)).get(month) ?? 'none';
      // A finished month's return is built once while its bills stay as they are (month-cache.ts).
      return cache.get(
        shopId,
        `gstr:${gstin ?? ''}`,
        month,
        await stamp(),
        () => buildMonth(shopId, month, gstin),
        stamp,
      );
    },

    async hsnSummary(shopId: number, month: string): Promise<{ fileName: string; bytes: Buffer }> {
      checkMonth(month);
      const { from, to } = monthBounds(month);
      const data = await gstrMonthData(db, dialect, shopId, from, to);
      const columns: ReportTable['columns'] = [
        { key: 'hsn', header: 'HSN', kind: 'text' },
        { key: 'desc', header: 'Description', kind: 'text' },
        { key: 'uqc', header: 'UQC', kind: 'text' },
        { key: 'qty', header: 'Quantity', kind: 'quantity' },
        { key: 'rt', header: 'Rate (%)', kind: 'count' },
        { key: 'taxablePaise', header: 'Taxable (₹)', kind: 'money' },
        { key: 'igstPaise', header: 'IGST (₹)', kind: 'money' },
        { key: 'cgstPaise', header: 'CGST (₹)', kind: 'money' },
        { key: 'sgstPaise', header: 'SGST (₹)', kind: 'money' },
      ];
      const table = (invoices: GstrInvoice[]): ReportTable => ({
        columns,
        rows: hsnSummary(invoices).map((r) => ({ ...r, qty: r.qtyMilli })),
      });
      const b2b = data.invoices.filter((i) => i.buyerGstin);
      const b2c = data.invoices.filter((i) => !i.buyerGstin);
      const bytes = await reportWorkbook('HSN Summary', `Month ${month}`, [
        { name: 'HSN B2B', table: table(b2b) },
        { name: 'HSN B2C', table: table(b2c) },
      ]);
      return { fileName: `hsn-summary-${month}.xlsx`, bytes };
    },

    async salesRegister(shopId: number, month: string): Promise<{ fileName: string; bytes: Buffer }> {
      checkMonth(month);
      const { from, to } = monthBounds(month);
      const rows = await salesRegister(db, shopId, from, to);
      const bytes = await reportWorkbook('Sales Register', `Month ${month}`, [
        { name: 'Sales Register', table: registerTable(rows) },
      ]);
      return { fileName: `sales-register-${month}.xlsx`, bytes };
    },
  };
}
export type GstrReports = ReturnType<typeof createGstrReports>;

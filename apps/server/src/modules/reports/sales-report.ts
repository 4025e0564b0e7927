import type { ReportRange } from '@galla/contracts/ledger';
import { monthLabel } from '@galla/domain/report-range';
import type { Db } from '../../db/database.js';
import type { ReportMail } from './report-mail.js';
import type { SalesAnalysis } from './sales-analysis.js';
import { registerTable, salesRegister } from './sales-register.js';

const PDF_MAX_ROWS = 2_000;

// ledger/sendSalesReport: the range's sales register (one row per completed bill) and its months'
// stock-in and sales, mailed to the shop owner as a spreadsheet and a PDF.
export function createSalesReport(deps: { db: Db; analysis: SalesAnalysis; reportMail: ReportMail }) {
  return {
    /** False when the range holds no completed bill: nothing is mailed. */
    async send(shopId: number, range: ReportRange): Promise<boolean> {
      deps.analysis.checkRange(range.fromDate, range.toDate);
      const rows = await salesRegister(deps.db, shopId, range.fromDate, range.toDate);
      if (rows.length === 0) return false;
      const table = registerTable(rows);
      const months = await deps.analysis.figures(shopId, range);
      await deps.reportMail.send(shopId, {
        title: 'Sales Report',
        fileName: 'sales-report',
        fromDate: range.fromDate,
        toDate: range.toDate,
        table,
        // A printed register helps for a month or two; a year of a busy shop would be thousands of
        // pages, which nobody prints: the spreadsheet carries it alone then.
        pdf: rows.length <= PDF_MAX_ROWS,
        summary: [
          { label: 'Bills', kind: 'count', value: rows.length },
          { label: 'Taxable value', kind: 'money', value: table.totals!.taxable! },
          {
            label: 'GST',
            kind: 'money',
            value: Number(table.totals!.cgst) + Number(table.totals!.sgst) + Number(table.totals!.igst),
          },
          { label: 'Total billed', kind: 'money', value: table.totals!.total! },
        ],
        extraSheets: [
          {
            name: 'Monthly',
            table: {
              columns: [
                { key: 'month', header: 'Month', kind: 'text' },
                { key: 'inventory', header: 'Stock in (units)', kind: 'quantity' },
                { key: 'sales', header: 'Sold (units)', kind: 'quantity' },
                { key: 'salesValue', header: 'Sales, taxable (₹)', kind: 'money' },
              ],
              rows: months.map((m) => ({
                month: monthLabel(m.month),
                inventory: m.inventoryMilli,
                sales: m.salesMilli,
                salesValue: m.salesPaise,
              })),
            },
          },
        ],
      });
      return true;
    },
  };
}
export type SalesReport = ReturnType<typeof createSalesReport>;

import type { ConsoleReport } from '@galla/contracts/console-reports';
import { toScreenDate } from '@galla/domain/financial-year';
import { rupeesToPaise } from '@galla/domain/money';
import { reportWorkbook } from '../reports/report-spreadsheet.js';

// The Reports screen as a spreadsheet: one sheet per table on the screen, money as rupee numbers
// (the retailer's report workbook formats them with Indian grouping).
export async function consoleReportWorkbook(
  report: ConsoleReport,
): Promise<{ fileName: string; bytes: Buffer }> {
  const paise = (rupees: number) => rupeesToPaise(rupees);
  const subtitle = `${toScreenDate(report.fromDate)} to ${toScreenDate(report.toDate)}`;
  const bytes = await reportWorkbook('Galla platform report', subtitle, [
    {
      name: 'Summary',
      table: {
        columns: [
          { key: 'figure', header: 'Figure', kind: 'text' },
          { key: 'value', header: 'Value', kind: 'count' },
        ],
        rows: [
          { figure: 'Sign-ups', value: report.signUpsTotal },
          { figure: 'Active shops', value: report.activeShops },
          { figure: 'Bills', value: report.billsTotal },
          { figure: 'Sales (₹)', value: report.salesTotal },
          { figure: 'SMS purchases', value: report.smsSold.purchases },
          { figure: 'SMS bought', value: report.smsSold.sms },
          { figure: 'SMS purchases (₹)', value: report.smsSold.amount },
          { figure: 'SMS campaigns', value: report.smsSent.campaigns },
          { figure: 'SMS sent', value: report.smsSent.sent },
          { figure: 'SMS failed', value: report.smsSent.failed },
          { figure: 'SMS waiting', value: report.smsSent.pending },
          { figure: 'Points issued', value: report.points.issued },
          { figure: 'Points redeemed', value: report.points.redeemed },
          { figure: 'Points refunded', value: report.points.refunded },
        ],
      },
    },
    {
      name: 'Sign-ups',
      table: {
        columns: [
          { key: 'date', header: 'Date', kind: 'date' },
          { key: 'count', header: 'Sign-ups', kind: 'count' },
        ],
        rows: report.signUps,
        totals: { date: null, count: report.signUpsTotal },
      },
    },
    {
      name: 'By state',
      table: {
        columns: [
          { key: 'stateName', header: 'State', kind: 'text' },
          { key: 'bills', header: 'Bills', kind: 'count' },
          { key: 'sales', header: 'Sales (₹)', kind: 'money' },
        ],
        rows: report.byState.map((s) => ({ stateName: s.stateName, bills: s.bills, sales: paise(s.sales) })),
        totals: { stateName: 'Total', bills: report.billsTotal, sales: paise(report.salesTotal) },
      },
    },
    {
      name: 'By category',
      table: {
        columns: [
          { key: 'name', header: 'Super category', kind: 'text' },
          { key: 'bills', header: 'Bills', kind: 'count' },
          { key: 'sales', header: 'Line totals (₹)', kind: 'money' },
        ],
        rows: report.byCategory.map((c) => ({ name: c.name, bills: c.bills, sales: paise(c.sales) })),
      },
    },
  ]);
  return { fileName: `galla-report-${report.fromDate}-to-${report.toDate}.xlsx`, bytes };
}

import { monthLabel } from '@galla/domain/report-range';
import type { ReportMail } from '../reports/report-mail.js';
import type { ProfitAndLossService } from './profit-loss.js';
import type { DateRange } from './range.js';
import type { ExpensesService } from './service.js';

// expenses/sendExpenseReport and expenses/sendProfitnLossReport: the figures are worked out here from
// the shop's own rows (never taken from the request), then mailed by the reports module's report
// mail as a spreadsheet and a PDF to the owner's registered e-mail.
export function createExpenseMails(deps: {
  expenses: ExpensesService;
  profitAndLoss: ProfitAndLossService;
  reportMail: ReportMail;
}) {
  const { expenses, profitAndLoss, reportMail } = deps;

  return {
    /** One row per day an expense falls on (a recurring one once a month), by category. */
    async sendExpenseReport(shopId: number, range: DateRange): Promise<void> {
      const report = await expenses.reportFor(shopId, range.from, range.to);
      const categoryName = new Map(report.categories.map((c) => [c.id, c.name]));
      const rows = report.expenses
        .flatMap((e) =>
          e.days.map((day) => ({
            date: day,
            category: categoryName.get(e.category_id) ?? '',
            expense: e.name,
            recurring: e.is_recurring === 1 ? 'Monthly' : '',
            amount: e.amount_paise,
          })),
        )
        .sort((a, b) => (a.date < b.date ? -1 : a.date > b.date ? 1 : 0));
      await reportMail.send(shopId, {
        title: 'Expense Report',
        fileName: 'expense-report',
        fromDate: range.from,
        toDate: range.to,
        table: {
          columns: [
            { key: 'date', header: 'Date', kind: 'date' },
            { key: 'category', header: 'Expense type', kind: 'text' },
            { key: 'expense', header: 'Expense', kind: 'text' },
            { key: 'recurring', header: 'Repeats', kind: 'text' },
            { key: 'amount', header: 'Amount (₹)', kind: 'money' },
          ],
          rows,
          totals: { category: 'Total', amount: report.totalPaise },
        },
        summary: [
          { label: 'Expenses', kind: 'count', value: rows.length },
          { label: 'Total spent', kind: 'money', value: report.totalPaise },
        ],
        extraSheets: [
          {
            name: 'By type',
            table: {
              columns: [
                { key: 'category', header: 'Expense type', kind: 'text' },
                { key: 'amount', header: 'Amount (₹)', kind: 'money' },
              ],
              rows: report.categories
                .filter((c) => c.amountPaise > 0)
                .map((c) => ({ category: c.name, amount: c.amountPaise })),
              totals: { category: 'Total', amount: report.totalPaise },
            },
          },
        ],
      });
    },

    /** The P&L's lines as the summary and the PDF's table, its months in a second sheet. */
    async sendProfitAndLoss(shopId: number, range: DateRange): Promise<void> {
      const p = await profitAndLoss.forRange(shopId, range.from, range.to);
      const lines: [string, number][] = [
        ['Total sales (with GST)', p.totalSalesPaise],
        ['GST collected', p.gstCollectedPaise],
        ['Round-off', p.roundOffPaise],
        ['Discounts given', p.discountsPaise],
        ['Income (taxable value)', p.incomePaise],
        ['Cost of goods sold', p.costOfGoodsSoldPaise],
        ['Gross profit', p.grossProfitPaise],
        ['Expenses', p.expensesPaise],
        ['Net profit', p.netProfitPaise],
      ];
      await reportMail.send(shopId, {
        title: 'Profit and Loss',
        fileName: 'profit-and-loss',
        fromDate: range.from,
        toDate: range.to,
        table: {
          columns: [
            { key: 'line', header: 'Item', kind: 'text' },
            { key: 'amount', header: 'Amount (₹)', kind: 'money' },
          ],
          rows: lines.map(([line, amount]) => ({ line, amount })),
        },
        summary: [
          { label: 'Bills', kind: 'count', value: p.bills },
          { label: 'Income', kind: 'money', value: p.incomePaise },
          { label: 'Gross profit', kind: 'money', value: p.grossProfitPaise },
          { label: 'Net profit', kind: 'money', value: p.netProfitPaise },
        ],
        extraSheets: [
          {
            name: 'Monthly',
            table: {
              columns: [
                { key: 'month', header: 'Month', kind: 'text' },
                { key: 'income', header: 'Income (₹)', kind: 'money' },
                { key: 'expenses', header: 'Expenses (₹)', kind: 'money' },
              ],
              rows: p.months.map((m) => ({
                month: monthLabel(m.month),
                income: m.incomePaise,
                expenses: m.expensesPaise,
              })),
            },
          },
        ],
      });
    },
  };
}
export type ExpenseMails = ReturnType<typeof createExpenseMails>;

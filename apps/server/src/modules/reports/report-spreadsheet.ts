import ExcelJS from 'exceljs';
import { type ReportTable, sheetValue } from './report-table.js';

// Excel shows rupees with Indian grouping only through a conditional format: crores, then lakhs,
// then thousands (Excel has no lakh separator of its own).
const INR_FORMAT = '[>=10000000]"₹"##\\,##\\,##\\,##0.00;[>=100000]"₹"##\\,##\\,##0.00;"₹"#,##0.00';
const QTY_FORMAT = '#,##0.###';

/** One worksheet per table; money cells are numbers in rupees, so an accountant can sum them. */
export async function reportWorkbook(
  title: string,
  subtitle: string,
  sheets: { name: string; table: ReportTable }[],
): Promise<Buffer> {
  const book = new ExcelJS.Workbook();
  book.creator = 'Galla';
  for (const { name, table } of sheets) {
    const sheet = book.addWorksheet(name.slice(0, 31));
    sheet.addRow([title]).font = { bold: true, size: 14 };
    sheet.addRow([subtitle]);
    sheet.addRow([]);
    const header = sheet.addRow(table.columns.map((c) => c.header));
    header.font = { bold: true };
    const write = (values: Record<string, unknown>, bold: boolean) => {
      const row = sheet.addRow(
        table.columns.map((c) => sheetValue(c.kind, (values[c.key] ?? null) as never)),
      );
      if (bold) row.font = { bold: true };
    };
    for (const r of table.rows) write(r, false);
    if (table.totals) write(table.totals, true);
    table.columns.forEach((c, i) => {
      const column = sheet.getColumn(i + 1);
      column.width = Math.max(12, Math.min(40, c.header.length + 4));
      if (c.kind === 'money') column.numFmt = INR_FORMAT;
      if (c.kind === 'quantity') column.numFmt = QTY_FORMAT;
    });
    sheet.views = [{ state: 'frozen', ySplit: 4 }];
  }
  return Buffer.from(await book.xlsx.writeBuffer());
}

import { importColumns } from '@galla/contracts/console-catalogue';
import ExcelJS from 'exceljs';

// The Upload screen's template: the header row and one example row. HSN and barcode are text
// columns, so a spreadsheet program keeps their leading zeros.
const example = [
  'Grocery & FMCG',
  'Atta, Rice & Dals',
  'Atta',
  'Aashirvaad',
  'Aashirvaad Whole Wheat Atta 10 kg',
  '11010000',
  '5',
  '520',
  '8901725181222',
];

function csvField(value: string): string {
  return /[",\r\n]/.test(value) ? `"${value.replaceAll('"', '""')}"` : value;
}

export function templateCsv(): Buffer {
  const lines = [importColumns, example].map((r) => r.map(csvField).join(','));
  return Buffer.from(`${lines.join('\r\n')}\r\n`, 'utf8');
}

export async function templateXlsx(): Promise<Buffer> {
  const book = new ExcelJS.Workbook();
  book.creator = 'Galla';
  const sheet = book.addWorksheet('Models');
  sheet.addRow([...importColumns]).font = { bold: true };
  sheet.addRow(example);
  importColumns.forEach((name, i) => {
    const column = sheet.getColumn(i + 1);
    column.width = Math.max(14, name.length + 6);
    if (name === 'HSN' || name === 'Barcode') column.numFmt = '@';
  });
  sheet.getColumn(5).width = 40;
  sheet.views = [{ state: 'frozen', ySplit: 1 }];
  return Buffer.from(await book.xlsx.writeBuffer());
}

import { IMPORT_MAX_ROWS, importColumns, importMessages } from '@galla/contracts/console-catalogue';
import ExcelJS from 'exceljs';
import { AppError } from '../../platform/envelope.js';

/** A data row of the sheet: its row number as the spreadsheet shows it, and its cells as text. */
export type SheetRow = { row: number; cells: string[] };

// Reading an uploaded spreadsheet into text cells. CSV is parsed here rather than by exceljs,
// which would turn an HSN of 0402 into the number 402; in an .xlsx a number cell is written out as
// its digits (the template formats HSN and barcode as text, so leading zeros survive).

/** RFC 4180: quoted fields may hold commas, line breaks and doubled quotes. */
export function parseCsv(text: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let field = '';
  let quoted = false;
  const body = text.charCodeAt(0) === 0xfeff ? text.slice(1) : text;
  for (let i = 0; i < body.length; i++) {
    const c = body[i]!;
    if (quoted) {
      if (c === '"' && body[i + 1] === '"') {
        field += '"';
        i++;
      } else if (c === '"') quoted = false;
      else field += c;
    } else if (c === '"') quoted = true;
    else if (c === ',') {
      row.push(field);
      field = '';
    } else if (c === '\n' || c === '\r') {
      if (c === '\r' && body[i + 1] === '\n') i++;
      row.push(field);
      rows.push(row);
      row = [];
      field = '';
    } else field += c;
  }
  if (field !== '' || row.length > 0) {
    row.push(field);
    rows.push(row);
  }
  return rows;
}

function cellText(value: ExcelJS.CellValue): string {
  if (value === null || value === undefined) return '';
  if (typeof value === 'string') return value;
  if (typeof value === 'number' || typeof value === 'boolean') return String(value);
  if (value instanceof Date) return value.toISOString().slice(0, 10);
  if ('richText' in value) return value.richText.map((r) => r.text).join('');
  if ('result' in value) return cellText(value.result as ExcelJS.CellValue);
  if ('text' in value) return String(value.text);
  return '';
}

async function xlsxRows(bytes: Buffer): Promise<string[][]> {
  const book = new ExcelJS.Workbook();
  try {
    await book.xlsx.load(bytes as unknown as ArrayBuffer);
  } catch {
    throw new AppError(400, importMessages.unreadable);
  }
  const sheet = book.worksheets[0];
  if (!sheet) throw new AppError(400, importMessages.empty);
  if (sheet.rowCount > IMPORT_MAX_ROWS + 1) throw new AppError(400, importMessages.tooManyRows);
  const rows: string[][] = [];
  for (let r = 1; r <= sheet.rowCount; r++) {
    const row = sheet.getRow(r);
    rows.push(importColumns.map((_, i) => cellText(row.getCell(i + 1).value)));
  }
  return rows;
}

/** The data rows under the header, numbered as the spreadsheet numbers them; blank rows skipped. */
export async function readSheet(format: 'xlsx' | 'csv', bytes: Buffer): Promise<SheetRow[]> {
  const all = format === 'csv' ? parseCsv(bytes.toString('utf8')) : await xlsxRows(bytes);
  if (all.length > IMPORT_MAX_ROWS + 1) throw new AppError(400, importMessages.tooManyRows);
  const header = (all[0] ?? []).map((h) => h.trim().toLowerCase());
  if (importColumns.some((c, i) => header[i] !== c.toLowerCase()))
    throw new AppError(400, importMessages.header);
  const rows = all
    .slice(1)
    .map((cells, i) => ({ row: i + 2, cells: importColumns.map((_, c) => (cells[c] ?? '').trim()) }))
    .filter((r) => r.cells.some((c) => c !== ''));
  if (rows.length === 0) throw new AppError(400, importMessages.empty);
  if (rows.length > IMPORT_MAX_ROWS) throw new AppError(400, importMessages.tooManyRows);
  return rows;
}

import { PassThrough, type Readable } from 'node:stream';
import ExcelJS from 'exceljs';
import type { ExportSource } from './export-source.js';

export const EXPORT_PAGE_SIZE = 1_000;

/**
 * The export as an .xlsx stream: rows are read a page at a time and each is committed to exceljs's
 * streaming writer at once, so memory holds one page, not the whole export. A failure after the
 * first bytes cannot become an error response any more; it ends the stream, and the browser reports
 * the download as failed.
 */
export function streamExport(source: ExportSource, pageSize = EXPORT_PAGE_SIZE): Readable {
  const out = new PassThrough();
  const book = new ExcelJS.stream.xlsx.WorkbookWriter({ stream: out, useStyles: true });
  book.creator = 'Galla';
  const sheet = book.addWorksheet(source.sheetName.slice(0, 31), { views: [{ state: 'frozen', ySplit: 1 }] });
  sheet.columns = source.columns.map((c) => ({ header: c.header, key: c.key, width: c.width ?? 18 }));
  sheet.getRow(1).font = { bold: true };
  sheet.getRow(1).commit();

  (async () => {
    let cursor = 0;
    for (;;) {
      const page = await source.page(cursor, pageSize);
      for (const row of page.rows) sheet.addRow(row).commit();
      if (page.rows.length < pageSize) break;
      cursor = page.cursor;
    }
    sheet.commit();
    await book.commit();
  })().catch((error: unknown) => out.destroy(error as Error));
  return out;
}

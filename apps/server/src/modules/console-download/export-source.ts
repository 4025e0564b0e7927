// What one spreadsheet export is: its columns and a way to read its rows a page at a time. Each
// export (retailers, leads, tickets) is one ExportSource in exports.ts, and gets
// its own route, admin/download/<name>, with nothing else to write.

export type ExportCell = string | number | null;
export type ExportRow = Record<string, ExportCell>;

export type ExportColumn = { key: string; header: string; width?: number };

/** A page of rows and the cursor (the last row's id) to read the next page after. */
export type ExportPage = { rows: ExportRow[]; cursor: number };

export interface ExportSource {
  /** The file's name before the date: `retailers` → `galla-retailers-2026-11-28.xlsx`. */
  fileStem: string;
  sheetName: string;
  /** The route's description in the OpenAPI document. */
  summary: string;
  columns: ExportColumn[];
  /**
   * Rows after `cursor` (0 for the first page), at most `limit`, in a stable order (their id).
   * A cursor rather than OFFSET, so the last page of 100,000 rows costs what the first does.
   */
  page(cursor: number, limit: number): Promise<ExportPage>;
}

import { toScreenDate } from '@galla/domain/financial-year';
import { formatInr, paiseToRupees } from '@galla/domain/money';
import { milliToQuantity } from '@galla/domain/quantity';

// The tabular shape every mailed report takes (sales, expenses, profit and loss): columns that say
// what kind of figure they hold, so the spreadsheet, the PDF and the mail's summary all format it
// the same way. Money is integer paise and quantities integer thousandths, as everywhere inside.

export type CellKind = 'text' | 'date' | 'money' | 'quantity' | 'count';
export type Cell = string | number | null;

export type ReportColumn = { key: string; header: string; kind: CellKind };
export type ReportTable = {
  columns: ReportColumn[];
  rows: Record<string, Cell>[];
  totals?: Record<string, Cell>;
};
export type SummaryItem = { label: string; kind: CellKind; value: Cell };

/** A cell as printed: ₹ with lakh/crore grouping, dates dd/MM/yyyy. */
export function formatCell(kind: CellKind, value: Cell): string {
  if (value === null || value === '') return '';
  switch (kind) {
    case 'money':
      return formatInr(Number(value));
    case 'quantity':
      return String(milliToQuantity(Number(value)));
    case 'date':
      return toScreenDate(String(value));
    case 'count':
      return String(value);
    default:
      return String(value);
  }
}

/** A cell as a spreadsheet number: rupees (exact 2-decimal values), units, or the text itself. */
export function sheetValue(kind: CellKind, value: Cell): string | number | null {
  if (value === null) return null;
  if (kind === 'money') return paiseToRupees(Number(value));
  if (kind === 'quantity') return milliToQuantity(Number(value));
  if (kind === 'date') return toScreenDate(String(value));
  return value;
}

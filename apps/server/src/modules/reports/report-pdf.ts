import { createPdf, pdfToBuffer } from '../../platform/pdf/document.js';
import { drawLine } from '../../platform/pdf/text.js';
import { formatCell, type ReportTable, type SummaryItem } from './report-table.js';

const A4: [number, number] = [595.28, 841.89];
const MARGIN = 36;
const ROW = 16;
const FONT = 8.5;

/** A printable A4 page set of the report: heading, summary, the table with its header on every page. */
export async function reportPdf(input: {
  title: string;
  shopName: string;
  period: string;
  summary: SummaryItem[];
  table: ReportTable;
  createdAt: Date;
}): Promise<Buffer> {
  const doc = createPdf({ size: A4, title: input.title, createdAt: input.createdAt });
  const width = A4[0] - 2 * MARGIN;
  const cols = input.table.columns;
  // Text columns get twice the room of figures: names are long, amounts are not.
  const weights = cols.map((c) => (c.kind === 'text' ? 2 : 1));
  const unit = width / weights.reduce((a, b) => a + b, 0);
  const widths = weights.map((w) => w * unit);
  const align = (kind: string) => (kind === 'text' || kind === 'date' ? 'left' : 'right');

  let y = 0;
  const header = () => {
    let x = MARGIN;
    doc.rect(MARGIN, y - 2, width, ROW).fill('#eeeeee');
    cols.forEach((c, i) => {
      drawLine(doc, c.header, x + 2, y + 1, widths[i]! - 4, { size: FONT, weight: 'bold' }, align(c.kind));
      x += widths[i]!;
    });
    y += ROW;
  };
  const newPage = () => {
    doc.addPage({ size: A4, margin: 0 });
    y = MARGIN;
  };
  const row = (values: Record<string, unknown>, bold: boolean) => {
    if (y + ROW > A4[1] - MARGIN - 14) {
      newPage();
      header();
    }
    let x = MARGIN;
    cols.forEach((c, i) => {
      const text = formatCell(c.kind, (values[c.key] ?? null) as never);
      drawLine(
        doc,
        text,
        x + 2,
        y + 1,
        widths[i]! - 4,
        { size: FONT, weight: bold ? 'bold' : 'regular' },
        align(c.kind),
      );
      x += widths[i]!;
    });
    doc
      .moveTo(MARGIN, y + ROW - 2)
      .lineTo(MARGIN + width, y + ROW - 2)
      .lineWidth(0.3)
      .strokeColor('#cccccc')
      .stroke();
    y += ROW;
  };

  newPage();
  drawLine(doc, input.title, MARGIN, y, width, { size: 16, weight: 'bold' });
  y += 22;
  drawLine(doc, `${input.shopName} · ${input.period}`, MARGIN, y, width, { size: 10, color: '#444444' });
  y += 20;
  for (const item of input.summary) {
    drawLine(doc, item.label, MARGIN, y, width / 2, { size: 10 });
    drawLine(
      doc,
      formatCell(item.kind, item.value),
      MARGIN + width / 2,
      y,
      width / 2,
      { size: 10, weight: 'bold' },
      'right',
    );
    y += 15;
  }
  if (input.summary.length > 0) y += 10;
  header();
  for (const r of input.table.rows) row(r, false);
  if (input.table.totals) row(input.table.totals, true);

  const range = doc.bufferedPageRange();
  for (let i = 0; i < range.count; i++) {
    doc.switchToPage(range.start + i);
    drawLine(
      doc,
      `Page ${i + 1} of ${range.count}`,
      MARGIN,
      A4[1] - MARGIN,
      width,
      { size: 8, color: '#777777' },
      'right',
    );
  }
  return pdfToBuffer(doc);
}

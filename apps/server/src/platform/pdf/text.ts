import type { FontWeight, PdfFont } from './fonts.js';
import { drawableRuns } from './safe-text.js';

// Text drawing that picks a font per script run (see script-runs.ts), with what no font can draw
// replaced visibly (safe-text.ts). Table cells go through drawLine, which never wraps and shrinks an
// over-long figure to fit its column rather than spill into the next one; free text goes through
// drawParagraph.

export type TextStyle = { size: number; weight?: FontWeight; color?: string };
export type Align = 'left' | 'center' | 'right';

const MIN_SHRINK = 0.6;

export function textWidth(doc: PDFKit.PDFDocument, text: string, style: TextStyle): number {
  let width = 0;
  for (const run of drawableRuns(text, style.weight ?? 'regular')) {
    width += doc.font(run.font).fontSize(style.size).widthOfString(run.text);
  }
  return width;
}

/** One line of text in a box `width` wide, aligned in it; shrunk (to 60% at most) when too long. */
export function drawLine(
  doc: PDFKit.PDFDocument,
  text: string,
  x: number,
  y: number,
  width: number,
  style: TextStyle,
  align: Align = 'left',
): void {
  if (text === '') return;
  const runs = drawableRuns(text, style.weight ?? 'regular');
  const widths = runs.map((run) => doc.font(run.font).fontSize(style.size).widthOfString(run.text));
  const natural = widths.reduce((sum, w) => sum + w, 0);
  const scale = natural > width ? Math.max(MIN_SHRINK, width / natural) : 1;
  const drawn = natural * scale;
  let cx = align === 'left' ? x : align === 'right' ? x + width - drawn : x + (width - drawn) / 2;
  doc.fillColor(style.color ?? 'black');
  runs.forEach((run, i) => {
    const runWidth = widths[i]! * scale;
    // `textWidth` is the measure PDFKit's own line wrapper hands over; passing it saves PDFKit
    // measuring the run once more (a table cell is drawn several hundred times per invoice).
    const options: PDFKit.Mixins.TextOptions & { textWidth: number } = {
      lineBreak: false,
      textWidth: runWidth,
    };
    doc
      .font(run.font)
      .fontSize(style.size * scale)
      .text(run.text, cx, y, options);
    cx += runWidth;
  });
}

function fitsOneLine(doc: PDFKit.PDFDocument, text: string, width: number, style: TextStyle): boolean {
  return !text.includes('\n') && textWidth(doc, text, style) <= width;
}

/** The height PDFKit gives one line of wrapped text in this font and size. */
function lineHeight(doc: PDFKit.PDFDocument, font: PdfFont, style: TextStyle): number {
  return doc.font(font).fontSize(style.size).currentLineHeight(true);
}

/** Wrapped text; returns the height it took. */
export function drawParagraph(
  doc: PDFKit.PDFDocument,
  text: string,
  x: number,
  y: number,
  width: number,
  style: TextStyle,
  align: Align = 'left',
): number {
  if (text === '') return 0;
  const runs = drawableRuns(text, style.weight ?? 'regular');
  // A text that fits one line is placed as a whole: PDFKit's line wrapper costs several times as
  // much, and it aligns each chained ("continued") script run on its own, scattering a centred or
  // right-aligned mixed-script line.
  if (fitsOneLine(doc, text, width, style)) {
    drawLine(doc, text, x, y, width, style, align);
    return lineHeight(doc, runs[0]!.font, style);
  }
  doc.fillColor(style.color ?? 'black');
  runs.forEach((run, i) => {
    doc.font(run.font).fontSize(style.size);
    const options = { width, align, continued: i < runs.length - 1 };
    if (i === 0) doc.text(run.text, x, y, options);
    else doc.text(run.text, options);
  });
  return doc.y - y;
}

/**
 * The height drawParagraph will take. PDFKit measures in one font only, so a mixed-script text is
 * measured in each of its fonts and the larger height wins: a row is never too short for its text.
 */
export function paragraphHeight(
  doc: PDFKit.PDFDocument,
  text: string,
  width: number,
  style: TextStyle,
): number {
  if (text === '') return 0;
  if (fitsOneLine(doc, text, width, style)) {
    return lineHeight(doc, drawableRuns(text, style.weight ?? 'regular')[0]!.font, style);
  }
  const runs = drawableRuns(text, style.weight ?? 'regular');
  const drawn = runs.map((run) => run.text).join('');
  let height = 0;
  for (const font of new Set(runs.map((run) => run.font))) {
    height = Math.max(height, doc.font(font).fontSize(style.size).heightOfString(drawn, { width }));
  }
  return height;
}

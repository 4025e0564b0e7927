import PDFDocument from 'pdfkit';
import { registerFonts } from './fonts.js';

export type PdfSetup = {
  /** Page width and height in points. */
  size: [number, number];
  title: string;
  /** The document's creation date; the rendered record's own date keeps re-renders alike. */
  createdAt: Date;
};

/**
 * A PDFKit document with the Noto fonts registered and no page margins: the layouts place every
 * block themselves and break pages themselves, so PDFKit must never add a page on its own.
 * Pages are buffered so that a layout can go back and stamp "Page 1 of 2" on each.
 */
export function createPdf(setup: PdfSetup): PDFKit.PDFDocument {
  const doc = new PDFDocument({
    size: setup.size,
    margin: 0,
    bufferPages: true,
    compress: true,
    pdfVersion: '1.7',
    // No default font: PDFKit would load Helvetica's metrics for every document, and none is used.
    font: '',
    info: { Title: setup.title, Creator: 'Galla', Producer: 'Galla', CreationDate: setup.createdAt },
  });
  registerFonts(doc);
  return doc;
}

/** Ends the document and collects its bytes. */
export function pdfToBuffer(doc: PDFKit.PDFDocument): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    doc.on('data', (chunk: Buffer) => chunks.push(chunk));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
    doc.end();
  });
}

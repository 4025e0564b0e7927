import { PDFParse } from 'pdf-parse';

// For tests: a PDF as its reader meets it — the text (pdf.js's extraction, as in a browser),
// each page's size and the images on it — plus the raw bytes as text, where font names and
// embedded image data can be looked up.

export type ReadPdf = {
  text: string;
  pages: { width: number; height: number; images: number }[];
  raw: string;
};

export async function readPdf(bytes: Buffer): Promise<ReadPdf> {
  const parser = new PDFParse({ data: new Uint8Array(bytes) });
  try {
    const text = await parser.getText({ pageJoiner: '' });
    const info = await parser.getInfo({ parsePageInfo: true });
    const images = await parser.getImage({ imageBuffer: false, imageDataUrl: false });
    return {
      text: text.text,
      pages: (info.pages ?? []).map((page, i) => ({
        width: page.width,
        height: page.height,
        images: images.pages[i]?.images.length ?? 0,
      })),
      raw: bytes.toString('latin1'),
    };
  } finally {
    await parser.destroy();
  }
}

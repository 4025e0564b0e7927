import { readFileSync } from 'node:fs';
import PDFDocument from 'pdfkit';

// The bundled Noto fonts (assets/fonts, SIL OFL 1.1). PDFKit's built-in Helvetica has neither the
// rupee sign nor Devanagari, so every invoice embeds these instead.

export type PdfFont = 'regular' | 'bold' | 'devanagari';
export type FontWeight = 'regular' | 'bold';

const files: Record<PdfFont, string> = {
  regular: 'NotoSans-Regular.ttf',
  bold: 'NotoSans-Bold.ttf',
  devanagari: 'NotoSansDevanagari-Regular.ttf',
};

// This file sits three folders below apps/server both as src/platform/pdf/*.ts (tests, tsx) and as
// dist/platform/pdf/*.js (the build), so one relative URL serves both.
const fontsDir = new URL('../../../assets/fonts/', import.meta.url);

let buffers: Readonly<Record<PdfFont, Buffer>> | undefined;

/** The font files, read on first use and kept: a PDF is rendered per request, the disk read once. */
export function fontBuffers(): Readonly<Record<PdfFont, Buffer>> {
  buffers ??= Object.freeze({
    regular: readFileSync(new URL(files.regular, fontsDir)),
    bold: readFileSync(new URL(files.bold, fontsDir)),
    devanagari: readFileSync(new URL(files.devanagari, fontsDir)),
  });
  return buffers;
}

// fontkit parses a font lazily: the first layouts in a fresh font object decode its GSUB and GPOS
// tables, which took ~85% of a 50-line invoice's time. Parsed once and shared by every document,
// that cost is paid once per process. PDFKit accepts a parsed font wherever it takes a font file
// (PDFFontFactory.open: "typeof src.layout === 'function'"), but exports neither fontkit nor that
// type, so the parsed font is taken from a scratch document: the same fontkit PDFKit itself runs.
// A document only reads from a parsed font (its subset and widths are its own), and rendering is
// synchronous, so sharing is safe.
type ParsedFont = { layout: (...args: never[]) => unknown };
let parsed: Readonly<Record<PdfFont, PDFKit.Mixins.PDFFontSource>> | undefined;

function parse(file: Buffer): PDFKit.Mixins.PDFFontSource {
  const scratch = new PDFDocument({ autoFirstPage: false, font: '' }).font(file);
  const font = (scratch as unknown as { _font?: { font?: ParsedFont } })._font?.font;
  // Should a PDFKit upgrade hide the parsed font, documents parse the file each time: slower, still right.
  return typeof font?.layout === 'function' ? (font as unknown as PDFKit.Mixins.PDFFontSource) : file;
}

function parsedFonts(): Readonly<Record<PdfFont, PDFKit.Mixins.PDFFontSource>> {
  const b = fontBuffers();
  parsed ??= Object.freeze({
    regular: parse(b.regular),
    bold: parse(b.bold),
    devanagari: parse(b.devanagari),
  });
  return parsed;
}

/** fontkit's answers about one of the fonts, for safe-text.ts; undefined if PDFKit hid the parsed font. */
export type FontFacts = {
  hasGlyphForCodePoint: (codePoint: number) => boolean;
  layout: (text: string) => unknown;
};
export function fontFacts(font: PdfFont): FontFacts | undefined {
  const f = parsedFonts()[font] as unknown as Partial<FontFacts>;
  return typeof f.hasGlyphForCodePoint === 'function' && typeof f.layout === 'function'
    ? (f as FontFacts)
    : undefined;
}

// PDFKit shapes each word once per document and keeps the result in its font's `layoutCache`
// (glyphs and positions in font units, never changed once made). Shaping again in every document
// was half of the remaining time, so all documents share one cache per font. Shop texts are
// unbounded over a server's life, hence the cap, checked now and then: past it a cache starts afresh.
const LAYOUT_CACHE_LIMIT = 20_000;
const CHECK_EVERY = 64;
type LayoutCache = Record<string, unknown>;
const layoutCaches = new Map<PdfFont, LayoutCache>();
let documentsSinceCheck = 0;

function layoutCache(font: PdfFont): LayoutCache {
  let cache = layoutCaches.get(font);
  if (!cache || (documentsSinceCheck === 0 && Object.keys(cache).length > LAYOUT_CACHE_LIMIT)) {
    cache = Object.create(null) as LayoutCache;
    layoutCaches.set(font, cache);
  }
  return cache;
}

function shareLayoutCache(doc: PDFKit.PDFDocument, font: PdfFont): void {
  // Selecting a font makes its PDFKit font object; one that draws nothing is still never embedded.
  doc.font(font);
  const embedded = (doc as unknown as { _font?: { layoutCache?: LayoutCache } })._font;
  if (embedded && typeof embedded.layoutCache === 'object') embedded.layoutCache = layoutCache(font);
}

/** Registers the three fonts under their PdfFont names; PDFKit embeds only the ones a page uses. */
export function registerFonts(doc: PDFKit.PDFDocument): void {
  const fonts = parsedFonts();
  for (const name of Object.keys(files) as PdfFont[]) {
    doc.registerFont(name, fonts[name]);
    shareLayoutCache(doc, name);
  }
  documentsSinceCheck = (documentsSinceCheck + 1) % CHECK_EVERY;
}

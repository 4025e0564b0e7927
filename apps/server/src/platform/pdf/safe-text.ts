import { type FontFacts, type FontWeight, fontFacts, type PdfFont } from './fonts.js';
import { scriptRuns, type TextRun } from './script-runs.js';

// Shop and customer texts are anyone's Unicode; the embedded fonts cover Latin (with Greek and
// Cyrillic) and Devanagari. Each user-perceived character (grapheme) that a run's font cannot draw
// becomes one visible '?': not dropped, which would silently change a name, and not the font's empty
// box. A grapheme the font has glyphs for but cannot position (fontkit throws on a mark without an
// anchor on its base, e.g. 'Z\u0337') is replaced the same way, instead of failing the whole PDF.

export const REPLACEMENT = '?';

const graphemes = new Intl.Segmenter('en', { granularity: 'grapheme' });
// Invisible format characters (joiners, variation selectors): nothing to show when the font lacks
// them, and the grapheme they belong to is judged by its visible characters.
const IGNORABLE = /^\p{Default_Ignorable_Code_Point}$/u;
const MARK = /\p{M}/u;

// The answers depend only on the font and the grapheme; shop texts repeat on every bill.
const CACHE_LIMIT = 10_000;
const drawableCache = new Map<PdfFont, Map<string, boolean>>();

function canDraw(facts: FontFacts, grapheme: string): boolean {
  for (const ch of grapheme) {
    if (!facts.hasGlyphForCodePoint(ch.codePointAt(0)!) && !IGNORABLE.test(ch)) return false;
  }
  if (!MARK.test(grapheme)) return true;
  try {
    facts.layout(grapheme);
    return true;
  } catch {
    return false;
  }
}

function drawable(font: PdfFont, grapheme: string): boolean {
  if (grapheme.length === 1 && grapheme < '\u007f') return true;
  let cache = drawableCache.get(font);
  if (!cache || cache.size > CACHE_LIMIT) {
    cache = new Map();
    drawableCache.set(font, cache);
  }
  let answer = cache.get(grapheme);
  if (answer === undefined) {
    const facts = fontFacts(font);
    answer = facts ? canDraw(facts, grapheme) : true;
    cache.set(grapheme, answer);
  }
  return answer;
}

/** The text as the run's font can draw it: each grapheme it cannot becomes '?'. */
export function drawableText(text: string, font: PdfFont): string {
  // ASCII is in every font: the common case costs one test.
  if (/^[\x20-\x7e]*$/.test(text)) return text;
  let out = '';
  for (const { segment } of graphemes.segment(text)) {
    out += drawable(font, segment) ? segment : REPLACEMENT;
  }
  return out;
}

/** scriptRuns over the composed text (an accent typed as a mark becomes its letter), each run drawable. */
export function drawableRuns(text: string, weight: FontWeight): TextRun[] {
  return scriptRuns(text.normalize('NFC'), weight).map((run) => ({
    text: drawableText(run.text, run.font),
    font: run.font,
  }));
}

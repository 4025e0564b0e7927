import type { FontWeight, PdfFont } from './fonts.js';

// Noto Sans has no Devanagari and Noto Sans Devanagari has no Latin letters, so a mixed string such
// as "राम Traders" is cut into runs, each drawn in a font that has its glyphs.

export type TextRun = { text: string; font: PdfFont };

const DEVANAGARI = /[\u0900-\u097F\uA8E0-\uA8FF]/;
// Characters both fonts carry: they stay in whichever run they fall in, so a space or a digit
// between two Devanagari words does not split the run (and the shaping) in two.
const NEUTRAL = /[\s0-9.,:;\-/()'"+%₹]/;

export function hasDevanagari(text: string): boolean {
  return DEVANAGARI.test(text);
}

export function scriptRuns(text: string, weight: FontWeight): TextRun[] {
  if (!DEVANAGARI.test(text)) return [{ text, font: weight }];
  const runs: TextRun[] = [];
  let current: TextRun | undefined;
  for (const ch of text) {
    const font: PdfFont | null = DEVANAGARI.test(ch) ? 'devanagari' : NEUTRAL.test(ch) ? null : weight;
    if (current && (font === null || font === current.font)) {
      current.text += ch;
    } else {
      current = { text: ch, font: font ?? weight };
      runs.push(current);
    }
  }
  return runs;
}

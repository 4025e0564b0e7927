import { describe, expect, it } from 'vitest';
import { drawableRuns, drawableText } from './safe-text.js';

describe('drawableText', () => {
  it('keeps what the fonts draw: ASCII, accents, the rupee sign, Devanagari', () => {
    expect(drawableText('Ram Traders, ₹1,200', 'regular')).toBe('Ram Traders, ₹1,200');
    expect(drawableText('Café Müller Ñoño', 'bold')).toBe('Café Müller Ñoño');
    expect(drawableText('सुनीता देवी क्षत्रिय', 'devanagari')).toBe('सुनीता देवी क्षत्रिय');
  });

  it('replaces a mark the font cannot position on its letter by one visible ?', () => {
    // fontkit threw on this pair inside PDFKit, and the invoice PDF answered 500.
    expect(drawableText('Ravi Z\u0337', 'regular')).toBe('Ravi ?');
    expect(drawableText('Ravi Z\u0337', 'bold')).toBe('Ravi ?');
  });

  it('replaces each character no font has by one ?, joiners and variation selectors included', () => {
    expect(drawableText('Tea 😀 ☕️', 'regular')).toBe('Tea ? ?');
    expect(drawableText('👨‍👩‍👧 family', 'regular')).toBe('? family');
    expect(drawableText('தமிழ் கடை', 'regular')).toBe('??? ??');
    expect(drawableText('中文 مرحبا', 'regular')).toBe('?? ?????');
  });
});

describe('drawableRuns', () => {
  it('composes an accent typed as a mark, and keeps Devanagari in its own run', () => {
    expect(drawableRuns('Cafe\u0301 राम', 'regular')).toEqual([
      { text: 'Café ', font: 'regular' },
      { text: 'राम', font: 'devanagari' },
    ]);
  });
});

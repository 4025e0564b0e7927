import { describe, expect, it } from 'vitest';
import { hasDevanagari, scriptRuns } from './script-runs.js';

describe('scriptRuns', () => {
  it('keeps a Latin-only text whole in the requested weight', () => {
    expect(scriptRuns('Ram Traders, ₹1,200', 'bold')).toEqual([
      { text: 'Ram Traders, ₹1,200', font: 'bold' },
    ]);
    expect(hasDevanagari('Ram Traders')).toBe(false);
  });

  it('puts Devanagari in the Devanagari font, and spaces and digits with the run they follow', () => {
    expect(hasDevanagari('राम')).toBe(true);
    expect(scriptRuns('राम किराना 2 (Ram Kirana)', 'regular')).toEqual([
      { text: 'राम किराना 2 (', font: 'devanagari' },
      { text: 'Ram Kirana)', font: 'regular' },
    ]);
    expect(scriptRuns('For राम', 'bold')).toEqual([
      { text: 'For ', font: 'bold' },
      { text: 'राम', font: 'devanagari' },
    ]);
  });
});

// A USB barcode scanner is a "keyboard wedge": it types the code into the focused field far faster
// than a person can, then presses Enter. A burst is a run of keys each less than `maxGapMs` after the
// previous one; a burst of at least `minLength` accepted characters that ends in a fast Enter is a scan.
export const WEDGE_MAX_GAP_MS = 30;
export const WEDGE_MIN_LENGTH = 6;

export type WedgeOptions = {
  maxGapMs?: number;
  minLength?: number;
  /** Which bursts count as barcodes; digits by default (EAN/UPC), so fast typing of names never does. */
  accept?: RegExp;
};

export type WedgeDetector = {
  /** Feeds one keydown (its `key` and a time in ms); answers the code when this key completes a scan. */
  key(key: string, at: number): string | null;
  reset(): void;
};

// Modifier keys arrive inside bursts (a scanner presses Shift for capitals): they neither extend nor
// break a burst.
const MODIFIERS = new Set(['Shift', 'Control', 'Alt', 'Meta', 'CapsLock', 'AltGraph']);

export function createWedgeDetector(options: WedgeOptions = {}): WedgeDetector {
  const { maxGapMs = WEDGE_MAX_GAP_MS, minLength = WEDGE_MIN_LENGTH, accept = /^[0-9]+$/ } = options;
  let buffer = '';
  let last = Number.NEGATIVE_INFINITY;

  return {
    key(key, at) {
      if (MODIFIERS.has(key)) return null;
      const fast = at - last < maxGapMs;
      last = at;
      if (key === 'Enter') {
        const code = buffer;
        buffer = '';
        return fast && code.length >= minLength && accept.test(code) ? code : null;
      }
      if (key.length !== 1) {
        buffer = '';
        return null;
      }
      buffer = fast ? buffer + key : key;
      return null;
    },
    reset() {
      buffer = '';
      last = Number.NEGATIVE_INFINITY;
    },
  };
}

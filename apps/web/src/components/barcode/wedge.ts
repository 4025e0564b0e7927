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

/**
 * A busy page can stall a scanner's burst: its keys wait while a script runs, then arrive together.
 * A run of two or more fast keys cut off by a pause shorter than this is kept, and joins the burst
 * after the pause when the two make a code. A person does not type two keys under 30 ms apart.
 */
export const WEDGE_MAX_STALL_MS = 500;

export function createWedgeDetector(options: WedgeOptions = {}): WedgeDetector {
  const { maxGapMs = WEDGE_MAX_GAP_MS, minLength = WEDGE_MIN_LENGTH, accept = /^[0-9]+$/ } = options;
  let buffer = '';
  let stalled = '';
  let last = Number.NEGATIVE_INFINITY;
  const isCode = (code: string) => code.length >= minLength && accept.test(code);

  return {
    key(key, at) {
      if (MODIFIERS.has(key)) return null;
      const gap = at - last;
      const fast = gap < maxGapMs;
      last = at;
      if (key === 'Enter') {
        const [joined, burst] = [stalled + buffer, buffer];
        buffer = '';
        stalled = '';
        if (!fast) return null;
        return isCode(joined) ? joined : isCode(burst) ? burst : null;
      }
      if (key.length !== 1) {
        buffer = '';
        stalled = '';
        return null;
      }
      if (fast) buffer += key;
      else {
        stalled = buffer.length >= 2 && gap < WEDGE_MAX_STALL_MS ? stalled + buffer : '';
        buffer = key;
      }
      return null;
    },
    reset() {
      buffer = '';
      stalled = '';
      last = Number.NEGATIVE_INFINITY;
    },
  };
}

import { WEDGE_MAX_GAP_MS, WEDGE_MIN_LENGTH } from './wedge';

// A page-wide record of the digits typed since the last other key, wherever each one landed. The
// timing of a scanner's keys is not to be trusted on a busy counter PC (a printer driver or a video
// call stalls the page, keys then arrive late, in clumps, or the first one before the box has the
// focus), so whether a run is a barcode is decided mostly by where it ends and what it holds; see
// `use-page-scanner.ts`.

/** Keys pressed with others (Shift for a capital) neither extend nor break a run. */
const MODIFIERS = new Set(['Shift', 'Control', 'Alt', 'Meta', 'CapsLock', 'AltGraph']);

/**
 * A pause longer than this starts a new run: a digit pressed by hand a while before a scan is not
 * part of the code. Stalls of a busy page are far shorter.
 */
export const RUN_MAX_PAUSE_MS = 2000;

export type RunKey<T> = { key: string; at: number; where: T };

export type KeyRun<T> = {
  text: string;
  keys: readonly RunKey<T>[];
};

export type ScanRun<T> = {
  /** Feeds one keydown; answers the run it ends when the key is Enter, else null. */
  key(key: string, at: number, where: T): KeyRun<T> | null;
  reset(): void;
};

export function createScanRun<T>(accept: RegExp = /^[0-9]$/): ScanRun<T> {
  let keys: RunKey<T>[] = [];
  const stale = (at: number) => {
    const last = keys.at(-1);
    return last !== undefined && at - last.at > RUN_MAX_PAUSE_MS;
  };
  return {
    key(key, at, where) {
      if (MODIFIERS.has(key)) return null;
      if (stale(at)) keys = [];
      if (key === 'Enter') {
        const run = { text: keys.map((k) => k.key).join(''), keys };
        keys = [];
        return run;
      }
      if (accept.test(key)) keys.push({ key, at, where });
      else keys = [];
      return null;
    },
    reset() {
      keys = [];
    },
  };
}

/** Long enough to be a barcode (EAN-8, UPC, EAN-13 and the shop's own numeric codes). */
export function isCodeLength(text: string): boolean {
  return text.length >= WEDGE_MIN_LENGTH;
}

/**
 * Whether a machine typed the run: most of its keys came under 30 ms apart. The median, not every
 * gap, so a stall or two of a busy page in the middle does not turn a scan into typing; no person
 * keys half of a code that fast.
 */
export function typedByMachine(run: KeyRun<unknown>): boolean {
  const gaps = run.keys.slice(1).map((k, i) => k.at - (run.keys[i]?.at ?? k.at));
  if (gaps.length === 0) return false;
  const sorted = [...gaps].sort((a, b) => a - b);
  return (sorted[Math.floor(sorted.length / 2)] ?? Number.POSITIVE_INFINITY) < WEDGE_MAX_GAP_MS;
}

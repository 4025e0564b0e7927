import { describe, expect, it } from 'vitest';
import { createScanRun, type KeyRun, RUN_MAX_PAUSE_MS, typedByMachine } from './scan-run';

/** Feeds `keys` at the given times (one per key, Enter last) and answers the run Enter ended. */
function feed(keys: string, times: number[], where = 'box'): KeyRun<string> {
  const run = createScanRun<string>();
  let ended: KeyRun<string> = { text: '', keys: [] };
  [...keys, 'Enter'].forEach((key, i) => {
    ended = run.key(key, times[i] ?? 0, where) ?? ended;
  });
  return ended;
}

const every = (gap: number, n: number, start = 1000) => Array.from({ length: n }, (_, i) => start + i * gap);

describe('scan run', () => {
  it('keeps every digit of a burst, whatever stalls it', () => {
    const times = every(8, 14);
    const stalled = times.map((t, i) => (i >= 1 ? t + 300 : t)).map((t, i) => (i >= 7 ? t + 900 : t));
    const run = feed('8901234567890', stalled);
    expect(run.text).toBe('8901234567890');
    expect(typedByMachine(run)).toBe(true);
  });

  it('tells a person from a machine by the usual gap, not the worst one', () => {
    expect(typedByMachine(feed('8901234567890', every(150, 14)))).toBe(false);
    expect(typedByMachine(feed('8901234567890', every(8, 14)))).toBe(true);
  });

  it('starts afresh after another key or a long pause', () => {
    const run = createScanRun<string>();
    for (const key of ['1', '2', 'a', '3', '4']) run.key(key, 0, 'page');
    expect(run.key('Enter', 1, 'page')?.text).toBe('34');
    run.key('9', 0, 'page');
    run.key('8', RUN_MAX_PAUSE_MS + 1, 'page');
    expect(run.key('Enter', RUN_MAX_PAUSE_MS + 2, 'page')?.text).toBe('8');
    run.key('7', 0, 'page');
    expect(run.key('Shift', 1, 'page')).toBeNull();
    expect(run.key('Enter', 2, 'page')?.text).toBe('7');
  });
});

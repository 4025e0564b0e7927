import { describe, expect, it } from 'vitest';
import { createWedgeDetector } from './wedge';

/** Feeds the keys of `text` then Enter, `gap` ms apart, starting at `start`; answers the last result. */
function feed(detector: ReturnType<typeof createWedgeDetector>, text: string, gap: number, start = 1000) {
  let at = start;
  for (const key of text) {
    detector.key(key, at);
    at += gap;
  }
  return detector.key('Enter', at);
}

describe('keyboard-wedge detector', () => {
  it('takes a fast burst of digits ending in Enter as a scan', () => {
    expect(feed(createWedgeDetector(), '8901234567890', 8)).toBe('8901234567890');
  });

  it('ignores the same digits typed by a person', () => {
    expect(feed(createWedgeDetector(), '8901234567890', 120)).toBeNull();
  });

  it('needs every gap under 30 ms, the Enter included', () => {
    const detector = createWedgeDetector();
    expect(feed(detector, '8901234567890', 29)).toBe('8901234567890');
    expect(feed(detector, '8901234567890', 30, 5000)).toBeNull();
    for (const [i, key] of [...'89012345'].entries()) detector.key(key, 9000 + i * 5);
    expect(detector.key('Enter', 9000 + 7 * 5 + 200)).toBeNull();
  });

  it('starts a new burst after a pause, so typed text before a scan does not spoil it', () => {
    const detector = createWedgeDetector();
    detector.key('s', 0);
    detector.key('o', 200);
    expect(feed(detector, '8901234567890', 5, 1000)).toBe('8901234567890');
  });

  it('reads a burst that a busy page stalled half way as one code', () => {
    const detector = createWedgeDetector();
    for (const [i, key] of [...'89012'].entries()) detector.key(key, 1000 + i * 8);
    // 200 ms of script; then the rest of the scan arrives.
    expect(feed(detector, '34567890', 8, 1232)).toBe('8901234567890');
  });

  it('does not join a stalled run that is too old, or that is not part of a code', () => {
    const old = createWedgeDetector();
    for (const [i, key] of [...'89012'].entries()) old.key(key, 1000 + i * 8);
    expect(feed(old, '34567890', 8, 2000)).toBe('34567890');
    const letters = createWedgeDetector();
    for (const [i, key] of [...'ab'].entries()) letters.key(key, 1000 + i * 8);
    expect(feed(letters, '8901234567890', 8, 1200)).toBe('8901234567890');
  });

  it('refuses short bursts and letters (names typed fast are not barcodes)', () => {
    expect(feed(createWedgeDetector(), '12345', 5)).toBeNull();
    expect(feed(createWedgeDetector(), 'SOAP123', 5)).toBeNull();
    expect(feed(createWedgeDetector({ accept: /^[0-9A-Z]+$/ }), 'SOAP123', 5)).toBe('SOAP123');
  });

  it('lets Shift pass inside a burst; other control keys break it', () => {
    const detector = createWedgeDetector({ accept: /^[0-9A-Z]+$/ });
    const press = (keys: string[], start: number) =>
      keys.map((key, i) => detector.key(key, start + i * 5)).at(-1);
    expect(press(['Shift', 'A', 'B', '1', '2', '3', '4', 'Enter'], 0)).toBe('AB1234');
    expect(press(['1', '2', '3', 'Backspace', '4', '5', '6', 'Enter'], 1000)).toBeNull();
  });

  it('forgets the burst after a scan and on reset', () => {
    const detector = createWedgeDetector();
    expect(feed(detector, '12345678', 5)).toBe('12345678');
    expect(detector.key('Enter', 1100)).toBeNull();
    for (const [i, key] of [...'123456'].entries()) detector.key(key, 2000 + i * 5);
    detector.reset();
    expect(detector.key('Enter', 2030)).toBeNull();
  });
});

import { type KeyboardEvent, useRef } from 'react';
import { createWedgeDetector, type WedgeOptions } from './wedge';

type UseBarcodeWedgeOptions = WedgeOptions & {
  onScan: (code: string) => void;
  /** The clock; Date.now by default, which fake timers control in tests. */
  now?: () => number;
};

/**
 * A keydown handler for an input that also receives a USB scanner: when a fast burst ends in Enter,
 * the Enter is swallowed and `onScan` gets the code. Other keys pass through untouched.
 */
export function useBarcodeWedge({ onScan, now = () => Date.now(), ...options }: UseBarcodeWedgeOptions) {
  const detector = useRef<ReturnType<typeof createWedgeDetector> | null>(null);
  detector.current ??= createWedgeDetector(options);
  const latest = useRef(onScan);
  latest.current = onScan;

  return (event: KeyboardEvent<HTMLElement>) => {
    const code = detector.current?.key(event.key, now());
    if (code) {
      event.preventDefault();
      latest.current(code);
    }
  };
}

import { useEffect, useRef } from 'react';
import { createWedgeDetector } from '../../components/barcode/wedge';

/**
 * A USB scanner fired while no text box has the focus (the cashier just pressed '+' or clicked a
 * line) still bills the item: keys typed outside boxes are watched for a scanner's burst. Inside a
 * box the box's own wedge handles it (the product search), or the digits are the cashier's.
 */
export function usePageWedge(onScan: (code: string) => void, enabled: boolean) {
  const latest = useRef(onScan);
  latest.current = onScan;
  useEffect(() => {
    if (!enabled) return;
    const detector = createWedgeDetector();
    const onKeyDown = (event: KeyboardEvent) => {
      const target = event.target;
      if (
        target instanceof HTMLElement &&
        (target.isContentEditable || /^(INPUT|TEXTAREA|SELECT)$/.test(target.tagName))
      ) {
        detector.reset();
        return;
      }
      const code = detector.key(event.key, Date.now());
      if (code) {
        event.preventDefault();
        latest.current(code);
      }
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [enabled]);
}

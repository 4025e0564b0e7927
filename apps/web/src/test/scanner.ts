import { fireEvent } from '@testing-library/react';
import { vi } from 'vitest';

/**
 * Types `code` into a box the way a USB scanner does — for each character a keydown then the input,
 * 8 ms apart — and presses Enter. With `stallAfter`, the page is busy for 200 ms after that many
 * characters, as a browser can be in the middle of a burst.
 */
export function scanInto(box: HTMLElement, code: string, { stallAfter }: { stallAfter?: number } = {}): void {
  let now = Date.now();
  const clock = vi.spyOn(Date, 'now').mockImplementation(() => now);
  try {
    [...code].forEach((key, i) => {
      now += i === stallAfter ? 200 : 8;
      fireEvent.keyDown(box, { key });
      fireEvent.change(box, { target: { value: (box as HTMLInputElement).value + key } });
    });
    now += 8;
    fireEvent.keyDown(box, { key: 'Enter' });
  } finally {
    clock.mockRestore();
  }
}

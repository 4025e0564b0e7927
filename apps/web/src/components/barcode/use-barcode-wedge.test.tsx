import { act, fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { useBarcodeWedge } from './use-barcode-wedge';

function Box({ onScan }: { onScan: (code: string) => void }) {
  const [value, setValue] = useState('');
  const onKeyDown = useBarcodeWedge({ onScan });
  return (
    <input
      aria-label="box"
      value={value}
      onChange={(e) => setValue(e.currentTarget.value)}
      onKeyDown={onKeyDown}
    />
  );
}

function keys(input: HTMLElement, text: string, gapMs: number) {
  for (const key of [...text, 'Enter']) {
    act(() => {
      vi.advanceTimersByTime(gapMs);
    });
    fireEvent.keyDown(input, { key });
  }
}

describe('useBarcodeWedge', () => {
  it('calls onScan for a burst under 30 ms a key and swallows its Enter', () => {
    vi.useFakeTimers();
    const onScan = vi.fn();
    render(<Box onScan={onScan} />);
    const input = screen.getByRole('textbox', { name: 'box' });
    const enter = vi.fn();
    input.parentElement?.addEventListener('keydown', (e) => {
      if (e.key === 'Enter') enter(e.defaultPrevented);
    });
    keys(input, '8901234567890', 10);
    expect(onScan).toHaveBeenCalledExactlyOnceWith('8901234567890');
    expect(enter).toHaveBeenCalledWith(true);
  });

  it('leaves typing at a human pace alone', () => {
    vi.useFakeTimers();
    const onScan = vi.fn();
    render(<Box onScan={onScan} />);
    keys(screen.getByRole('textbox', { name: 'box' }), '8901234567890', 90);
    expect(onScan).not.toHaveBeenCalled();
  });
});

import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { SegmentedRadio } from './segmented-radio';

function Choice() {
  const [value, setValue] = useState<'a' | 'b'>('a');
  return (
    <>
      <p id="choice-label">Tax</p>
      <SegmentedRadio
        labelledBy="choice-label"
        value={value}
        onChange={setValue}
        data={[
          { value: 'a', label: 'CGST and SGST' },
          { value: 'b', label: 'IGST' },
        ]}
      />
    </>
  );
}

describe('SegmentedRadio', () => {
  it('is a named group of radio buttons: a tap or the arrow keys choose, the chosen one is marked', async () => {
    const user = userEvent.setup();
    render(<Choice />);
    expect(screen.getByRole('radiogroup', { name: 'Tax' })).toBeTruthy();
    const first = screen.getByRole('radio', { name: 'CGST and SGST' }) as HTMLInputElement;
    const second = screen.getByRole('radio', { name: 'IGST' }) as HTMLInputElement;
    expect(first.checked).toBe(true);
    expect(first.closest('label')?.hasAttribute('data-checked')).toBe(true);

    await user.click(screen.getByText('IGST'));
    expect(second.checked).toBe(true);
    expect(first.closest('label')?.hasAttribute('data-checked')).toBe(false);
    expect(second.closest('label')?.hasAttribute('data-checked')).toBe(true);

    await user.keyboard('{ArrowLeft}');
    expect(first.checked).toBe(true);
  });
});

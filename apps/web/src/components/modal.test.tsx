import { MantineProvider } from '@mantine/core';
import { render, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Modal } from './modal';

describe('Modal', () => {
  it('is drawn from its first opening, not with the screen', async () => {
    const view = (opened: boolean) => (
      <MantineProvider env="test">
        <Modal opened={opened} onClose={() => {}} title="Remove this item?">
          It leaves the bill.
        </Modal>
      </MantineProvider>
    );
    const { container, rerender } = render(view(false));
    // Mantine draws a closed modal's root (and, outside tests, its portal); this draws nothing.
    expect(container.querySelector('.mantine-Modal-root')).toBeNull();

    rerender(view(true));
    expect(await screen.findByRole('dialog', { name: 'Remove this item?' })).toBeTruthy();
    expect(screen.getByText('It leaves the bill.')).toBeTruthy();

    rerender(view(false));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });
});

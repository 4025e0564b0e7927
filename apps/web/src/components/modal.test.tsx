import { Button, MantineProvider } from '@mantine/core';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { Modal } from './modal';

function RemoveItem() {
  const [opened, setOpened] = useState(false);
  return (
    <MantineProvider env="test">
      <Button onClick={() => setOpened(true)}>Remove</Button>
      <Modal opened={opened} onClose={() => setOpened(false)} title="Remove this item?">
        <Button onClick={() => setOpened(false)}>Cancel</Button>
      </Modal>
    </MantineProvider>
  );
}

describe('Modal', () => {
  it('is drawn from its first opening, not with the screen', async () => {
    const user = userEvent.setup();
    const { container } = render(<RemoveItem />);
    // Mantine draws a closed modal's root (and, outside tests, its portal); this draws nothing.
    expect(container.querySelector('.mantine-Modal-root')).toBeNull();

    await user.click(screen.getByRole('button', { name: 'Remove' }));
    expect(await screen.findByRole('dialog', { name: 'Remove this item?' })).toBeTruthy();
  });

  it('gives the focus back to what opened it, the first time too', async () => {
    const user = userEvent.setup();
    render(<RemoveItem />);
    const remove = screen.getByRole('button', { name: 'Remove' });
    for (let time = 0; time < 2; time++) {
      await user.click(remove);
      await user.click(await screen.findByRole('button', { name: 'Cancel' }));
      await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
      await waitFor(() => expect(document.activeElement).toBe(remove));
    }
  });
});

import { MantineProvider } from '@mantine/core';
import { render, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Drawer } from './drawer';

describe('Drawer', () => {
  it('is drawn from its first opening, not with the screen', async () => {
    const view = (opened: boolean) => (
      <MantineProvider env="test">
        <Drawer opened={opened} onClose={() => {}} title="Notifications">
          Nothing new.
        </Drawer>
      </MantineProvider>
    );
    const { container, rerender } = render(view(false));
    expect(container.querySelector('.mantine-Drawer-root')).toBeNull();

    rerender(view(true));
    expect(await screen.findByRole('dialog', { name: 'Notifications' })).toBeTruthy();

    rerender(view(false));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });
});

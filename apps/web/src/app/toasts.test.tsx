import { notifications } from '@mantine/notifications';
import { act, render, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { createQueryClient } from '../lib/query-client';
import { showToast } from '../lib/toast';
import { Providers } from './providers';

const mantineNotifications = () => document.querySelector('.mantine-Notifications-root');

function renderApp() {
  render(
    <Providers queryClient={createQueryClient()} env="test">
      <p>screen</p>
    </Providers>,
  );
}

describe('Toasts', () => {
  it('are not mounted with the app, only with its first toast', () => {
    renderApp();
    expect(screen.getByText('screen')).toBeTruthy();
    expect(mantineNotifications()).toBeNull();

    act(() => showToast('Bill saved', 'success'));
    expect(screen.getByText('Bill saved')).toBeTruthy();
    expect(mantineNotifications()).not.toBeNull();
  });

  it('shows one toast at a time, bottom-left, the newest one', async () => {
    renderApp();
    act(() => {
      notifications.show({ message: 'First' });
      notifications.show({ message: 'Second' });
    });
    expect(screen.getByText('First')).toBeTruthy();
    expect(screen.queryByText('Second')).toBeNull();
    expect(screen.getByText('First').closest('[data-position]')?.getAttribute('data-position')).toBe(
      'bottom-left',
    );

    act(() => showToast('Third'));
    expect(screen.getByText('Third')).toBeTruthy();
    await waitFor(() => expect(screen.queryByText('First')).toBeNull());
  });
});

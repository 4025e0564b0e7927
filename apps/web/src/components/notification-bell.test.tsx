import { MantineProvider } from '@mantine/core';
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { badgeLabel, NotificationBell } from './notification-bell';

describe('notification bell', () => {
  it('caps the badge at 9999', () => {
    expect(badgeLabel(0)).toBeNull();
    expect(badgeLabel(undefined)).toBeNull();
    expect(badgeLabel(1)).toBe('1');
    expect(badgeLabel(9999)).toBe('9999');
    expect(badgeLabel(10_000)).toBe('9999+');
  });

  it('shows 9999+ beyond the cap and no badge at zero', () => {
    const { rerender } = render(
      <MantineProvider env="test">
        <NotificationBell count={123_456} />
      </MantineProvider>,
    );
    expect(screen.getByText('9999+')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Notifications: 9999+' })).toBeTruthy();

    rerender(
      <MantineProvider env="test">
        <NotificationBell count={0} />
      </MantineProvider>,
    );
    expect(screen.queryByText('0')).toBeNull();
    expect(screen.getByRole('button', { name: 'Notifications' })).toBeTruthy();
  });
});

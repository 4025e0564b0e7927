import { staffPermissions } from '@galla/domain/permissions';
import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { installFakeFetch } from '../../test/fake-fetch';
import { staffSession } from '../../test/fixtures';
import { renderApp } from '../../test/render-app';

// The section's page is a lazy chunk: its first load in a test takes a few seconds.
const slow = { timeout: 40_000 };
const admin = staffSession({
  userType: 'Admin',
  permissions: [...staffPermissions.Admin],
  totpEnrolled: true,
});

describe('console Download', { timeout: 60_000 }, () => {
  it('offers the retailers export and fetches it when asked', async () => {
    URL.createObjectURL = vi.fn(() => 'blob:x');
    URL.revokeObjectURL = vi.fn();
    const server = installFakeFetch({ 'GET admin/download/retailers': { status: 200, data: {} } });
    const { user } = renderApp('/dashboard/download', { session: admin });
    expect(await screen.findByText(/Every retailer: shop, owner, mobile/, undefined, slow)).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Download Retailers' }));
    await waitFor(() => expect(server.callsTo('GET admin/download/retailers')).toHaveLength(1));
    expect(server.callsTo('GET admin/download/retailers')[0]!.headers['x-client']).toBe('web');
  });

  it('tells the Admin to try again when the download fails', async () => {
    installFakeFetch({ 'GET admin/download/retailers': { status: 500, error: 'boom' } });
    const { user } = renderApp('/dashboard/download', { session: admin });
    await user.click(await screen.findByRole('button', { name: 'Download Retailers' }, slow));
    expect(await screen.findByText('The download failed. Check your connection and try again')).toBeTruthy();
  });
});

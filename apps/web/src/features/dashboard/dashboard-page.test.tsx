import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { getSession } from '../../lib/session';
import { installFakeFetch } from '../../test/fake-fetch';
import { configuration, profile, retailerSession } from '../../test/fixtures';
import { currentPath, renderApp } from '../../test/render-app';

describe('/dashboard home tiles', () => {
  it('opens only the tiles whose configuration flag is on', async () => {
    installFakeFetch();
    const session = retailerSession({
      configuration: configuration({ billing: false, creditBook: false }),
    });
    renderApp('/dashboard', { session });

    const inventory = await screen.findByRole('link', { name: 'Manage Inventory' });
    expect(inventory.getAttribute('href')).toBe('/inventoryManage');
    expect(screen.getByRole('link', { name: 'Expenses' }).getAttribute('href')).toBe('/Expenses');
    const search = screen.getByRole('link', { name: 'Search Invoices' });
    expect(decodeURI(search.getAttribute('href') ?? '')).toBe('/Search Invoice');
    expect(screen.getByRole('link', { name: 'Rewards' }).getAttribute('href')).toBe('/rewardPoints');

    for (const name of ['Billing', 'Credit book']) {
      const tile = screen.getByRole('link', { name });
      expect(tile.getAttribute('aria-disabled')).toBe('true');
      expect(tile.getAttribute('href')).toBeNull();
    }
    expect(screen.getByRole('link', { name: 'Manage Inventory' }).getAttribute('aria-disabled')).toBeNull();
  });

  it('fetches the notification count and shows it on the bell', async () => {
    const server = installFakeFetch({ 'GET user/notificationCount': { status: 200, data: { count: 12 } } });
    renderApp('/dashboard', { session: retailerSession() });
    expect(await screen.findByRole('button', { name: 'Notifications: 12' })).toBeTruthy();
    expect(server.callsTo('GET user/notificationCount').length).toBeGreaterThan(0);
  });

  it('reloads the profile on every load, so a page staff switched off closes', async () => {
    const server = installFakeFetch({
      'GET user/getProfile': {
        status: 200,
        data: [profile({ configuration: configuration({ billing: false }) })],
      },
    });
    renderApp('/dashboard', { session: retailerSession() });
    await waitFor(() =>
      expect(screen.getByRole('link', { name: 'Billing' }).getAttribute('aria-disabled')).toBe('true'),
    );
    expect(server.callsTo('GET user/getProfile')).toHaveLength(1);
  });

  it('loads the profile when the trade name is not known yet', async () => {
    const server = installFakeFetch({
      'GET user/getProfile': { status: 200, data: [profile({ tradeName: 'Sharma Mobiles' })] },
    });
    renderApp('/dashboard', { session: retailerSession({ tradeName: null }) });
    expect(await screen.findByText('Sharma Mobiles')).toBeTruthy();
    expect(server.callsTo('GET user/getProfile')).toHaveLength(1);
    await waitFor(() => {
      const session = getSession();
      expect(session?.kind === 'retailer' && session.profile.tradeName).toBe('Sharma Mobiles');
    });
  });

  it('sends a disabled-tile target nowhere and an enabled one to its page', async () => {
    installFakeFetch();
    const { user, router } = renderApp('/dashboard', {
      session: retailerSession({ configuration: configuration({ billing: false }) }),
    });
    await user.click(await screen.findByRole('link', { name: 'Billing' }));
    // Routes load lazily: a navigation the click started would still be loading here. Wait until
    // the router is idle, then the location it settled on must still be the dashboard.
    await waitFor(() => expect(router.state.navigation.state).toBe('idle'));
    expect(currentPath(router)).toBe('/dashboard');
    expect(screen.getByRole('heading', { name: 'Home' })).toBeTruthy();
    await user.click(screen.getByRole('link', { name: 'Rewards' }));
    await waitFor(() => expect(currentPath(router)).toBe('/rewardPoints'));
    expect(await screen.findByText('CURRENT POINTS')).toBeTruthy();
  });
});

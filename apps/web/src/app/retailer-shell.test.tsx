import { screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { getSession } from '../lib/session';
import { defaultAppConfig, installFakeFetch } from '../test/fake-fetch';
import { configuration, retailerSession } from '../test/fixtures';
import { currentPath, renderApp } from '../test/render-app';
import { setPhoneViewport } from '../test/viewport';

async function openDrawer(user: ReturnType<typeof renderApp>['user']) {
  await user.click(await screen.findByRole('button', { name: 'Open menu' }));
  return screen.getByRole('navigation', { name: 'Main menu' });
}

describe('retailer shell on a phone', () => {
  beforeEach(setPhoneViewport);

  it('shows the trade name, chat and tutorial links in the header', async () => {
    installFakeFetch();
    renderApp('/dashboard', { session: retailerSession() });
    expect(await screen.findByText('Kumar Kirana Store')).toBeTruthy();
    expect((await screen.findByRole('link', { name: 'Chat with us' })).getAttribute('href')).toBe(
      'https://wa.me/919999999999',
    );
    expect(screen.getByRole('link', { name: 'Tutorial video' })).toBeTruthy();
    expect(screen.getByRole('status', { name: 'Online' })).toBeTruthy();
  });

  it('lists the drawer entries whose flags are on, and hides Send SMS while SMS is off', async () => {
    installFakeFetch();
    const session = retailerSession({ configuration: configuration({ addSubUser: false }) });
    const { user } = renderApp('/dashboard', { session });
    const drawer = await openDrawer(user);
    for (const name of ['Home', 'Manage Category', 'My Profile', 'Reports', 'Help', 'Logout']) {
      expect(within(drawer).getByText(name)).toBeTruthy();
    }
    expect(within(drawer).queryByText('Add Sub User')).toBeNull();
    expect(within(drawer).queryByText('Send SMS')).toBeNull();

    const privacy = within(drawer).getByRole('switch', {
      name: 'Privacy: share sales data',
    }) as HTMLInputElement;
    expect(privacy.checked).toBe(true);
    expect(privacy.disabled).toBe(false);
    expect((within(drawer).getByRole('radio', { name: 'No' }) as HTMLInputElement).checked).toBe(true);
  });

  it('shows Send SMS when both the SMS flag and the user flag are on', async () => {
    installFakeFetch({ 'GET static/appConfig': { status: 200, data: { ...defaultAppConfig, sms: true } } });
    const { user } = renderApp('/dashboard', { session: retailerSession() });
    const drawer = await openDrawer(user);
    await waitFor(() => expect(within(drawer).getByText('Send SMS')).toBeTruthy());
  });

  it('asks before logging out; NO keeps the session', async () => {
    const server = installFakeFetch();
    const { user } = renderApp('/dashboard', { session: retailerSession() });
    const drawer = await openDrawer(user);
    await user.click(within(drawer).getByText('Logout'));
    const dialog = await screen.findByRole('dialog', { name: 'Are you sure you want to log out ?' });
    await user.click(within(dialog).getByRole('button', { name: 'NO' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(getSession()).not.toBeNull();
    expect(server.callsTo('POST user/logout')).toHaveLength(0);
  });

  it('logs out on YES: ends the server session, clears the local one and returns to /', async () => {
    const server = installFakeFetch({
      'POST user/logout': { status: 200, message: 'Logged out successfully' },
    });
    const session = retailerSession();
    const { user, router } = renderApp('/dashboard', { session });
    const drawer = await openDrawer(user);
    await user.click(within(drawer).getByText('Logout'));
    const dialog = await screen.findByRole('dialog', { name: 'Are you sure you want to log out ?' });
    await user.click(within(dialog).getByRole('button', { name: 'YES' }));

    await waitFor(() => expect(currentPath(router)).toBe('/'));
    expect(server.callsTo('POST user/logout')).toHaveLength(1);
    expect(getSession()).toBeNull();
    expect(localStorage.getItem('galla.session')).toBeNull();
    expect(await screen.findByRole('tab', { name: 'Password' })).toBeTruthy();
  });
});

describe('retailer shell on a counter PC', () => {
  it('keeps the menu open beside the page, without a burger', async () => {
    installFakeFetch();
    renderApp('/dashboard', { session: retailerSession() });
    const drawer = await screen.findByRole('navigation', { name: 'Main menu' });
    expect(within(drawer).getByRole('link', { name: 'Home' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Open menu' })).toBeNull();
  });
});

describe('logging out while offline', () => {
  it('still ends the local session', async () => {
    const server = installFakeFetch();
    const { user, router } = renderApp('/dashboard', { session: retailerSession() });
    await screen.findByText('Kumar Kirana Store');
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    const drawer = await screen.findByRole('navigation', { name: 'Main menu' });
    await user.click(within(drawer).getByText('Logout'));
    const dialog = await screen.findByRole('dialog', { name: 'Are you sure you want to log out ?' });
    await user.click(within(dialog).getByRole('button', { name: 'YES' }));
    await waitFor(() => expect(currentPath(router)).toBe('/'));
    expect(getSession()).toBeNull();
    expect(server.callsTo('POST user/logout')).toHaveLength(0);
  });
});

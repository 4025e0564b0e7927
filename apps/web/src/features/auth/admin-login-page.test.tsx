import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { getSession } from '../../lib/session';
import { installFakeFetch } from '../../test/fake-fetch';
import { fakeToken, staffProfile, staffSession } from '../../test/fixtures';
import { currentPath, renderApp } from '../../test/render-app';

describe('staff login and console shell', () => {
  it('requires both fields', async () => {
    const server = installFakeFetch();
    const { user } = renderApp('/admin-login');
    await user.click(await screen.findByRole('button', { name: 'Login' }));
    expect(await screen.findByText('Email or Username is required')).toBeTruthy();
    expect(screen.getByText('This field is required')).toBeTruthy();
    expect(server.callsTo('POST admin/login')).toHaveLength(0);
  });

  it('logs a staff member in and opens the console at /dashboard', async () => {
    const server = installFakeFetch({
      'POST admin/login': { status: 200, data: { userToken: fakeToken(), userData: [staffProfile()] } },
    });
    const { user, router } = renderApp('/admin-login');
    await user.type(await screen.findByLabelText(/^Email/), 'asha@galla.test');
    await user.type(screen.getByLabelText(/^Password/, { selector: 'input' }), 'secret-pass');
    await user.click(screen.getByRole('button', { name: 'Login' }));

    await waitFor(() => expect(currentPath(router)).toBe('/dashboard'));
    expect(server.callsTo('POST admin/login')[0]?.body).toEqual({
      email: 'asha@galla.test',
      password: 'secret-pass',
    });
    expect(getSession()?.kind).toBe('staff');
    expect(await screen.findByText('Hello, Asha')).toBeTruthy();
  });

  it('lists only the permitted sections and 404s the others', async () => {
    installFakeFetch();
    const { user } = renderApp('/dashboard', { session: staffSession() });
    const menu = await screen.findByRole('navigation', { name: 'Console menu' });
    expect(within(menu).getByRole('link', { name: 'Categories' })).toBeTruthy();
    expect(within(menu).getByRole('link', { name: 'Retailers' })).toBeTruthy();
    expect(within(menu).queryByRole('link', { name: 'Rewards Approval' })).toBeNull();
    expect(screen.getByRole('link', { name: 'Home' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Logout' })).toBeTruthy();

    await user.click(within(menu).getByRole('link', { name: 'Retailers' }));
    expect(await screen.findByRole('heading', { name: 'Retailers' }, { timeout: 30_000 })).toBeTruthy();
  });

  it('shows a 404 for a section the staff member may not open', async () => {
    installFakeFetch();
    renderApp('/dashboard/download', { session: staffSession() });
    expect(await screen.findByText('Page not found')).toBeTruthy();
  });
});

describe('staff logout', () => {
  it('ends the staff session at admin/logout', async () => {
    const server = installFakeFetch({
      'POST admin/logout': { status: 200, message: 'Logged out successfully' },
    });
    const { user, router } = renderApp('/dashboard', { session: staffSession() });
    await user.click(await screen.findByRole('button', { name: 'Logout' }));
    const dialog = await screen.findByRole('dialog', { name: 'Are you sure you want to log out ?' });
    await user.click(within(dialog).getByRole('button', { name: 'YES' }));
    await waitFor(() => expect(currentPath(router)).toBe('/'));
    expect(server.callsTo('POST admin/logout')).toHaveLength(1);
    expect(getSession()).toBeNull();
  });
});

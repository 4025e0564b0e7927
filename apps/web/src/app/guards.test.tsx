import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { installFakeFetch } from '../test/fake-fetch';
import { fakeToken, retailerSession, staffSession } from '../test/fixtures';
import { currentPath, renderApp } from '../test/render-app';

describe('route guards (accounts spec §4)', () => {
  it('sends a visitor without a token from /dashboard to /', async () => {
    installFakeFetch();
    const { router } = renderApp('/dashboard');
    await waitFor(() => expect(currentPath(router)).toBe('/'));
    expect(await screen.findByRole('tab', { name: 'Password' })).toBeTruthy();
  });

  it('sends a visitor without a token from /onboarding to /', async () => {
    installFakeFetch();
    const { router } = renderApp('/onboarding');
    await waitFor(() => expect(currentPath(router)).toBe('/'));
  });

  it('sends a retailer who is not onboarded from / and /dashboard to /onboarding', async () => {
    installFakeFetch();
    const session = retailerSession({ isOnboard: 0 });
    const first = renderApp('/', { session });
    await waitFor(() => expect(currentPath(first.router)).toBe('/onboarding'));
    first.unmount();

    const second = renderApp('/dashboard', { session });
    await waitFor(() => expect(currentPath(second.router)).toBe('/onboarding'));
    expect(await screen.findByText('One Last Step.')).toBeTruthy();
  });

  it('sends an onboarded retailer from / and /onboarding to /dashboard', async () => {
    installFakeFetch();
    const first = renderApp('/', { session: retailerSession() });
    await waitFor(() => expect(currentPath(first.router)).toBe('/dashboard'));
    first.unmount();

    const second = renderApp('/onboarding', { session: retailerSession() });
    await waitFor(() => expect(currentPath(second.router)).toBe('/dashboard'));
  });

  it('sends a signed-in staff member from /admin-login to the console at /dashboard', async () => {
    installFakeFetch();
    const { router } = renderApp('/admin-login', { session: staffSession() });
    await waitFor(() => expect(currentPath(router)).toBe('/dashboard'));
    expect(await screen.findByText('Hello, Asha')).toBeTruthy();
  });

  it('treats a stored session from before the cookie (one holding a token) as logged out', async () => {
    installFakeFetch();
    localStorage.setItem('galla.session', JSON.stringify({ ...retailerSession(), token: fakeToken() }));
    const { reloadSession } = await import('../lib/session');
    reloadSession();
    const { router } = renderApp('/dashboard', { session: undefined });
    await waitFor(() => expect(currentPath(router)).toBe('/'));
    expect(localStorage.getItem('galla.session')).toBeNull();
  });

  it('shows the 404 page for an unknown path', async () => {
    installFakeFetch();
    renderApp('/no/such/page');
    expect(await screen.findByText('Page not found')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'BACK TO HOME' }).getAttribute('href')).toBe('/');
  });
});

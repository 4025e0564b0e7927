import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { installFakeFetch } from '../../test/fake-fetch';
import { configuration, retailerSession, staffSession } from '../../test/fixtures';
import { currentPath, renderApp } from '../../test/render-app';

describe('/reports', () => {
  it('lists the reports with the spec routes', async () => {
    installFakeFetch();
    renderApp('/reports', { session: retailerSession() });
    const menu = await screen.findByRole('navigation', { name: 'Reports' });
    const links = within(menu).getAllByRole('link');
    expect(links.map((l) => [l.textContent, decodeURI(l.getAttribute('href') ?? '')])).toEqual([
      ['Sales Analysis', '/Sales Analysis'],
      ['Sales Report', '/Sales Report'],
      ['GSTR-1 / GSTR-3B', '/GSTR'],
      ['Profit and Loss Report', '/Profit & Loss Details'],
      ['Expense Report', '/Expenses'],
      ['Inventory Overview', '/inventoryOverview'],
    ]);
  });

  it('opens a report from the menu', async () => {
    installFakeFetch();
    const { user, router } = renderApp('/reports', { session: retailerSession() });
    await user.click(await screen.findByRole('link', { name: 'Profit and Loss Report' }));
    await waitFor(() => expect(currentPath(router)).toBe('/Profit & Loss Details'));
    expect(await screen.findByRole('heading', { name: 'Profit & Loss' })).toBeTruthy();
  });

  it('sends the user back to /dashboard when the reports flag is off', async () => {
    installFakeFetch();
    const { router } = renderApp('/reports', {
      session: retailerSession({ configuration: configuration({ reports: false }) }),
    });
    await waitFor(() => expect(currentPath(router)).toBe('/dashboard'));
    expect(await screen.findByRole('heading', { name: 'Home' })).toBeTruthy();
  });

  it('sends a staff member away from a retailer page', async () => {
    installFakeFetch();
    const { router } = renderApp('/reports', { session: staffSession() });
    await waitFor(() => expect(currentPath(router)).toBe('/dashboard'));
  });
});

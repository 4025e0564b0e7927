import type { ConsoleReport } from '@galla/contracts/console-reports';
import { staffPermissions } from '@galla/domain/permissions';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
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

const figures: ConsoleReport = {
  fromDate: '2026-01-01',
  toDate: '2026-11-21',
  signUps: [
    { date: '2026-11-01', count: 1 },
    { date: '2026-11-03', count: 2 },
  ],
  signUpsTotal: 3,
  activeShops: 3,
  byState: [
    { stateId: 29, stateName: 'Karnataka', bills: 1, sales: 354 },
    { stateId: 27, stateName: 'Maharashtra', bills: 2, sales: 472 },
  ],
  byCategory: [
    { superCategoryId: 2, name: 'Mobiles & Accessories', bills: 2, sales: 354 },
    { superCategoryId: 3, name: 'Electronics', bills: 2, sales: 472 },
  ],
  billsTotal: 3,
  salesTotal: 826,
  smsSold: { purchases: 2, sms: 1500, amount: 375 },
  smsSent: { campaigns: 2, sent: 3, failed: 1, pending: 1 },
  points: { issued: 7, redeemed: 40, refunded: 15 },
};

const empty: ConsoleReport = {
  ...figures,
  signUps: [],
  signUpsTotal: 0,
  activeShops: 0,
  byState: [],
  byCategory: [],
  billsTotal: 0,
  salesTotal: 0,
  smsSold: { purchases: 0, sms: 0, amount: 0 },
  smsSent: { campaigns: 0, sent: 0, failed: 0, pending: 0 },
  points: { issued: 0, redeemed: 0, refunded: 0 },
};

describe('console Reports', { timeout: 60_000 }, () => {
  it('shows the figures as cards, charts and tables for the default twelve months', async () => {
    const server = installFakeFetch({ 'GET admin/reports': { status: 200, data: figures } });
    renderApp('/dashboard/reports', { session: admin });
    const byState = await screen.findByRole('table', { name: 'Bills and sales by state' }, slow);
    const rows = within(byState)
      .getAllByRole('row')
      .map((r) => r.textContent);
    expect(rows).toEqual(['StateBillsSales', 'Karnataka1₹354.00', 'Maharashtra2₹472.00']);
    const byCategory = screen.getByRole('table', { name: 'Bills and sales by super category' });
    expect(within(byCategory).getByText('Electronics')).toBeTruthy();
    expect(within(screen.getByLabelText('Active shops')).getByText('3')).toBeTruthy();
    expect(within(screen.getByLabelText('Sales')).getByText('₹826.00')).toBeTruthy();
    expect(screen.getByRole('table', { name: 'Sign-ups per day' }).textContent).toContain('03/11/2026');
    // The charts' chunk loads beside the tables.
    expect(await screen.findByLabelText('Sales by super category', { selector: 'div' }, slow)).toBeTruthy();
    const query = server.callsTo('GET admin/reports')[0]!.query;
    expect(query.get('fromDate')).toMatch(/^\d{4}-\d{2}-01$/);
  });

  it('says so when nothing happened in the range', async () => {
    installFakeFetch({ 'GET admin/reports': { status: 200, data: empty } });
    renderApp('/dashboard/reports', { session: admin });
    expect(
      await screen.findByText('Nothing happened in this range. Choose a wider range.', undefined, slow),
    ).toBeTruthy();
    expect(screen.queryByRole('table')).toBeNull();
  });

  it('refuses a range over twelve months before asking, and offers a retry after an error', async () => {
    installFakeFetch({ 'GET admin/reports': { status: 500, error: 'Something went wrong' } });
    const { user } = renderApp('/dashboard/reports', { session: admin });
    expect(
      await screen.findByText(
        'The figures could not be loaded. Check your connection and try again.',
        undefined,
        slow,
      ),
    ).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeTruthy();
    const from = screen.getByLabelText('From date');
    await user.clear(from);
    await user.type(from, '2020-01-01');
    expect(screen.getByText('Range exceeds 12 months')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Show' }).hasAttribute('disabled')).toBe(true);
  });
});

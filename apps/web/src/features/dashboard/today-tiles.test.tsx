import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { installFakeFetch } from '../../test/fake-fetch';
import { configuration, retailerSession } from '../../test/fixtures';
import { renderApp } from '../../test/render-app';

// Issue 17, item 11: the home page's figures for today.

const today = {
  date: '2026-11-25',
  sales: { totalAmount: 708, bills: 3 },
  payments: [
    { mode: 'cash', label: 'Cash', amount: 608 },
    { mode: 'upi', label: 'UPI', amount: 100 },
  ],
  lowStock: {
    count: 2,
    items: [
      { productId: 4, modelName: 'Silicone Back Cover', modelQuantity: -13, units: 'Pcs' },
      { productId: 5, modelName: 'Redmi A3', modelQuantity: 5, units: 'Pcs' },
    ],
  },
};

describe('/dashboard: today', () => {
  it('shows today’s sales and bills, payments by mode and low stock, each opening its screen', async () => {
    installFakeFetch({
      'GET reports/todaySummary': { status: 200, data: today },
      'GET creditbook/totalDues': { status: 200, data: { dueBalance: 166667.5, openCredits: 4 } },
    });
    renderApp('/dashboard', { session: retailerSession() });

    const sales = await screen.findByRole('region', { name: 'Today’s sales' });
    expect(sales.textContent).toContain('₹708.00');
    expect(sales.textContent).toContain('3 bills');
    const salesLink = within(sales).getByRole('link', { name: 'Today’s sales' });
    expect(decodeURI(salesLink.getAttribute('href') ?? '')).toBe('/Search Invoice');

    const payments = screen.getByRole('region', { name: 'Payments by mode' });
    expect(payments.textContent).toContain('Cash₹608.00');
    expect(payments.textContent).toContain('UPI₹100.00');

    const low = screen.getByRole('region', { name: 'Low stock (2)' });
    expect(low.textContent).toContain('Silicone Back Cover-13 Pcs');
    expect(low.textContent).toContain('Redmi A35 Pcs');
    expect(within(low).getByRole('link', { name: 'Low stock (2)' }).getAttribute('href')).toBe(
      '/inventoryManage',
    );

    // What customers owe, from the credit book, opening it.
    const dues = screen.getByRole('region', { name: 'Dues' });
    await within(dues).findByText('₹1,66,667.50');
    expect(dues.textContent).toContain('4 open credits');
    expect(within(dues).getByRole('link', { name: 'Dues' }).getAttribute('href')).toBe('/creditBook');
  });

  it('says when the figures could not be loaded, and Retry asks again', async () => {
    let calls = 0;
    installFakeFetch({
      'GET reports/todaySummary': () => {
        calls += 1;
        return calls === 1 ? { status: 500, error: 'Something bad happened' } : { status: 200, data: today };
      },
    });
    const { user } = renderApp('/dashboard', { session: retailerSession() });
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('Could not load today’s figures.');
    await user.click(within(alert).getByRole('button', { name: 'Retry' }));
    expect((await screen.findByRole('region', { name: 'Today’s sales' })).textContent).toContain('₹708.00');
  });

  it('is not shown to a user without the reports page, and not asked for', async () => {
    const server = installFakeFetch({ 'GET reports/todaySummary': { status: 200, data: today } });
    renderApp('/dashboard', {
      session: retailerSession({ configuration: configuration({ reports: false }) }),
    });
    await screen.findByRole('link', { name: 'Manage Inventory' });
    expect(screen.queryByRole('region', { name: 'Today’s sales' })).toBeNull();
    expect(server.callsTo('GET reports/todaySummary')).toHaveLength(0);
  });
});

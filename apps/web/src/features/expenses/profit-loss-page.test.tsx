import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { installFakeFetch } from '../../test/fake-fetch';
import { retailerSession } from '../../test/fixtures';
import { renderApp } from '../../test/render-app';
import { initialRange } from './range';

vi.mock('./profit-loss-chart', () => ({
  default: ({ months }: { months: { month: string; income: number; expenses: number }[] }) => (
    <div data-testid="chart">{months.map((m) => `${m.month}:${m.income}:${m.expenses}`).join('|')}</div>
  ),
}));

const details = {
  bills: 2,
  totalSales: 354,
  discounts: 0,
  income: 300,
  costOfGoodsSold: 181.5,
  grossProfit: 118.5,
  expenses: 50.25,
  netProfit: 68.25,
  gstCollected: 54,
  roundOff: 0,
};

function server(reportDetails = details) {
  const range = initialRange();
  return installFakeFetch({
    'POST expenses/getProfitnLossReport': {
      status: 200,
      data: {
        ...{ fromDate: range.fromDate, toDate: range.toDate },
        reports: [
          { month: '2026-10', income: 300, expenses: 50.25 },
          { month: '2026-11', income: 0, expenses: 0 },
        ],
        reportDetails,
      },
    },
    'POST expenses/sendProfitnLossReport': { status: 200, message: 'Mail sent to Registered Email address' },
  });
}

describe('/Profit & Loss Details', () => {
  it('charts income and expenses per month and shows the summary, then sends it by e-mail', async () => {
    const fake = server();
    const { user } = renderApp('/Profit & Loss Details', { session: retailerSession() });
    expect((await screen.findByTestId('chart')).textContent).toBe('2026-10:300:50.25|2026-11:0:0');
    await user.click(screen.getByRole('button', { name: 'Summary' }));
    const table = await screen.findByRole('table', { name: 'Summary' });
    const rows = within(table)
      .getAllByRole('row')
      .map((r) => r.textContent);
    expect(rows).toEqual([
      'Bills2',
      'Total sales (with GST)₹354.00',
      'GST collected (not income)₹54.00',
      'Round-off₹0.00',
      'Discounts given₹0.00',
      'Income (taxable value)₹300.00',
      'Cost of goods sold₹181.50',
      'Gross profit₹118.50',
      'Expenses₹50.25',
      'Net profit₹68.25',
    ]);
    await user.click(screen.getByRole('button', { name: 'Send e-mail' }));
    expect(await screen.findByText('Mail sent to Registered Email address')).toBeTruthy();
    expect(fake.callsTo('POST expenses/sendProfitnLossReport')[0]?.body).toMatchObject({
      ...initialRange(),
      netProfit: 68.25,
    });
  });

  it('says when there is nothing in the range yet', async () => {
    server({ ...details, bills: 0, totalSales: 0, income: 0, expenses: 0 });
    renderApp('/Profit & Loss Details', { session: retailerSession() });
    expect(await screen.findByText('No sales or expenses in this range yet.')).toBeTruthy();
  });
});

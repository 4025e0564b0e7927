import { reportMessages } from '@galla/domain/report-range';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { type FakeRequest, installFakeFetch } from '../../test/fake-fetch';
import { retailerSession } from '../../test/fixtures';
import { renderApp } from '../../test/render-app';

// The chart (recharts) is its own chunk; here it only lists its points.
vi.mock('./sales-chart', () => ({
  default: ({ points }: { points: { label: string; inventory: number; sales: number }[] }) => (
    <div data-testid="chart">{points.map((p) => `${p.label}:${p.inventory}:${p.sales}`).join('|')}</div>
  ),
}));

const options = {
  status: 200,
  data: { superCategories: [], categories: [], brands: [], models: [] },
} as const;

describe('/Sales Analysis', () => {
  it('draws inventory against sales per month', async () => {
    installFakeFetch({
      'POST reports/inventoryOverviewOptions': options,
      'POST ledger/saleAnalysisDetails': {
        status: 200,
        data: {
          superCategoryName: null,
          categoryName: null,
          brandName: null,
          modelName: null,
          report: [
            {
              month: '2026-10',
              label: 'Oct 2026',
              inventory: 10,
              sales: 3,
              inventoryValue: 800,
              salesValue: 123456.5,
            },
          ],
        },
      },
    });
    renderApp('/Sales Analysis', { session: retailerSession() });
    expect((await screen.findByTestId('chart')).textContent).toBe('Oct 2026:10:3');
    expect(screen.getByText('₹1,23,456.50')).toBeTruthy();
  });

  it("says 'No Sales Data present yet' when the range has no sale", async () => {
    installFakeFetch({
      'POST reports/inventoryOverviewOptions': options,
      'POST ledger/saleAnalysisDetails': { status: 204, message: reportMessages.noSalesData },
    });
    renderApp('/Sales Analysis', { session: retailerSession() });
    expect(await screen.findByText(reportMessages.noSalesData)).toBeTruthy();
  });

  it('refuses a range over 11 months apart before asking the server', async () => {
    installFakeFetch({
      'POST reports/inventoryOverviewOptions': options,
      'POST ledger/saleAnalysisDetails': { status: 204, message: reportMessages.noSalesData },
    });
    renderApp('/Sales Analysis', { session: retailerSession() });
    fireEvent.change(await screen.findByLabelText('From Date'), { target: { value: '2020-01-01' } });
    expect((await screen.findByRole('alert')).textContent).toBe(reportMessages.rangeExceeds);
    expect((screen.getByRole('button', { name: 'Submit' }) as HTMLButtonElement).disabled).toBe(true);
  });
});

describe('/Sales Report', () => {
  it('mails the chosen range and shows the server’s answer', async () => {
    const sent: unknown[] = [];
    installFakeFetch({
      'POST ledger/sendSalesReport': ({ body }: FakeRequest) => {
        sent.push(body);
        return { status: 200, message: reportMessages.mailSent };
      },
    });
    const { user } = renderApp('/Sales Report', { session: retailerSession() });
    const to = (await screen.findByLabelText(/To Date/)) as HTMLInputElement;
    expect(to.max).toBe(to.value); // no future dates
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(await screen.findByText(reportMessages.mailSent)).toBeTruthy();
    expect(sent).toEqual([{ fromDate: expect.any(String), toDate: to.value }]);
  });
});

describe('/GSTR', () => {
  it("shows the month's counts and GSTR-3B figures", async () => {
    installFakeFetch({
      'POST reports/gstrMonth': {
        status: 200,
        data: {
          month: '2026-11',
          fileName: 'GSTR1_27AAPFU0939F1ZV_112026.json',
          gstr1: { gstin: '27AAPFU0939F1ZV' },
          warnings: [],
          counts: { bills: 3, b2b: 1, b2cl: 1, b2cs: 1 },
          gstr3b: {
            outwardTaxable: { taxableValue: 150300, igst: 27018, cgst: 18, sgst: 18, cess: 0 },
            outwardNilRatedExempt: { taxableValue: 0 },
            interStateUnregistered: [],
            taxPayable: { igst: 27018, cgst: 18, sgst: 18, total: 27054 },
          },
        },
      },
    });
    renderApp('/GSTR', { session: retailerSession() });
    expect(await screen.findByText('₹1,50,300.00')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Download GSTR-1 JSON' })).toBeTruthy();
    await waitFor(() => expect(screen.getByText('B2B invoices')).toBeTruthy());
  });
});

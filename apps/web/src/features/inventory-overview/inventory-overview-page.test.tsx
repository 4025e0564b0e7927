import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { FakeRequest } from '../../test/fake-fetch';
import { installFakeFetch } from '../../test/fake-fetch';
import { configuration, retailerSession } from '../../test/fixtures';
import { currentPath, renderApp } from '../../test/render-app';
import type { OverviewFilter } from './api';
import { breadcrumb, chartPoints, choose, noSelection, toFilter } from './overview-model';

// The chart itself (recharts) is tested in overview-chart.test.tsx; here it only shows its points.
vi.mock('./overview-chart', () => ({
  default: ({ points }: { points: ReturnType<typeof chartPoints> }) => (
    <div data-testid="chart">{points.map((p) => `${p.bucket}:${p.quantity}:${p.value}`).join('|')}</div>
  ),
}));

const buckets = ['0-30', '30-60', '60-90', '90-120', '120-150', '150-180', '180+'];

function report(filter: OverviewFilter) {
  return {
    superCategoryName: filter.superCategoryId ? 'Others' : null,
    categoryName: filter.categoryId ? 'Not Known' : null,
    brandName: filter.brandId ? 'NOT KNOWN' : null,
    modelName: filter.modelId ? 'Steel Glass' : null,
    report: buckets.map((bucket, i) => ({
      bucket,
      quantity: i === 1 ? -2 : i * 10,
      value: i === 1 ? -100 : i * 1500.5,
    })),
  };
}

function server() {
  return installFakeFetch({
    'POST reports/inventoryOverviewOptions': ({ body }: FakeRequest) => {
      const f = body as OverviewFilter;
      return {
        status: 200,
        data: {
          superCategories: [
            { id: 1, name: 'Others' },
            { id: 3, name: 'Grocery' },
          ],
          categories: f.superCategoryId === 1 ? [{ id: 999, name: 'Not Known' }] : [],
          brands: f.categoryId === 999 ? [{ id: 999, name: 'NOT KNOWN' }] : [],
          models: f.brandId === 999 ? [{ id: 41, name: 'Steel Glass' }] : [],
        },
      };
    },
    'POST reports/inventoryOverview': ({ body }: FakeRequest) => ({
      status: 200,
      data: { data: report(body as OverviewFilter) },
    }),
  });
}

const choice = (name: string) => screen.getByRole('combobox', { name }) as HTMLInputElement;

describe('/inventoryOverview', () => {
  it('opens with the whole shop, then cascades the four selects and submits the choice', async () => {
    const fake = server();
    const { user } = renderApp('/inventoryOverview', { session: retailerSession() });
    expect(await screen.findByText('All products')).toBeTruthy();
    expect(fake.callsTo('POST reports/inventoryOverview')[0]?.body).toEqual({});

    const table = screen.getByRole('table');
    const rows = within(table).getAllByRole('row');
    expect(rows).toHaveLength(8);
    expect(
      within(rows[2]!)
        .getAllByRole('cell')
        .map((c) => c.textContent),
    ).toEqual(['30-60', '0', '₹0.00']);
    expect(
      within(rows[3]!)
        .getAllByRole('cell')
        .map((c) => c.textContent),
    ).toEqual(['60-90', '20', '₹3,001.00']);

    expect(choice('Sub Category').disabled).toBe(true);
    expect(choice('Brand').disabled).toBe(true);
    expect(choice('Model').disabled).toBe(true);

    await user.click(choice('Category'));
    await user.click(await screen.findByRole('option', { name: 'Others' }));
    await waitFor(() => expect(choice('Sub Category').disabled).toBe(false));
    await user.click(choice('Sub Category'));
    await user.click(await screen.findByRole('option', { name: 'Not Known' }));
    await waitFor(() => expect(choice('Brand').disabled).toBe(false));
    await user.click(choice('Brand'));
    await user.click(await screen.findByRole('option', { name: 'NOT KNOWN' }));
    await waitFor(() => expect(choice('Model').disabled).toBe(false));

    expect(fake.callsTo('POST reports/inventoryOverviewOptions').map((c) => c.body)).toEqual([
      {},
      { superCategoryId: 1 },
      { superCategoryId: 1, categoryId: 999 },
      { superCategoryId: 1, categoryId: 999, brandId: 999 },
    ]);

    await user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(await screen.findByText('Others › Not Known › NOT KNOWN')).toBeTruthy();
    expect(screen.getByTestId('chart').textContent).toBe(
      '0-30:0:0|30-60:0:0|60-90:20:3001|90-120:30:4501.5|120-150:40:6002|150-180:50:7502.5|180+:60:9003',
    );
    expect(fake.callsTo('POST reports/inventoryOverview').at(-1)?.body).toEqual({
      superCategoryId: 1,
      categoryId: 999,
      brandId: 999,
    });

    await user.click(choice('Model'));
    await user.click(await screen.findByRole('option', { name: 'Steel Glass' }));
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(await screen.findByText('Others › Not Known › NOT KNOWN › Steel Glass')).toBeTruthy();
  });

  it('changing a higher select clears the ones below it', async () => {
    server();
    const { user } = renderApp('/inventoryOverview', { session: retailerSession() });
    await user.click(await screen.findByRole('combobox', { name: 'Category' }));
    await user.click(await screen.findByRole('option', { name: 'Others' }));
    await waitFor(() => expect(choice('Sub Category').disabled).toBe(false));
    await user.click(choice('Sub Category'));
    await user.click(await screen.findByRole('option', { name: 'Not Known' }));
    expect(choice('Sub Category').value).toBe('Not Known');

    await user.click(choice('Category'));
    await user.click(await screen.findByRole('option', { name: 'Grocery' }));
    expect(choice('Sub Category').value).toBe('');
    expect(choice('Brand').disabled).toBe(true);
  });

  it('needs the reports flag', async () => {
    server();
    const { router } = renderApp('/inventoryOverview', {
      session: retailerSession({ configuration: configuration({ reports: false }) }),
    });
    await waitFor(() => expect(currentPath(router)).toBe('/dashboard'));
  });
});

describe('overview model', () => {
  it('clears lower levels, builds the filter and the breadcrumb, clamps negatives', () => {
    const chosen = choose(choose(noSelection, 'superCategoryId', '1'), 'categoryId', '999');
    expect(choose(chosen, 'superCategoryId', '3')).toEqual({ ...noSelection, superCategoryId: '3' });
    expect(toFilter(chosen)).toEqual({ superCategoryId: 1, categoryId: 999 });
    expect(breadcrumb(report({ superCategoryId: 1, categoryId: 999 }))).toEqual(['Others', 'Not Known']);
    expect(chartPoints([{ bucket: '0-30', quantity: -1, value: -5 }])).toEqual([
      { bucket: '0-30', quantity: 0, value: 0 },
    ]);
  });
});

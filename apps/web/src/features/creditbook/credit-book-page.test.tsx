import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { installFakeFetch } from '../../test/fake-fetch';
import { retailerSession } from '../../test/fixtures';
import { renderApp } from '../../test/render-app';
import { credit } from './test-credits';

describe('/creditBook', () => {
  it('lists each credit with customer, mobile, bill, due balance, dates, EMIs and total', async () => {
    const server = installFakeFetch({ 'POST creditbook/searchCredits': { status: 200, data: [credit()] } });
    renderApp('/creditBook', { session: retailerSession() });
    const list = await screen.findByRole('list', { name: 'Credits' });
    const card = within(list).getByRole('listitem');
    expect(card.textContent).toContain('Asha Kulkarni');
    expect(card.textContent).toContain('9822098220 · Bill INV/26-27/0040');
    expect(card.textContent).toContain('21/12/2026 to 21/02/2027');
    expect(card.textContent).toContain('3 EMIs of ₹333.33');
    expect(card.textContent).toContain('Due balance₹1,000.00');
    expect(card.textContent).toContain('Total ₹1,000.00');
    const link = within(card).getByRole('link', {
      name: 'Open credit of Asha Kulkarni, bill INV/26-27/0040',
    });
    expect(link.getAttribute('href')).toBe('/creditBookingDetails?id=11');
    expect(server.callsTo('POST creditbook/searchCredits')[0]?.body).toEqual({
      keyword: '',
      page: 1,
      numberOfItems: 20,
    });
  });

  it('says how dues arise when there are none', async () => {
    installFakeFetch({ 'POST creditbook/searchCredits': { status: 200, data: [] } });
    renderApp('/creditBook', { session: retailerSession() });
    expect(await screen.findByText('No dues yet')).toBeTruthy();
    expect(screen.getByText(/Dues arise from a finance or credit sale/)).toBeTruthy();
  });

  it('loads the next 20 at the end of the list', async () => {
    const page = (p: number) =>
      Array.from({ length: p === 1 ? 20 : 3 }, (_, i) => credit({ creditId: p * 100 + i }));
    const server = installFakeFetch({
      'POST creditbook/searchCredits': (request) => ({
        status: 200,
        data: page((request.body as { page: number }).page),
      }),
    });
    const { user } = renderApp('/creditBook', { session: retailerSession() });
    const list = await screen.findByRole('list', { name: 'Credits' });
    expect(within(list).getAllByRole('listitem')).toHaveLength(20);
    await user.click(screen.getByRole('button', { name: 'Load more' }));
    await screen.findAllByRole('listitem').then(async () => {
      expect(await within(list).findAllByRole('listitem')).toHaveLength(23);
    });
    expect(
      server.callsTo('POST creditbook/searchCredits').map((c) => (c.body as { page: number }).page),
    ).toEqual([1, 2]);
  });

  it('shows an error with Retry', async () => {
    let calls = 0;
    installFakeFetch({
      'POST creditbook/searchCredits': () => {
        calls += 1;
        return calls === 1
          ? { status: 500, error: 'Something bad happened' }
          : { status: 200, data: [credit()] };
      },
    });
    const { user } = renderApp('/creditBook', { session: retailerSession() });
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('The credit book could not be loaded.');
    await user.click(within(alert).getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('list', { name: 'Credits' })).toBeTruthy();
  });
});

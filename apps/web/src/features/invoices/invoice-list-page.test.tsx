import { screen, waitFor, within } from '@testing-library/react';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { configuration, retailerSession } from '../../test/fixtures';
import { currentPath, renderApp } from '../../test/render-app';
import { PAGE_SIZE } from './api';
import { summaries, summary } from './test-invoices';
import { invoiceServer } from './test-server';

const list = () => screen.findByRole('list', { name: 'Invoices' });
const cards = async () => within(await list()).getAllByRole('listitem');
const searchBox = () => screen.getByRole('searchbox', { name: 'Search invoices' });

// The first render would otherwise also transform the lazy route chunks, which on a busy shared
// machine can outlast findBy's 5 seconds.
beforeAll(() => Promise.all([import('../../app/signed-in-layout'), import('./invoice-list-page')]), 60_000);

describe('/Search Invoice', () => {
  it('shows number, customer (or Name not found), date, total and status on each card', async () => {
    const server = invoiceServer({
      invoices: [
        summary({ invoiceId: 1, invoiceNumber: 'INV/26-27/0004', totalAmount: 123456.5, status: 1 }),
        summary({ invoiceId: 2, invoiceNumber: 'INV/26-27/0003', customerName: null, status: 12 }),
        summary({ invoiceId: 3, invoiceNumber: 'INV/26-27/0002', customerName: ' ', status: 2 }),
        summary({ invoiceId: 4, invoiceNumber: 'INV/26-27/0001', status: 0 }),
      ],
    });
    renderApp('/Search Invoice', { session: retailerSession() });
    const [first, second, third, fourth] = await cards();

    expect(within(first!).getByRole('link', { name: 'Open invoice INV/26-27/0004' }).textContent).toBe(
      'INV/26-27/0004',
    );
    expect(within(first!).getByText('Sunita Sharma')).toBeTruthy();
    expect(within(first!).getByText('04/05/2026')).toBeTruthy();
    expect(within(first!).getByText('₹1,23,456.50')).toBeTruthy();
    expect(within(first!).getByText('Completed')).toBeTruthy();
    expect(within(second!).getByText('Name not found')).toBeTruthy();
    expect(within(second!).getByText('Completed')).toBeTruthy();
    expect(within(third!).getByText('Name not found')).toBeTruthy();
    expect(within(third!).getByText('Cancelled')).toBeTruthy();
    expect(within(fourth!).getByText('Cancelled')).toBeTruthy();
    // A draft does not open; only the live invoice can be deleted.
    expect(within(fourth!).queryByRole('link')).toBeNull();
    expect(within(first!).getByRole('button', { name: 'Delete invoice INV/26-27/0004' })).toBeTruthy();
    expect(within(second!).queryByRole('button')).toBeNull();
    expect(within(third!).queryByRole('button')).toBeNull();

    expect(server.searches()).toEqual([{ keyword: '', page: 1, numberOfItems: 20 }]);
  });

  it("pages by 20: 'more' adds the next page and disappears after the last", async () => {
    const server = invoiceServer({ invoices: summaries(45) });
    const { user } = renderApp('/Search Invoice', { session: retailerSession() });
    expect(await cards()).toHaveLength(PAGE_SIZE);
    await user.click(screen.getByRole('button', { name: 'more' }));
    await waitFor(async () => expect(await cards()).toHaveLength(40));
    await user.click(screen.getByRole('button', { name: 'more' }));
    await waitFor(async () => expect(await cards()).toHaveLength(45));
    expect(screen.queryByRole('button', { name: 'more' })).toBeNull();
    expect(server.searches().map((b) => b.page)).toEqual([1, 2, 3]);
  });

  it('loads the next page when the end of the list scrolls into view', async () => {
    let reached: (() => void) | undefined;
    vi.stubGlobal(
      'IntersectionObserver',
      class {
        constructor(callback: (entries: { isIntersecting: boolean }[]) => void) {
          reached = () => callback([{ isIntersecting: true }]);
        }
        observe() {}
        disconnect() {}
      },
    );
    invoiceServer({ invoices: summaries(25) });
    renderApp('/Search Invoice', { session: retailerSession() });
    expect(await cards()).toHaveLength(20);
    reached?.();
    await waitFor(async () => expect(await cards()).toHaveLength(25));
  });

  it('searches once typing pauses, and says when nothing matches', async () => {
    const server = invoiceServer({
      invoices: [
        summary({ invoiceId: 1, customerName: 'Sunita Sharma' }),
        summary({ invoiceId: 2, customerName: 'Arjun Rao' }),
      ],
    });
    const { user } = renderApp('/Search Invoice', { session: retailerSession() });
    expect(await cards()).toHaveLength(2);

    await user.type(searchBox(), 'arjun');
    await waitFor(async () => expect(await cards()).toHaveLength(1));
    expect(screen.getByText('Arjun Rao')).toBeTruthy();
    // One request for the whole word, not one per key.
    expect(server.searches().map((b) => b.keyword)).toEqual(['', 'arjun']);

    await user.clear(searchBox());
    await user.type(searchBox(), 'zzz{Enter}');
    expect(await screen.findByText('No invoices match your search')).toBeTruthy();
    expect(screen.queryByRole('link', { name: 'Create Bill' })).toBeNull();
  });

  it('keeps the cards, marked busy, while a search loads, then shows only its matches', async () => {
    let answer: (() => void) | undefined;
    const everyone = [
      summary({ invoiceId: 1, customerName: 'Sunita Sharma' }),
      summary({ invoiceId: 2, customerName: 'Arjun Rao' }),
    ];
    invoiceServer({
      invoices: everyone,
      routes: {
        'POST billing/searchInvoice': ({ body }) => {
          const { keyword } = body as { keyword: string };
          if (keyword === '') return { status: 200, data: everyone };
          // The search's answer waits until the test lets it go.
          return new Promise((resolve) => {
            answer = () => resolve({ status: 200, data: [everyone[1]] });
          });
        },
      },
    });
    const { user } = renderApp('/Search Invoice', { session: retailerSession() });
    expect(await cards()).toHaveLength(2);
    expect((await list()).getAttribute('aria-busy')).toBe('false');

    await user.type(searchBox(), 'arjun{Enter}');
    await waitFor(async () => expect((await list()).getAttribute('aria-busy')).toBe('true'));
    expect(await cards()).toHaveLength(2);
    expect(screen.queryByLabelText('Loading…')).toBeNull();

    answer?.();
    await waitFor(async () => expect((await list()).getAttribute('aria-busy')).toBe('false'));
    expect(await cards()).toHaveLength(1);
    expect(screen.getByText('Arjun Rao')).toBeTruthy();
  });

  it('with no invoices at all offers Create Bill, which opens billing', async () => {
    invoiceServer();
    const { user, router } = renderApp('/Search Invoice', { session: retailerSession() });
    expect(await screen.findByText('No invoices yet')).toBeTruthy();
    await user.click(screen.getByRole('link', { name: 'Create Bill' }));
    await waitFor(() => expect(currentPath(router)).toBe('/billing'));
  });

  it('delete asks first, sends billId and invoiceId, and the card then reads Cancelled', async () => {
    const server = invoiceServer({ invoices: [summary()] });
    const { user } = renderApp('/Search Invoice', { session: retailerSession() });
    const [card] = await cards();

    await user.click(within(card!).getByRole('button', { name: 'Delete invoice INV/26-27/0001' }));
    let dialog = await screen.findByRole('dialog', { name: 'Delete invoice' });
    expect(within(dialog).getByText(/Delete invoice INV\/26-27\/0001\?/)).toBeTruthy();
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(server.callsTo('POST billing/deleteInvoice')).toHaveLength(0);

    await user.click(within(card!).getByRole('button', { name: 'Delete invoice INV/26-27/0001' }));
    dialog = await screen.findByRole('dialog', { name: 'Delete invoice' });
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));

    expect(await screen.findByText('Invoice cancelled')).toBeTruthy();
    expect(server.callsTo('POST billing/deleteInvoice')[0]?.body).toEqual({ billId: 101, invoiceId: 501 });
    await waitFor(async () => expect(within((await cards())[0]!).getByText('Cancelled')).toBeTruthy());
    expect(screen.queryByRole('button', { name: 'Delete invoice INV/26-27/0001' })).toBeNull();
  });

  it('a tap on a card opens the invoice viewer', async () => {
    invoiceServer({ invoices: [summary({ billId: 7, invoiceId: 70, status: 2 })] });
    const { user, router } = renderApp('/Search Invoice', { session: retailerSession() });
    const [card] = await cards();
    await user.click(within(card!).getByText('Sunita Sharma'));
    await waitFor(() => expect(currentPath(router)).toBe('/invoice'));
    expect(router.state.location.search).toBe('?billId=7&invoiceId=70');
  });

  it('is behind the searchInvoice flag', async () => {
    invoiceServer();
    const { router } = renderApp('/Search Invoice', {
      session: retailerSession({ configuration: configuration({ searchInvoice: false }) }),
    });
    await waitFor(() => expect(currentPath(router)).toBe('/dashboard'));
  });
});

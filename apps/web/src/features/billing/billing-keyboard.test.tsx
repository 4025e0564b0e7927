import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderApp } from '../../test/render-app';
import { line, lineField, screenReady, searchBox } from './test-helpers';
import { billingServer, billingSession } from './test-server';

const plus = (name: string) => within(line(name)).getByRole('button', { name: 'Increase quantity' });

describe('/billing from the keyboard', () => {
  it('opens in the search box; after Enter adds, + and - change that line and a letter searches again', async () => {
    billingServer();
    const { user } = renderApp('/billing', { session: billingSession() });
    await screenReady();
    await waitFor(() => expect(document.activeElement).toBe(searchBox()));

    await user.keyboard('redmi');
    await screen.findByRole('option', { name: 'Redmi Note 13' });
    await user.keyboard('{Enter}');
    await waitFor(() => expect(document.activeElement).toBe(plus('Redmi Note 13')));
    await user.keyboard('+');
    expect(lineField('Redmi Note 13', 'Quantity').value).toBe('2');
    expect((searchBox() as HTMLInputElement).value).toBe('redmi');

    // The next product's name is typed straight away: it goes into the search box.
    await user.keyboard('parle');
    expect(document.activeElement).toBe(searchBox());
    expect((searchBox() as HTMLInputElement).value).toBe('parle');
    await screen.findByRole('option', { name: 'Parle-G Biscuit 100 g' });
    await user.keyboard('{Enter}');
    await waitFor(() => expect(document.activeElement).toBe(plus('Parle-G Biscuit 100 g')));
    await user.keyboard('++');
    expect(lineField('Parle-G Biscuit 100 g', 'Quantity').value).toBe('3');

    // Shortcuts act where the cursor is, not always on the last line.
    plus('Redmi Note 13').focus();
    await user.keyboard('-');
    expect(lineField('Redmi Note 13', 'Quantity').value).toBe('1');
    expect(lineField('Parle-G Biscuit 100 g', 'Quantity').value).toBe('3');
  });

  it('Enter pressed before the list has come adds the best match once it comes', async () => {
    billingServer();
    const { user } = renderApp('/billing', { session: billingSession() });
    await screenReady();
    await waitFor(() => expect(document.activeElement).toBe(searchBox()));

    // Faster than the search's 500 ms wait, as a cashier who knows the name types it.
    await user.keyboard('redmi');
    expect(screen.queryByRole('option', { name: 'Redmi Note 13' })).toBeNull();
    await user.keyboard('{Enter}');
    await waitFor(() => expect(document.activeElement).toBe(plus('Redmi Note 13')));
    expect(lineField('Redmi Note 13', 'Quantity').value).toBe('1');
  });

  it('saving an empty walk-in bill names what is missing: products, not a contact', async () => {
    const server = billingServer();
    const { user } = renderApp('/billing', { session: billingSession() });
    await screenReady();
    await user.keyboard('{F9}');
    expect(await screen.findByText('Add products to the bill')).toBeTruthy();
    expect(screen.queryByText('Select Contact or add products to list')).toBeNull();
    expect(server.callsTo('POST billing/saveInvoice')).toHaveLength(0);
  });
});

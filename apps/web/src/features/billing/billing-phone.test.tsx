import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderApp } from '../../test/render-app';
import { setDesktopViewport, setPhoneViewport } from '../../test/viewport';
import { ownItem } from '../inventory/test-products';
import { line, screenReady, searchBox } from './test-helpers';
import { billingServer, billingSession } from './test-server';

const black = ownItem({
  productId: 21,
  modelName: 'Samsung Galaxy A15 5G 8 GB 128 GB Blue Black',
  sellingPrice: 17999,
});
const blue = ownItem({
  productId: 22,
  modelName: 'Samsung Galaxy A15 5G 8 GB 128 GB Light Blue',
  sellingPrice: 17999,
});

const results = () => screen.getByRole('listbox', { name: 'Search results' });

/** A touch phone: no hovering pointer. happy-dom answers every such query with false. */
function touchScreen() {
  const real = window.matchMedia.bind(window);
  vi.spyOn(window, 'matchMedia').mockImplementation((query: string) => {
    const list = real(query);
    if (query.includes('pointer: coarse')) Object.defineProperty(list, 'matches', { value: true });
    return list;
  });
}

afterEach(() => {
  vi.restoreAllMocks();
  setDesktopViewport();
});

describe('/billing on a 360 px touch phone', () => {
  it('a bar holds the total and Save; the results close after an add; names are whole; no key hints', async () => {
    setPhoneViewport();
    touchScreen();
    billingServer({ search: [black, blue] });
    const { user } = renderApp('/billing', { session: billingSession() });
    await screenReady();

    // No keyboard on a phone: no key hints, and no box grabs the focus (its keyboard would cover the bill).
    expect(searchBox().getAttribute('placeholder')).toBe('Product name');
    expect(screen.getByRole('textbox', { name: 'Search customer' }).getAttribute('placeholder')).toBe(
      'Name or mobile number',
    );
    expect(screen.queryByRole('button', { name: 'Keyboard shortcuts' })).toBeNull();
    expect(screen.queryByText(/F2|F4|F9/)).toBeNull();
    expect(document.activeElement).not.toBe(searchBox());

    await user.click(searchBox());
    await user.type(searchBox(), 'galaxy');
    const option = await screen.findByRole('option', { name: blue.modelName });
    // The whole name shows, so the two colours tell apart.
    expect(option.textContent).toContain('Light Blue');
    expect(within(option).getByText(blue.modelName).hasAttribute('data-truncate')).toBe(false);
    await user.click(option);
    expect(
      await within(screen.getByRole('list', { name: 'Items' })).findByRole('listitem', {
        name: blue.modelName,
      }),
    ).toBeTruthy();
    expect(within(results()).queryAllByRole('option')).toHaveLength(0);
    expect(line(blue.modelName)).toBeTruthy();

    const bar = screen.getByRole('region', { name: 'Total and save' });
    expect(bar.textContent).toContain('₹17,999.00');
    expect(within(bar).getByRole('button', { name: 'Save Invoice' })).toBeTruthy();
    expect(screen.getAllByRole('button', { name: 'Save Invoice' })).toHaveLength(1);

    // Touching the box again brings the list back for the next product.
    await user.click(searchBox());
    await waitFor(() => expect(within(results()).getAllByRole('option')).toHaveLength(2));
  });
});

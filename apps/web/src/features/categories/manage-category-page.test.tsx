import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { installFakeFetch } from '../../test/fake-fetch';
import { configuration, retailerSession } from '../../test/fixtures';
import { currentPath, renderApp } from '../../test/render-app';

const list = [
  {
    superCategoryId: 1,
    superCategoryName: 'Others',
    isSelected: false,
    categories: [{ categoryId: 1, categoryName: 'General Merchandise' }],
  },
  {
    superCategoryId: 2,
    superCategoryName: 'Mobiles & Accessories',
    isSelected: true,
    categories: [
      { categoryId: 6, categoryName: 'Smartphones' },
      { categoryId: 7, categoryName: 'Feature Phones' },
    ],
  },
  {
    superCategoryId: 3,
    superCategoryName: 'Grocery',
    isSelected: false,
    categories: [
      { categoryId: 20, categoryName: 'Staples' },
      { categoryId: 21, categoryName: 'Snacks' },
      { categoryId: 22, categoryName: 'Beverages' },
    ],
  },
];

function server() {
  return installFakeFetch({
    'GET category/getSuperCategoryList': { status: 200, data: list },
    'POST category/selectCategory': { status: 200, message: 'Categories saved' },
  });
}

const box = (name: string) =>
  screen.getByRole('checkbox', { name: new RegExp(`^${name}`) }) as HTMLInputElement;

describe('/manageCategory', () => {
  it("starts from the shop's choice and sends the token with the list call", async () => {
    const fake = server();
    const session = retailerSession();
    renderApp('/manageCategory', { session });
    expect(await screen.findByRole('heading', { name: 'Manage Category' })).toBeTruthy();
    expect(await screen.findByText('What kind of products do you sell?')).toBeTruthy();
    await screen.findByRole('checkbox', { name: /^Mobiles & Accessories/ });
    expect(box('Mobiles & Accessories').checked).toBe(true);
    expect(box('Grocery').checked).toBe(false);
    // Manage category shows every super category, the first one included.
    expect(box('Others')).toBeTruthy();
    expect(fake.callsTo('GET category/getSuperCategoryList')[0]?.headers['x-client']).toBe('web');
  });

  it('selects and deselects all categories of a super category, and sends the ids', async () => {
    const fake = server();
    const { user } = renderApp('/manageCategory', { session: retailerSession() });
    await screen.findByRole('checkbox', { name: /^Grocery/ });

    await user.click(box('Grocery'));
    expect(box('Grocery').checked).toBe(true);
    await user.click(box('Mobiles & Accessories'));
    expect(box('Mobiles & Accessories').checked).toBe(false);

    await user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(await screen.findByText('Categories saved')).toBeTruthy();
    expect(fake.callsTo('POST category/selectCategory')[0]?.body).toEqual({
      selectedCategory: [20, 21, 22],
      type: 'manage',
    });
  });

  it('toggles single categories in the list under a card', async () => {
    const fake = server();
    const { user } = renderApp('/manageCategory', { session: retailerSession() });
    const toggle = await screen.findByRole('button', { name: 'Show categories of Mobiles & Accessories' });
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    await user.click(toggle);
    const hide = screen.getByRole('button', { name: 'Hide categories of Mobiles & Accessories' });
    expect(hide.getAttribute('aria-expanded')).toBe('true');

    const smartphones = screen.getByRole('checkbox', { name: 'Smartphones' }) as HTMLInputElement;
    expect(smartphones.checked).toBe(true);
    await user.click(smartphones);
    expect(smartphones.checked).toBe(false);
    // Part of its categories: the card shows a mixed state.
    expect(box('Mobiles & Accessories').checked).toBe(false);
    expect(box('Mobiles & Accessories').getAttribute('data-indeterminate')).toBe('true');
    expect(screen.getByText('1 of 2 selected')).toBeTruthy();

    // A card in the mixed state selects all on a click.
    await user.click(box('Mobiles & Accessories'));
    expect(smartphones.checked).toBe(true);
    await user.click(screen.getByRole('checkbox', { name: 'Feature Phones' }));

    await user.click(screen.getByRole('button', { name: 'Submit' }));
    await waitFor(() => expect(fake.callsTo('POST category/selectCategory')).toHaveLength(1));
    expect(fake.callsTo('POST category/selectCategory')[0]?.body).toEqual({
      selectedCategory: [6],
      type: 'manage',
    });
  });

  it('needs at least one category', async () => {
    const fake = server();
    const { user } = renderApp('/manageCategory', { session: retailerSession() });
    await screen.findByRole('checkbox', { name: /^Mobiles & Accessories/ });
    await user.click(box('Mobiles & Accessories'));
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    const alert = await screen.findByRole('alert');
    expect(within(alert).getByText('Please choose at least one category')).toBeTruthy();
    expect(fake.callsTo('POST category/selectCategory')).toHaveLength(0);
  });

  it('sends the user back to /dashboard when the manageCategory flag is off', async () => {
    server();
    const { router } = renderApp('/manageCategory', {
      session: retailerSession({ configuration: configuration({ manageCategory: false }) }),
    });
    await waitFor(() => expect(currentPath(router)).toBe('/dashboard'));
  });
});

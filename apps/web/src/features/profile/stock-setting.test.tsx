import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { getSession } from '../../lib/session';
import { installFakeFetch } from '../../test/fake-fetch';
import { profile, retailerSession } from '../../test/fixtures';
import { renderApp } from '../../test/render-app';

// Issue 17, item 5: the owner decides whether bills may sell more than is in stock.
describe('drawer stock switch', () => {
  it('is on by default; turning it off sends allowNegativeStock 0 and keeps the new profile', async () => {
    const server = installFakeFetch({
      'POST user/updateStockSetting': {
        status: 200,
        message: 'Stock setting updated',
        data: [profile({ allowNegativeStock: 0 })],
      },
    });
    const { user } = renderApp('/dashboard', { session: retailerSession() });
    const menu = await screen.findByRole('navigation', { name: 'Main menu' });
    const toggle = within(menu).getByRole('switch', {
      name: 'Allow billing more than in stock',
    }) as HTMLInputElement;
    expect(toggle.checked).toBe(true);

    await user.click(toggle);
    expect(await screen.findByText('Stock setting updated')).toBeTruthy();
    expect(server.callsTo('POST user/updateStockSetting')[0]?.body).toEqual({ allowNegativeStock: 0 });
    const session = getSession();
    expect(session?.kind === 'retailer' && session.profile.allowNegativeStock).toBe(0);
    expect(toggle.checked).toBe(false);
  });
});

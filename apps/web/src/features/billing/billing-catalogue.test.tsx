import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderApp } from '../../test/render-app';
import { catalogueItem, ownItem } from '../inventory/test-products';
import { itemsList, screenReady, searchBox, summary } from './test-helpers';
import { billingServer, billingSession } from './test-server';

// Issue 17, item 1: a product the shop added from the catalogue can be billed, again and again.

const charger = { modelId: 1_100_073, modelName: 'Redmi 22.5W Fast Charger with Type-C Cable' };
const stocked = ownItem({ ...charger, productId: 31, sellingPrice: 999, gst: 18, modelQuantity: 9 });

describe('/billing: a catalogue product the shop stocks', () => {
  it('is offered as the shop’s product with its stock beside it, and billed', async () => {
    billingServer({ search: [stocked] });
    const { user } = renderApp('/billing', { session: billingSession() });
    await screenReady();
    await user.type(searchBox(), 'redmi 22');
    const option = await screen.findByRole('option', { name: charger.modelName });
    expect(option.textContent).toContain('Stock: 9');
    await user.keyboard('{Enter}');
    expect(await within(itemsList()).findByRole('listitem', { name: charger.modelName })).toBeTruthy();
    expect(summary('Total')).toBe('₹999.00');
  });

  it('answered as a stocked catalogue entry (a search from before it was added), is billed all the same', async () => {
    const server = billingServer({
      search: [catalogueItem({ ...charger, productId: 31, inInventory: true })],
      routes: { 'POST inventory/getProduct': { status: 200, data: stocked } },
    });
    const { user } = renderApp('/billing', { session: billingSession() });
    await screenReady();
    await user.type(searchBox(), 'redmi 22');
    await user.click(await screen.findByRole('option', { name: charger.modelName }));
    expect(await within(itemsList()).findByRole('listitem', { name: charger.modelName })).toBeTruthy();
    expect(server.bodiesTo('POST inventory/getProduct')).toEqual([{ productId: 31 }]);
    expect(screen.queryByText('Already in your Inventory')).toBeNull();
    expect(summary('Total')).toBe('₹999.00');
  });
});

describe('/billing: a catalogue product not stocked when the results came', () => {
  it('is billed as the shop’s product once another till has stocked it, without Add To List', async () => {
    const stale = catalogueItem({ ...charger, productId: null, inInventory: false });
    const server = billingServer({ search: [stale] });
    const { user } = renderApp('/billing', { session: billingSession() });
    await screenReady();
    await user.type(searchBox(), 'redmi 22');
    const option = await screen.findByRole('option', { name: charger.modelName });
    // Meanwhile the model is stocked: a fresh search answers it as the shop's product.
    server.setSearch([stocked]);
    await user.click(option);
    expect(await within(itemsList()).findByRole('listitem', { name: charger.modelName })).toBeTruthy();
    expect(screen.queryByRole('dialog', { name: 'Add To List' })).toBeNull();
  });
});

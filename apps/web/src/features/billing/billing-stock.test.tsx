import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderApp } from '../../test/render-app';
import { addByKeyboard, line, lineField, screenReady } from './test-helpers';
import { billingServer, billingSession } from './test-server';

// Issue 17, item 5: the cart shows the stock of each line and asks before billing more than there is.

const stockText = (name: string) =>
  (line(name).querySelector('[data-line-stock]') as HTMLElement).textContent;

async function billPhones(quantity: string, session = billingSession()) {
  const server = billingServer();
  const view = renderApp('/billing', { session });
  await screenReady();
  await addByKeyboard(view.user, 'redmi', 'Redmi Note 13');
  await view.user.clear(lineField('Redmi Note 13', 'Quantity'));
  await view.user.type(lineField('Redmi Note 13', 'Quantity'), quantity);
  return { server, ...view };
}

describe('/billing: stock beside each line', () => {
  it('shows the stock as a line is added, and says when the line bills more', async () => {
    const { user } = await billPhones('12');
    expect(stockText('Redmi Note 13')).toBe('In stock: 12 Pcs');
    await user.clear(lineField('Redmi Note 13', 'Quantity'));
    await user.type(lineField('Redmi Note 13', 'Quantity'), '13');
    expect(stockText('Redmi Note 13')).toBe('Only 12 Pcs in stock');
  });

  it('asks before saving a bill that sells more than is in stock; Cancel saves nothing', async () => {
    const { server, user } = await billPhones('13');
    await user.click(screen.getByRole('button', { name: 'Save Invoice' }));
    const dialog = await screen.findByRole('dialog', { name: 'More than in stock' });
    expect(dialog.textContent).toContain('Redmi Note 13 (13 Pcs billed, 12 Pcs in stock)');
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(server.callsTo('POST billing/saveInvoice')).toHaveLength(0);

    await user.click(screen.getByRole('button', { name: 'Save Invoice' }));
    await user.click(
      within(await screen.findByRole('dialog', { name: 'More than in stock' })).getByRole('button', {
        name: 'Save anyway',
      }),
    );
    await screen.findByRole('dialog', { name: 'Congratulations!' });
    expect(server.callsTo('POST billing/saveInvoice')).toHaveLength(1);
  });

  it('saves without asking while the stock covers the bill', async () => {
    const { server, user } = await billPhones('12');
    await user.click(screen.getByRole('button', { name: 'Save Invoice' }));
    await screen.findByRole('dialog', { name: 'Congratulations!' });
    expect(server.callsTo('POST billing/saveInvoice')).toHaveLength(1);
  });

  it('in a shop that does not sell below zero, refuses naming the product', async () => {
    const session = billingSession();
    if (session.kind === 'retailer') session.profile = { ...session.profile, allowNegativeStock: 0 };
    const { server, user } = await billPhones('13', session);
    await user.click(screen.getByRole('button', { name: 'Save Invoice' }));
    expect(await screen.findByText('Not enough stock of Redmi Note 13: 12 Pcs in stock')).toBeTruthy();
    expect(screen.queryByRole('dialog', { name: 'More than in stock' })).toBeNull();
    expect(server.callsTo('POST billing/saveInvoice')).toHaveLength(0);
  });
});

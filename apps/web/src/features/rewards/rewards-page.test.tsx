import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { installFakeFetch } from '../../test/fake-fetch';
import { retailerSession } from '../../test/fixtures';
import { renderApp } from '../../test/render-app';

const card = (id: number, sku: string, name: string, value: string) => ({
  id,
  sku,
  name,
  custom_denominations: value,
  images: { image: null },
});
const catalogue = [
  card(1, 'AMZPAY-100', 'Amazon Pay Gift Card', '100'),
  card(2, 'FLIPKART-250', 'Flipkart Gift Card', '250'),
];
const row = (id: number, over: object = {}) => ({
  id,
  transactionType: 'credit',
  points: 5,
  status: 1,
  rewardService: 'Invoice',
  rewardServiceId: `INV/26-27/${String(id).padStart(4, '0')}`,
  createdAt: '2026-11-25T06:30:00.000Z',
  ...over,
});

function server(available: number, history = [row(1)], totalRecords = history.length) {
  return installFakeFetch({
    'GET rewardPoints/getRewardData': {
      status: 200,
      data: {
        retailerData: { totalpointsAvailable: available, totalPointsEarned: available },
        conversionRate: '10_points',
      },
    },
    'GET rewardPoints/getRewardHistory': { status: 200, data: { history, totalRecords } },
    'POST rewardPoints/getCategories': { status: 200, data: { _embedded: { product: catalogue } } },
    'POST rewardPoints/postRewardPoints': { status: 200, message: 'Redeemed', data: { redemptionId: 4 } },
  });
}

describe('/rewardPoints', () => {
  it('shows the points and the history: labels, dates, signs and status words', async () => {
    server(1_234, [
      row(3, {
        transactionType: 'debit',
        points: 1000,
        status: 0,
        rewardService: null,
        rewardServiceId: null,
      }),
      row(2, {
        transactionType: 'credit',
        points: 1000,
        status: 1,
        rewardService: null,
        rewardServiceId: null,
      }),
      row(1),
    ]);
    renderApp('/rewardPoints', { session: retailerSession() });
    expect(await screen.findByText('Total Points: 1,234')).toBeTruthy();
    const list = await screen.findByRole('list', { name: 'HISTORY' });
    const items = within(list).getAllByRole('listitem');
    expect(items.map((i) => i.textContent)).toEqual([
      'Redeemed Voucher25/11/2026-1,000Pending',
      'Refunded Points25/11/2026+1,000',
      'Invoice #INV/26-27/000125/11/2026+5',
    ]);
  });

  it('pages the history 10 at a time', async () => {
    const fake = server(
      0,
      Array.from({ length: 10 }, (_, i) => row(20 - i)),
      12,
    );
    const { user } = renderApp('/rewardPoints', { session: retailerSession() });
    await screen.findByRole('list', { name: 'HISTORY' });
    await user.click(screen.getByRole('button', { name: 'Next page' }));
    await screen.findByText('Total Points: 0');
    expect(fake.callsTo('GET rewardPoints/getRewardHistory').map((c) => c.query.get('page'))).toContain('2');
  });

  it('refuses Checkout with nothing selected and when the points do not cover the cards', async () => {
    server(1_500);
    const { user } = renderApp('/rewardPoints', { session: retailerSession() });
    await screen.findByText('Total Points: 1,500');
    await user.click(await screen.findByRole('button', { name: 'Checkout' }));
    expect(await screen.findByText('Select atleast 1 Gift Card !')).toBeTruthy();
    const flipkart = await screen.findByRole('group', { name: 'Flipkart Gift Card 250' });
    await user.click(within(flipkart).getByRole('button', { name: 'REDEEM' }));
    expect(screen.getByText('Points Required: 2,500')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Checkout' }));
    expect(await screen.findByText('Insufficient Points')).toBeTruthy();
  });

  it('steps quantities, stops at 4 cards, confirms and sends the spec payload', async () => {
    const fake = server(50_000);
    const { user } = renderApp('/rewardPoints', { session: retailerSession({ email: 'demo@galla.local' }) });
    await screen.findByText('Total Points: 50,000');
    const amazon = await screen.findByRole('group', { name: 'Amazon Pay Gift Card 100' });
    await user.click(within(amazon).getByRole('button', { name: 'REDEEM' }));
    const more = within(amazon).getByRole('button', { name: 'One more Amazon Pay Gift Card' });
    await user.click(more);
    await user.click(more);
    await user.click(more);
    await user.click(more);
    expect(await screen.findByText('Max 4 Gift Cards allowed')).toBeTruthy();
    await user.click(within(amazon).getByRole('button', { name: 'One less Amazon Pay Gift Card' }));
    await user.click(within(amazon).getByRole('button', { name: 'One less Amazon Pay Gift Card' }));
    const flipkart = screen.getByRole('group', { name: 'Flipkart Gift Card 250' });
    await user.click(within(flipkart).getByRole('button', { name: 'REDEEM' }));
    expect(screen.getByText('Points Required: 4,500')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Checkout' }));
    const dialog = await screen.findByRole('dialog', { name: 'Confirm Purchase' });
    expect(dialog.textContent).toContain('Do you want to redeem 4,500 for :');
    expect(
      within(dialog)
        .getAllByRole('listitem')
        .map((l) => l.textContent),
    ).toEqual(['2 x 100 Amazon Pay Gift Card', '1 x 250 Flipkart Gift Card']);
    await user.click(within(dialog).getByRole('button', { name: 'Confirm' }));
    expect(await screen.findByText('Redeemed')).toBeTruthy();
    expect(fake.callsTo('POST rewardPoints/postRewardPoints')[0]?.body).toEqual({
      address: { billToThis: false, country: 'IN' },
      deliveryMode: 'EMAIL',
      syncOnly: true,
      payments: [{ code: 'svc', amount: 450 }],
      points: '4500',
      products: [
        { id: 1, sku: 'AMZPAY-100', price: '100', qty: 2, currency: 356 },
        { id: 2, sku: 'FLIPKART-250', price: '250', qty: 1, currency: 356 },
      ],
      names: ['Amazon Pay Gift Card', 'Flipkart Gift Card'],
    });
    expect(screen.getByText('Points Required: 0')).toBeTruthy();
  });
});

import { staffPermissions } from '@galla/domain/permissions';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { installFakeFetch } from '../../test/fake-fetch';
import { staffSession } from '../../test/fixtures';
import { renderApp } from '../../test/render-app';
// Loaded up front: the console opens them lazily, and a cold transform on a busy machine can take
// longer than a test waits for a screen.
import './rewards-approval-page';
import './rewards-page';

const admin = staffSession({
  userType: 'Admin',
  permissions: [...staffPermissions.Admin],
  totpEnrolled: true,
});

const settings = {
  pointsRupeesPerPoint: 100,
  pointsConversionRate: 10,
  surveyRewardSku: null,
  cards: [
    { sku: 'AMZPAY-100', name: 'Amazon Pay Gift Card', value: 100 },
    { sku: 'FLIPKART-250', name: 'Flipkart Gift Card', value: 250 },
  ],
};
// The first screen of a test waits longer: the console's shell and lazy page load under a busy machine.
const slow = { timeout: 15_000 };
const card = (sku: string, name: string, value: number, enabled = true) => ({
  sku,
  name,
  value,
  imageUrl: null,
  enabled,
  surveyReward: false,
});

describe('Rewards (Admin)', { timeout: 60_000 }, () => {
  it('checks the rule with the server’s schema, saves it with the survey card, and switches a card off', async () => {
    const server = installFakeFetch({
      'GET admin/rewards/settings': { status: 200, data: settings },
      'POST admin/rewards/updateSettings': { status: 200, message: 'Reward settings saved' },
      'GET admin/rewards/giftCards': {
        status: 200,
        data: {
          total: 2,
          rows: [
            card('AMZPAY-100', 'Amazon Pay Gift Card', 100),
            card('FLIPKART-250', 'Flipkart Gift Card', 250),
          ],
        },
      },
      'POST admin/rewards/setGiftCard': {
        status: 200,
        message: 'The card is no longer offered to retailers',
      },
    });
    const { user } = renderApp('/dashboard/rewards', { session: admin });
    const rate = await screen.findByLabelText('Points per rupee of voucher value', {}, slow);
    expect(await screen.findByText('FLIPKART-250')).toBeTruthy();
    expect(server.callsTo('GET admin/rewards/giftCards')[0]?.query.get('pageSize')).toBe('20');

    await user.clear(rate);
    await user.type(rate, '0');
    await user.click(screen.getByRole('button', { name: 'Save reward settings' }));
    expect(
      await screen.findByText('Enter the points per rupee of voucher value, from 1 to 1,000'),
    ).toBeTruthy();
    expect(server.callsTo('POST admin/rewards/updateSettings')).toHaveLength(0);

    await user.clear(rate);
    await user.type(rate, '20');
    await user.click(screen.getByRole('combobox', { name: 'Card a filled customer survey wins' }));
    await user.click(await screen.findByRole('option', { name: /Flipkart Gift Card/ }));
    await user.click(screen.getByRole('button', { name: 'Save reward settings' }));
    await waitFor(() => expect(server.callsTo('POST admin/rewards/updateSettings')).toHaveLength(1));
    expect(server.callsTo('POST admin/rewards/updateSettings')[0]?.body).toEqual({
      pointsRupeesPerPoint: 100,
      pointsConversionRate: 20,
      surveyRewardSku: 'FLIPKART-250',
    });
    expect(await screen.findByText('Reward settings saved')).toBeTruthy();

    await user.click(screen.getByRole('switch', { name: 'Offer Amazon Pay Gift Card ₹100.00 to retailers' }));
    await waitFor(() => expect(server.callsTo('POST admin/rewards/setGiftCard')).toHaveLength(1));
    expect(server.callsTo('POST admin/rewards/setGiftCard')[0]?.body).toEqual({
      sku: 'AMZPAY-100',
      enabled: false,
    });
  });

  it('says so when the cards cannot be loaded, and when none match', async () => {
    installFakeFetch({
      'GET admin/rewards/settings': { status: 500, error: 'down' },
      'GET admin/rewards/giftCards': { status: 200, data: { total: 0, rows: [] } },
    });
    renderApp('/dashboard/rewards', { session: admin });
    expect(
      await screen.findByText(
        'The reward settings could not be loaded. Reload the page to try again.',
        {},
        slow,
      ),
    ).toBeTruthy();
    expect(await screen.findByText('No cards match. Clear the search or the filter.')).toBeTruthy();
  });
});

describe('Rewards approval (Admin)', { timeout: 60_000 }, () => {
  const row = (redemptionId: number, status = 'pending', extra = {}) => ({
    redemptionId,
    shopId: 3,
    shopName: 'Rekha Electronics',
    phone: '9206000001',
    points: 3_500,
    value: 350,
    cards: [
      { sku: 'AMZPAY-100', name: 'Amazon Pay Gift Card', value: 100, qty: 1 },
      { sku: 'FLIPKART-250', name: 'Flipkart Gift Card', value: 250, qty: 1 },
    ],
    deliveryMode: 'EMAIL',
    requestedAt: '2026-11-20T06:30:00.000Z',
    status,
    decidedAt: null,
    decidedBy: null,
    reason: null,
    lastError: null,
    ...extra,
  });

  it('lists pending redemptions first, approves one, and rejects another with a reason', async () => {
    const server = installFakeFetch({
      'GET admin/redemptions': { status: 200, data: { total: 2, rows: [row(7), row(8)] } },
      'POST admin/redemptions/approve': {
        status: 200,
        message: 'Approved: the vouchers were ordered and sent to the retailer',
        data: { vouchers: 2 },
      },
      'POST admin/redemptions/reject': {
        status: 200,
        message: 'Rejected: the points were returned to the retailer',
      },
    });
    const { user } = renderApp('/dashboard/rewardsApproval', { session: admin });
    expect((await screen.findAllByText('Rekha Electronics', {}, slow)).length).toBe(2);
    expect(screen.getAllByText('₹350.00').length).toBe(2);
    expect(screen.getAllByText('1 × Flipkart Gift Card ₹250.00').length).toBe(2);
    const first = server.callsTo('GET admin/redemptions')[0]!.query;
    expect([first.get('status'), first.get('sortBy'), first.get('sortDirection')]).toEqual([
      'pending',
      'requestedAt',
      'asc',
    ]);

    await user.click(screen.getByRole('button', { name: 'Approve redemption 7 of Rekha Electronics' }));
    await waitFor(() => expect(server.callsTo('POST admin/redemptions/approve')).toHaveLength(1));
    expect(server.callsTo('POST admin/redemptions/approve')[0]?.body).toEqual({ redemptionId: 7 });
    expect(
      await screen.findByText('Approved: the vouchers were ordered and sent to the retailer'),
    ).toBeTruthy();

    await user.click(screen.getByRole('button', { name: 'Reject redemption 8 of Rekha Electronics' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('The 3,500 points go back to Rekha Electronics.')).toBeTruthy();
    await user.click(within(dialog).getByRole('button', { name: 'Reject and return the points' }));
    expect(
      await within(dialog).findByText(
        'Write why the redemption is rejected (3 to 300 characters); the retailer is told',
      ),
    ).toBeTruthy();
    await user.type(within(dialog).getByLabelText('Reason'), 'Bills under review');
    await user.click(within(dialog).getByRole('button', { name: 'Reject and return the points' }));
    await waitFor(() => expect(server.callsTo('POST admin/redemptions/reject')).toHaveLength(1));
    expect(server.callsTo('POST admin/redemptions/reject')[0]?.body).toEqual({
      redemptionId: 8,
      reason: 'Bills under review',
    });
  });

  it('shows who decided first when another Admin was quicker, and reads the queue again', async () => {
    const server = installFakeFetch({
      'GET admin/redemptions': { status: 200, data: { total: 1, rows: [row(7)] } },
      'POST admin/redemptions/approve': {
        status: 409,
        error: 'Already approved by Ravi Tester. The list has been refreshed.',
      },
    });
    const { user } = renderApp('/dashboard/rewardsApproval', { session: admin });
    await user.click(
      await screen.findByRole('button', { name: 'Approve redemption 7 of Rekha Electronics' }, slow),
    );
    expect(
      await screen.findByText('Already approved by Ravi Tester. The list has been refreshed.'),
    ).toBeTruthy();
    await waitFor(() => expect(server.callsTo('GET admin/redemptions').length).toBeGreaterThan(1));
  });

  it('offers a retry for a failed approval, filters by status, and says when nothing matches', async () => {
    const server = installFakeFetch({
      'GET admin/redemptions': (request) =>
        request.query.get('status') === 'failed'
          ? { status: 200, data: { total: 0, rows: [] } }
          : {
              status: 200,
              data: {
                total: 1,
                rows: [
                  row(9, 'failed', {
                    decidedAt: '2026-11-20T07:00:00.000Z',
                    decidedBy: 'Asha Tester',
                    lastError: 'timeout',
                  }),
                ],
              },
            },
    });
    const { user } = renderApp('/dashboard/rewardsApproval', { session: admin });
    expect(
      await screen.findByRole('button', { name: 'Order the vouchers of redemption 9 again' }, slow),
    ).toBeTruthy();
    expect(screen.getByText('The gift-card provider did not answer: timeout. Try again.')).toBeTruthy();
    await user.click(screen.getByRole('combobox', { name: 'Status' }));
    await user.click(await screen.findByRole('option', { name: 'Failed' }));
    expect(await screen.findByText('No redemptions match. Change the status or the dates.')).toBeTruthy();
    expect(server.callsTo('GET admin/redemptions').at(-1)?.query.get('status')).toBe('failed');
  });

  it('says so when the queue cannot be loaded', async () => {
    installFakeFetch({ 'GET admin/redemptions': { status: 500, error: 'down' } });
    renderApp('/dashboard/rewardsApproval', { session: admin });
    expect(
      await screen.findByText('The redemptions could not be loaded. Reload the page to try again.', {}, slow),
    ).toBeTruthy();
  });
});

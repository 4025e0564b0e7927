import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { installFakeFetch } from '../../test/fake-fetch';
import { retailerSession } from '../../test/fixtures';
import { renderApp } from '../../test/render-app';
import { credit } from './test-credits';

describe('/creditBook/customer (khata)', () => {
  it("shows a customer's dues across their bills", async () => {
    const server = installFakeFetch({
      'POST creditbook/customerDues': {
        status: 200,
        data: {
          customerId: 5,
          customerName: 'Asha Kulkarni',
          mobileNumber: '9822098220',
          totalAmount: 2000,
          receivedAmount: 333.33,
          dueBalance: 1666.67,
          credits: [credit({ creditId: 12, billNumber: 'INV/26-27/0041' }), credit({ dueBalance: 666.67 })],
        },
      },
    });
    renderApp('/creditBook/customer?id=5', { session: retailerSession() });
    expect(await screen.findByRole('heading', { name: 'Khata: Asha Kulkarni' })).toBeTruthy();
    expect(screen.getByRole('region', { name: 'Due balance' }).textContent).toBe('Due balance₹1,666.67');
    expect(screen.getByRole('region', { name: 'Received' }).textContent).toBe('Received₹333.33');
    const bills = screen.getByRole('list', { name: 'Bills on credit' });
    expect(within(bills).getAllByRole('listitem')).toHaveLength(2);
    expect(server.callsTo('POST creditbook/customerDues')[0]?.body).toEqual({ customerId: 5 });
  });

  it('says when the customer has no dues here', async () => {
    installFakeFetch({ 'POST creditbook/customerDues': { status: 404, error: 'No such credit' } });
    renderApp('/creditBook/customer?id=77', { session: retailerSession() });
    expect((await screen.findByRole('alert')).textContent).toContain('This credit was not found.');
  });
});

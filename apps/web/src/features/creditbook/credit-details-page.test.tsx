import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { installFakeFetch } from '../../test/fake-fetch';
import { retailerSession } from '../../test/fixtures';
import { renderApp } from '../../test/render-app';
import { details } from './test-credits';

describe('/creditBookingDetails', () => {
  it('shows the customer, bill, received and due, and the EMI table', async () => {
    installFakeFetch({ 'POST creditbook/getCreditDetails': { status: 200, data: details() } });
    renderApp('/creditBookingDetails?id=11', { session: retailerSession() });
    const table = await screen.findByRole('table', { name: 'EMIs' });
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows.map((r) => r.textContent)).toEqual([
      expect.stringContaining('21/12/2026₹333.33Unpaid'),
      expect.stringContaining('21/01/2027₹333.33Unpaid'),
      expect.stringContaining('21/02/2027₹333.34Unpaid'),
    ]);
    expect(screen.getByText('Asha Kulkarni')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Bill INV/26-27/0040' }).getAttribute('href')).toBe(
      '/invoice?billId=40&invoiceId=40',
    );
    expect(screen.getByRole('region', { name: 'Received' }).textContent).toBe('Received₹0.00');
    expect(screen.getByRole('region', { name: 'Due balance' }).textContent).toBe('Due balance₹1,000.00');
    const whatsapp =
      screen.getByRole('link', { name: 'Remind EMI 1 on WhatsApp' }).getAttribute('href') ?? '';
    expect(whatsapp.startsWith('https://wa.me/919822098220?text=')).toBe(true);
    expect(decodeURIComponent(whatsapp)).toContain(
      'your EMI of Rs 333.33 for bill INV/26-27/0040 at Sharma Mobiles',
    );
  });

  it('marks an EMI paid through the confirm modal; the balance falls and its reminder is disabled', async () => {
    let paid = false;
    const server = installFakeFetch({
      'POST creditbook/getCreditDetails': () => ({ status: 200, data: details(paid) }),
      'POST creditbook/postPayment': () => {
        paid = true;
        return { status: 200, message: 'Payment recorded', data: details(true) };
      },
    });
    const { user } = renderApp('/creditBookingDetails?id=11', { session: retailerSession() });
    await user.click(await screen.findByRole('button', { name: 'Mark EMI 1 paid' }));
    const dialog = await screen.findByRole('dialog', { name: 'Mark EMI 1 paid' });
    const amount = within(dialog).getByLabelText('Amount received') as HTMLInputElement;
    expect(amount.value).toBe('333.33');
    const date = within(dialog).getByLabelText('Date') as HTMLInputElement;
    await user.click(within(dialog).getByRole('button', { name: 'Confirm' }));
    expect(server.callsTo('POST creditbook/postPayment')[0]?.body).toEqual({
      creditId: 11,
      creditBookDetailsId: 101,
      amountRecieved: '333.33',
      Date: date.value,
    });
    expect(await screen.findByText('Payment recorded')).toBeTruthy();
    expect(screen.getByRole('region', { name: 'Due balance' }).textContent).toBe('Due balance₹666.67');
    const reminder = screen.getByRole('button', { name: 'EMI 1 is paid: no reminder' });
    expect(reminder.hasAttribute('disabled') || reminder.getAttribute('data-disabled') === 'true').toBe(true);
    expect(screen.queryByRole('button', { name: 'Mark EMI 1 paid' })).toBeNull();
  });

  it('refuses an empty amount in the modal without calling the server', async () => {
    const server = installFakeFetch({ 'POST creditbook/getCreditDetails': { status: 200, data: details() } });
    const { user } = renderApp('/creditBookingDetails?id=11', { session: retailerSession() });
    await user.click(await screen.findByRole('button', { name: 'Mark EMI 2 paid' }));
    const dialog = await screen.findByRole('dialog');
    await user.clear(within(dialog).getByLabelText('Amount received'));
    await user.click(within(dialog).getByRole('button', { name: 'Confirm' }));
    expect(within(dialog).getByText('Amount received should be greater than 0')).toBeTruthy();
    expect(server.callsTo('POST creditbook/postPayment')).toHaveLength(0);
  });

  it('sends a reminder for an unpaid EMI', async () => {
    const server = installFakeFetch({
      'POST creditbook/getCreditDetails': { status: 200, data: details() },
      'POST creditbook/creditSendSms': {
        status: 200,
        message: 'Reminder sent',
        data: { message: 'Dear Asha', whatsappUrl: 'https://wa.me/919822098220?text=Dear%20Asha' },
      },
    });
    const { user } = renderApp('/creditBookingDetails?id=11', { session: retailerSession() });
    await user.click(await screen.findByRole('button', { name: 'Send reminder for EMI 2' }));
    expect(await screen.findByText('Reminder sent')).toBeTruthy();
    expect(server.callsTo('POST creditbook/creditSendSms')[0]?.body).toEqual({
      creditId: 11,
      creditBookDetailsId: 102,
    });
  });

  it('says when the credit is not found', async () => {
    installFakeFetch({ 'POST creditbook/getCreditDetails': { status: 404, error: 'No such credit' } });
    renderApp('/creditBookingDetails?id=999', { session: retailerSession() });
    expect((await screen.findByRole('alert')).textContent).toContain('This credit was not found.');
  });
});

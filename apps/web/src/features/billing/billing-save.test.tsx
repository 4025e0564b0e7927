import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { FakeRoutes } from '../../test/fake-fetch';
import { currentPath, renderApp } from '../../test/render-app';
import { addByKeyboard, lineField, screenReady, summary } from './test-helpers';
import { billingServer, billingSession, karnatakaCustomer, phone, savedAnswer } from './test-server';

const KEY = '6f1c1b2e-9a5d-4c1e-8f00-000000000001';
const field = (name: string) => screen.getByRole('textbox', { name }) as HTMLInputElement;
const select = (name: string) => screen.getByRole('combobox', { name }) as HTMLSelectElement;

async function twoPhones(routes: FakeRoutes = {}) {
  const server = billingServer({ customers: [karnatakaCustomer], routes });
  const view = renderApp('/billing', { session: billingSession() });
  await screenReady();
  await addByKeyboard(view.user, 'redmi', 'Redmi Note 13');
  await view.user.clear(lineField('Redmi Note 13', 'Quantity'));
  await view.user.type(lineField('Redmi Note 13', 'Quantity'), '2');
  expect(summary('Total')).toBe('₹2,360.00');
  return { server, ...view };
}

describe('/billing payment', () => {
  it('payment 1 defaults to the total; less than the total opens payment 2 for the remainder', async () => {
    const { user } = await twoPhones();
    expect(field('Amount paid').value).toBe('2360');
    expect(screen.queryByRole('combobox', { name: 'Second payment mode' })).toBeNull();

    await user.clear(field('Amount paid'));
    await user.type(field('Amount paid'), '2000');
    expect(field('Second payment amount').value).toBe('360');
    const modes = within(select('Second payment mode'))
      .getAllByRole('option')
      .map((o) => o.textContent);
    expect(modes).toEqual(['Card', 'UPI', 'Net Banking', 'Other']);

    await user.clear(field('Amount paid'));
    await user.type(field('Amount paid'), '2400');
    expect(screen.getByText('Amount can not be more than total Amount')).toBeTruthy();
  });

  it('finance takes the whole total: down payment, months, start date, finance amount and EMI', async () => {
    const { user } = await twoPhones();
    await user.selectOptions(select('Payment mode'), 'finance');
    expect(field('Amount paid').value).toBe('2360');
    expect(field('Amount paid').readOnly).toBe(true);
    expect(field('Number of months').value).toBe('1');
    expect(field('EMI start date').value).toBe('10/06/2026');

    await user.type(field('Down payment'), '360');
    await user.clear(field('Number of months'));
    await user.type(field('Number of months'), '3');
    const finance = screen.getByRole('group', { name: 'Finance amount' });
    expect(within(finance).getByText('₹2,000.00')).toBeTruthy();
    // ₹2,000 over 3 months: ₹666.67 a month (the last instalment absorbs the paisa).
    expect(within(finance).getByText('3 × ₹666.67 a month')).toBeTruthy();

    await user.clear(field('Number of months'));
    await user.type(field('Number of months'), '0');
    expect(screen.getByText('Number of months should be greater than 0')).toBeTruthy();
    await user.clear(field('Number of months'));
    await user.type(field('Number of months'), '123');
    expect(field('Number of months').value).toBe('12');

    await user.clear(field('Down payment'));
    await user.type(field('Down payment'), '2360');
    expect(screen.getByText('Amount should be less than total Amount')).toBeTruthy();
  });
});

describe('/billing save', () => {
  it('refuses an empty walk-in bill naming the missing products (a walk-in needs no contact)', async () => {
    const server = billingServer();
    const { user } = renderApp('/billing', { session: billingSession() });
    await screenReady();
    await user.click(screen.getByRole('button', { name: 'Save Invoice' }));
    expect(await screen.findByText('Add products to the bill')).toBeTruthy();
    expect(server.callsTo('POST billing/saveInvoice')).toHaveLength(0);
  });

  it('sends the exact payload with an Idempotency-Key, then congratulates with the points', async () => {
    vi.spyOn(crypto, 'randomUUID').mockReturnValue(KEY);
    const { server, user } = await twoPhones();

    // Bill to a Karnataka customer: the place of supply suggests IGST.
    await user.type(screen.getByRole('textbox', { name: 'Search customer' }), 'sur');
    await user.click(
      await screen.findByRole('option', { name: 'Suresh Rao (9845012345)' }, { timeout: 3000 }),
    );
    expect(screen.getByRole('group', { name: 'Bill to' }).textContent).toContain('Suresh Rao');
    expect((screen.getByRole('radio', { name: 'IGST' }) as HTMLInputElement).checked).toBe(true);
    expect(summary('IGST')).toBe('₹360.00');

    await user.clear(field('Amount paid'));
    await user.type(field('Amount paid'), '2000');
    await user.selectOptions(select('Second payment mode'), 'upi');
    await user.type(field('Remark'), 'Gift wrap');
    await user.click(screen.getByRole('button', { name: 'Save Invoice' }));

    const dialog = await screen.findByRole('dialog', { name: 'Congratulations!' });
    expect(within(dialog).getByText('You earned 23 reward points on this bill.')).toBeTruthy();
    expect(within(dialog).getByRole('link', { name: 'Redeem Now' }).getAttribute('href')).toBe(
      '/rewardPoints',
    );
    const [call] = server.callsTo('POST billing/saveInvoice');
    expect(call?.headers['Idempotency-Key']).toBe(KEY);
    expect(call?.body).toEqual({
      billtype: 'GST',
      invoice_date: '2026-05-10',
      customerId: 41,
      totalAmount: 2360,
      invoiceDiscount: 0,
      paymentMode1: 'cash',
      paymentMode1Amount: 2000,
      paymentMode2: 'upi',
      paymentMode2Amount: 360,
      remark: 'Gift wrap',
      financeAmount: null,
      emiAmount: null,
      downPayment: 0,
      numberOfMonths: null,
      startDateEmi: null,
      gstType: 'IGST',
      productDetails: [
        {
          productId: phone.productId,
          quantity: 2,
          price: 1180,
          discountAmount: 0,
          gstPercent: 18,
          amount: 2360,
          amountBeforeTax: 2000,
          cgstAmount: 0,
          sgstAmount: 0,
          igstAmount: 360,
        },
      ],
    });

    // Create New Invoice: an empty screen and a fresh serial.
    const serialCalls = server.callsTo('GET billing/getSerialNo').length;
    await user.click(within(dialog).getByRole('button', { name: 'Create New Invoice' }));
    expect(await screen.findByText('Search products or scan a barcode to start a bill')).toBeTruthy();
    await waitFor(() => expect(server.callsTo('GET billing/getSerialNo').length).toBe(serialCalls + 1));
    expect(screen.getByRole('textbox', { name: 'Search customer' })).toBeTruthy();
  });

  it('sends a bill discount, shared over the lines, with the total it leaves', async () => {
    const { server, user } = await twoPhones();
    await user.type(field('Bill discount (Rs)'), '60');
    expect(summary('Discount')).toBe('₹60.00');
    expect(summary('Total')).toBe('₹2,300.00');
    expect(field('Amount paid').value).toBe('2300');
    await user.click(screen.getByRole('button', { name: 'Save Invoice' }));
    await screen.findByRole('dialog', { name: 'Congratulations!' });
    const [call] = server.callsTo('POST billing/saveInvoice');
    expect(call?.body).toMatchObject({
      invoiceDiscount: 60,
      totalAmount: 2300,
      productDetails: [{ discountAmount: 0, amount: 2300, amountBeforeTax: 1949.15 }],
    });
  });

  it('sends finance figures, and Show Invoice opens the saved invoice', async () => {
    const { server, user, router } = await twoPhones();
    await user.selectOptions(select('Payment mode'), 'finance');
    await user.type(field('Down payment'), '360');
    await user.clear(field('Number of months'));
    await user.type(field('Number of months'), '4');
    await user.click(screen.getByRole('button', { name: 'Save Invoice' }));
    const dialog = await screen.findByRole('dialog', { name: 'Congratulations!' });
    expect(server.callsTo('POST billing/saveInvoice')[0]?.body).toMatchObject({
      gstType: 'CGST and SGST',
      paymentMode1: 'finance',
      paymentMode1Amount: 2360,
      paymentMode2: null,
      paymentMode2Amount: null,
      financeAmount: 2000,
      emiAmount: 500,
      downPayment: 360,
      numberOfMonths: 4,
      startDateEmi: '2026-06-10',
      productDetails: [{ cgstAmount: 180, sgstAmount: 180, igstAmount: 0, amountBeforeTax: 2000 }],
    });
    await user.click(within(dialog).getByRole('button', { name: 'Show Invoice' }));
    await waitFor(() => expect(currentPath(router)).toBe('/invoice'));
    expect(router.state.location.search).toBe('?billId=70&invoiceId=91');
  });

  it('shows the low-inventory message as an info toast', async () => {
    const { user } = await twoPhones({
      'POST billing/saveInvoice': {
        status: 200,
        data: { ...savedAnswer, inventoryLowMessage: 'Inventory is low for Redmi Note 13' },
      },
    });
    await user.click(screen.getByRole('button', { name: 'Save Invoice' }));
    await screen.findByRole('dialog', { name: 'Congratulations!' });
    expect(await screen.findByText('Inventory is low for Redmi Note 13')).toBeTruthy();
  });
});

import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { retailerSession } from '../../test/fixtures';
import { renderApp } from '../../test/render-app';
import { summary } from './test-invoices';
import { invoiceServer } from './test-server';

// Issue 17, "Also": the invoice list's dates, its total, and whether each bill is paid.

beforeAll(() => Promise.all([import('../../app/signed-in-layout'), import('./invoice-list-page')]), 60_000);

const cards = async () =>
  within(await screen.findByRole('list', { name: 'Invoices' })).getAllByRole('listitem');
const listTotal = () => screen.findByRole('status', { name: 'Total of the list' });

const invoices = [
  summary({ invoiceId: 4, invoiceNumber: 'INV/26-27/0004', invoiceDate: '2026-05-06', totalAmount: 1180 }),
  summary({
    invoiceId: 3,
    invoiceNumber: 'INV/26-27/0003',
    invoiceDate: '2026-05-05',
    totalAmount: 1180,
    paymentStatus: 'partPaid',
    dueAmount: 1000,
  }),
  summary({
    invoiceId: 2,
    invoiceNumber: 'INV/26-27/0002',
    invoiceDate: '2026-05-05',
    totalAmount: 500,
    paymentStatus: 'due',
    dueAmount: 500,
  }),
  summary({
    invoiceId: 1,
    invoiceNumber: 'INV/26-27/0001',
    invoiceDate: '2026-05-04',
    totalAmount: 99,
    status: 2,
    paymentStatus: null,
  }),
];

describe('/Search Invoice: dates, total and payment', () => {
  it('marks each bill Paid, Part-paid or Due, and a cancelled one neither', async () => {
    invoiceServer({ invoices });
    renderApp('/Search Invoice', { session: retailerSession() });
    const [paid, part, due, cancelled] = await cards();
    expect(within(paid!).getByText('Paid')).toBeTruthy();
    expect(within(part!).getByText('Part-paid')).toBeTruthy();
    expect(within(part!).getByText('₹1,000.00 still due')).toBeTruthy();
    expect(within(due!).getByText('Due')).toBeTruthy();
    expect(within(due!).getByText('₹500.00 still due')).toBeTruthy();
    expect(paid!.querySelector('[data-due]')).toBeNull();
    expect(cancelled!.querySelector('[data-payment]')).toBeNull();
  });

  it('shows what the whole list adds up to, and narrows list and total to the chosen dates', async () => {
    const server = invoiceServer({ invoices });
    renderApp('/Search Invoice', { session: retailerSession() });
    expect((await listTotal()).textContent).toBe('3 billsTotal ₹2,860.00 · Due ₹1,500.00');

    fireEvent.change(screen.getByLabelText('From Date'), { target: { value: '2026-05-05' } });
    fireEvent.change(screen.getByLabelText('To Date'), { target: { value: '2026-05-05' } });
    await waitFor(async () => expect(await cards()).toHaveLength(2));
    await waitFor(async () =>
      expect((await listTotal()).textContent).toBe('2 billsTotal ₹1,680.00 · Due ₹1,500.00'),
    );
    expect(server.searches().at(-1)).toMatchObject({ fromDate: '2026-05-05', toDate: '2026-05-05', page: 1 });
  });

  it('says nothing matches when the dates hold no bill, rather than inviting a first bill', async () => {
    invoiceServer({ invoices });
    renderApp('/Search Invoice', { session: retailerSession() });
    await cards();
    fireEvent.change(screen.getByLabelText('From Date'), { target: { value: '2026-05-07' } });
    expect(await screen.findByText('No invoices match your search')).toBeTruthy();
    expect((await listTotal()).textContent).toBe('0 billsTotal ₹0.00');
  });
});

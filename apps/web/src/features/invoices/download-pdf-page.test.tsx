import { screen } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { installFakeFetch } from '../../test/fake-fetch';
import { renderApp } from '../../test/render-app';
import { setPhoneViewport } from '../../test/viewport';

const invoice = {
  invoiceNumber: 'INV/26-27/0042',
  tradeName: 'Kumar Kirana Store',
  invoiceDate: '2026-05-04',
  totalAmount: 125000,
  status: 1,
  title: 'Tax Invoice',
};

function publicServer(data: typeof invoice | null) {
  return installFakeFetch({
    'GET invoices/public/tok_abc123': data
      ? { status: 200, data }
      : { status: 404, error: 'No such invoice' },
  });
}

// The first render would otherwise also transform the lazy route chunks, which on a busy shared
// machine can outlast findBy's 5 seconds.
beforeAll(() => Promise.all([import('./download-pdf-page')]), 60_000);

describe('/downloadPdf/:invoiceToken (no login)', () => {
  it('shows the shop, number, date and total with both PDF downloads and a preview', async () => {
    const server = publicServer(invoice);
    renderApp('/downloadPdf/tok_abc123');
    expect(await screen.findByRole('heading', { name: 'Invoice INV/26-27/0042' })).toBeTruthy();
    expect(screen.getByText('Kumar Kirana Store')).toBeTruthy();
    expect(screen.getByText('Tax Invoice')).toBeTruthy();
    expect(screen.getByText('Date:').parentElement?.textContent).toBe('Date: 04/05/2026');
    expect(screen.getByText('Total:').parentElement?.textContent).toBe('Total: ₹1,25,000.00');
    expect(screen.queryByText('Completed')).toBeNull();

    const a4 = screen.getByRole('link', { name: 'Download PDF (A4)' });
    expect(a4.getAttribute('href')).toBe('/api/v3/invoices/pdf/tok_abc123?layout=a4&download=1');
    expect(
      screen.getByRole('link', { name: 'Download for thermal printer (80 mm)' }).getAttribute('href'),
    ).toBe('/api/v3/invoices/pdf/tok_abc123?layout=80mm&download=1');
    expect((await screen.findByTitle('Invoice preview')).getAttribute('src')).toBe(
      '/api/v3/invoices/pdf/tok_abc123?layout=a4',
    );
    // No session, so no auth header.
    expect(server.callsTo('GET invoices/public/tok_abc123')[0]?.headers['auth-token']).toBeUndefined();
  });

  it('leaves the preview out on a phone', async () => {
    setPhoneViewport();
    publicServer(invoice);
    renderApp('/downloadPdf/tok_abc123');
    expect(await screen.findByRole('link', { name: 'Download PDF (A4)' })).toBeTruthy();
    expect(screen.queryByTitle('Invoice preview')).toBeNull();
  });

  it('marks a cancelled invoice', async () => {
    publicServer({ ...invoice, status: 2 });
    renderApp('/downloadPdf/tok_abc123');
    expect(await screen.findByText('Cancelled')).toBeTruthy();
  });

  it('explains an invalid link without an error toast', async () => {
    publicServer(null);
    renderApp('/downloadPdf/tok_abc123');
    expect(await screen.findByText('This invoice link is not valid')).toBeTruthy();
    expect(screen.getByText('Please ask the shop for a new link.')).toBeTruthy();
    // The page explains it; no error toast on top (the fake's error text differs from the page's).
    expect(screen.queryByText('No such invoice')).toBeNull();
    expect(screen.queryByRole('link', { name: 'Download PDF (A4)' })).toBeNull();
  });
});

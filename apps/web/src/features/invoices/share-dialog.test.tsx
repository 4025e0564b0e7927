import { screen, waitFor, within } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { retailerSession } from '../../test/fixtures';
import { renderApp } from '../../test/render-app';
import { view } from './test-invoices';
import { invoiceServer } from './test-server';

const path = '/invoice?billId=101&invoiceId=501';

async function openShare(invoice = view()) {
  const server = invoiceServer({ views: [invoice] });
  const app = renderApp(path, { session: retailerSession() });
  await app.user.click(await screen.findByRole('button', { name: 'Share' }));
  const dialog = await screen.findByRole('dialog', { name: 'Share invoice' });
  return { ...app, server, dialog };
}

const whatsapp = (dialog: HTMLElement) =>
  new URL(within(dialog).getByRole('link', { name: 'Share on WhatsApp' }).getAttribute('href') ?? '');

// The first render would otherwise also transform the lazy route chunks, which on a busy shared
// machine can outlast findBy's 5 seconds.
beforeAll(() => Promise.all([import('../../app/signed-in-layout'), import('./invoice-page')]), 60_000);

describe('Share invoice', () => {
  it('offers the public page link and copies it', async () => {
    const { user, dialog } = await openShare();
    const link = within(dialog).getByRole('textbox', { name: 'Invoice link' }) as HTMLInputElement;
    expect(link.value).toBe(`${window.location.origin}/downloadPdf/tok_abc123`);
    await user.click(within(dialog).getByRole('button', { name: 'Copy link' }));
    expect(await within(dialog).findByRole('button', { name: 'Link copied' })).toBeTruthy();
    expect(await navigator.clipboard.readText()).toBe(`${window.location.origin}/downloadPdf/tok_abc123`);
  });

  it("WhatsApp opens a chat with the customer's mobile and a message carrying the link", async () => {
    const { dialog } = await openShare();
    const url = whatsapp(dialog);
    expect(`${url.origin}${url.pathname}`).toBe('https://wa.me/919812345678');
    expect(url.searchParams.get('text')).toBe(
      `Invoice INV/26-27/0001 from Kumar Kirana Store for ₹240.00. View or download it here: ${window.location.origin}/downloadPdf/tok_abc123`,
    );
    expect(within(dialog).getByText('WhatsApp to 9812345678')).toBeTruthy();
  });

  it('for the walk-in customer WhatsApp lets the user pick the chat, and the e-mail box starts empty', async () => {
    const base = view();
    const { dialog } = await openShare(
      view({ customer: { ...base.customer, isDefault: true, customerName: 'Walk-in Customer' } }),
    );
    const url = whatsapp(dialog);
    expect(`${url.origin}${url.pathname}`).toBe('https://wa.me/');
    expect(url.searchParams.get('text')).toContain('/downloadPdf/tok_abc123');
    expect((within(dialog).getByRole('textbox', { name: 'Email' }) as HTMLInputElement).value).toBe('');
  });

  it("e-mails the invoice to the customer's address through the server", async () => {
    const { user, server, dialog } = await openShare();
    const email = within(dialog).getByRole('textbox', { name: 'Email' }) as HTMLInputElement;
    expect(email.value).toBe('sunita@example.com');
    await user.click(within(dialog).getByRole('button', { name: 'Send by email' }));
    expect(await screen.findByText('Invoice sent')).toBeTruthy();
    expect(server.callsTo('POST billing/shareInvoice')[0]?.body).toEqual({
      invoiceId: 501,
      email: 'sunita@example.com',
    });
  });

  it('checks the address before sending', async () => {
    const { user, server, dialog } = await openShare();
    const email = within(dialog).getByRole('textbox', { name: 'Email' });
    await user.clear(email);
    await user.click(within(dialog).getByRole('button', { name: 'Send by email' }));
    expect(
      await within(dialog).findByText('Please enter an e-mail address to send the invoice to'),
    ).toBeTruthy();
    await user.type(email, 'not-an-address');
    await user.click(within(dialog).getByRole('button', { name: 'Send by email' }));
    expect(await within(dialog).findByText('email is not valid')).toBeTruthy();
    expect(server.callsTo('POST billing/shareInvoice')).toHaveLength(0);

    await user.clear(email);
    await user.type(email, 'accounts@sharma.in');
    await user.click(within(dialog).getByRole('button', { name: 'Send by email' }));
    await waitFor(() =>
      expect(server.callsTo('POST billing/shareInvoice')[0]?.body).toEqual({
        invoiceId: 501,
        email: 'accounts@sharma.in',
      }),
    );
  });
});

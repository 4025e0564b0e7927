import { screen, waitFor, within } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { configuration, retailerSession } from '../../test/fixtures';
import { currentPath, renderApp } from '../../test/render-app';
import { billOfSupply, igstView, view } from './test-invoices';
import { invoiceServer } from './test-server';

const path = '/invoice?billId=101&invoiceId=501';
const items = () => screen.findByRole('table', { name: 'Items' });
const headers = (table: HTMLElement) =>
  within(table)
    .getAllByRole('columnheader')
    .map((th) => th.textContent);
const totals = () => screen.getByRole('region', { name: 'Totals' });
/** A 'Label: value' line of the document, as read. */
const field = (label: string) => screen.getByText(`${label}:`).parentElement?.textContent;
const figure = (region: HTMLElement, label: string) =>
  within(region).getByText(label).parentElement?.lastElementChild?.textContent;

// The first render would otherwise also transform the lazy route chunks, which on a busy shared
// machine can outlast findBy's 5 seconds.
beforeAll(() => Promise.all([import('../../app/signed-in-layout'), import('./invoice-page')]), 60_000);

describe('/invoice viewer', () => {
  it('a CGST + SGST tax invoice shows both halves at half the rate, the HSN summary and the totals', async () => {
    const server = invoiceServer({ views: [view()] });
    renderApp(path, { session: retailerSession() });
    const table = await items();

    expect(screen.getByRole('heading', { name: 'Tax Invoice' })).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Invoice INV/26-27/0001' })).toBeTruthy();
    expect(screen.getByText('Completed')).toBeTruthy();
    expect(field('Place of supply')).toBe('Place of supply: Delhi (07)');
    expect(field('Tax payable on reverse charge')).toBe('Tax payable on reverse charge: No');
    expect(screen.getByText('07AAPFU0939F1ZV')).toBeTruthy();
    expect(within(screen.getByRole('region', { name: 'Bill to' })).getByText('Sunita Sharma')).toBeTruthy();
    expect(headers(table)).toEqual([
      '#',
      'Description',
      'HSN',
      'Qty',
      'Rate',
      'Value',
      'Discount',
      'Taxable value',
      'CGST %',
      'CGST amount',
      'SGST %',
      'SGST amount',
      'Amount',
    ]);
    const [, first, second] = within(table).getAllByRole('row');
    expect(
      within(first!)
        .getAllByRole('cell')
        .map((c) => c.textContent),
    ).toEqual([
      '1',
      'Parle-G Biscuit 100 g',
      '1905',
      '10 Pcs',
      '10.00',
      '100.00',
      '0.00',
      '95.24',
      '2.5',
      '2.38',
      '2.5',
      '2.38',
      '100.00',
    ]);
    expect(within(second!).getAllByRole('cell')[8]?.textContent).toBe('9');

    const hsn = screen.getByRole('table', { name: 'HSN summary' });
    expect(headers(hsn)).toEqual([
      'HSN',
      'Taxable value',
      'CGST %',
      'CGST amount',
      'SGST %',
      'SGST amount',
      'Total tax',
    ]);

    expect(figure(totals(), 'Taxable value')).toBe('₹213.88');
    expect(figure(totals(), 'CGST')).toBe('₹13.06');
    expect(figure(totals(), 'SGST')).toBe('₹13.06');
    expect(figure(totals(), 'Total tax')).toBe('₹26.12');
    expect(figure(totals(), 'Total')).toBe('₹240.00');
    expect(within(totals()).queryByText('IGST')).toBeNull();
    expect(screen.getByText('Rupees Two Hundred Forty Only')).toBeTruthy();
    expect(figure(screen.getByRole('region', { name: 'Payment' }), 'Cash')).toBe('₹240.00');

    expect(server.callsTo('POST billing/viewInvoice')[0]?.body).toEqual({ billId: 101, invoiceId: 501 });
  });

  it('an inter-state invoice shows IGST at the full rate and no CGST/SGST', async () => {
    invoiceServer({ views: [igstView()] });
    renderApp('/Invoice?billId=101&invoiceId=501', { session: retailerSession() });
    const table = await items();
    const cols = headers(table);
    expect(cols).toContain('IGST %');
    expect(cols).toContain('IGST amount');
    expect(cols).not.toContain('CGST amount');
    expect(cols).not.toContain('SGST amount');
    const [, first] = within(table).getAllByRole('row');
    const cells = within(first!)
      .getAllByRole('cell')
      .map((c) => c.textContent);
    expect(cells.slice(8, 10)).toEqual(['5', '4.76']);
    expect(field('Place of supply')).toBe('Place of supply: Maharashtra (27)');
    expect(figure(totals(), 'IGST')).toBe('₹26.12');
    expect(within(totals()).queryByText('CGST')).toBeNull();
  });

  it('a UTGST invoice names the state half UTGST', async () => {
    invoiceServer({ views: [view({ utgst: true, placeOfSupply: { code: '04', name: 'Chandigarh' } })] });
    renderApp(path, { session: retailerSession() });
    const cols = headers(await items());
    expect(cols).toContain('UTGST amount');
    expect(cols).not.toContain('SGST amount');
  });

  it('a Bill of Supply has no tax columns, no taxable value and no HSN summary', async () => {
    invoiceServer({ views: [billOfSupply()] });
    renderApp(path, { session: retailerSession() });
    const table = await items();
    expect(screen.getByRole('heading', { name: 'Bill of Supply' })).toBeTruthy();
    expect(headers(table)).toEqual(['#', 'Description', 'HSN', 'Qty', 'Rate', 'Value', 'Discount', 'Amount']);
    expect(screen.queryByRole('table', { name: 'HSN summary' })).toBeNull();
    expect(screen.queryByText('Place of supply:')).toBeNull();
    expect(within(totals()).queryByText(/GST|Taxable/)).toBeNull();
    expect(figure(totals(), 'Total')).toBe('₹240.00');
    expect(screen.getByText('Bill of Supply: no GST is charged.')).toBeTruthy();
  });

  it('Short Form lists the items compactly with the amount due; Long Form brings the table back', async () => {
    invoiceServer({ views: [view()] });
    const { user } = renderApp(path, { session: retailerSession() });
    await items();
    await user.click(screen.getByRole('radio', { name: 'Short Form' }));

    const lines = await screen.findByRole('list', { name: 'Items' });
    expect(screen.queryByRole('table')).toBeNull();
    expect(within(lines).getAllByRole('listitem')).toHaveLength(2);
    expect(within(lines).getByText('10 Pcs × ₹10.00')).toBeTruthy();
    expect(figure(totals(), 'CGST')).toBe('₹13.06');
    expect(figure(totals(), 'Total')).toBe('₹240.00');
    expect(screen.queryByText('Rupees Two Hundred Forty Only')).toBeNull();

    await user.click(screen.getByRole('radio', { name: 'Long Form' }));
    expect(await items()).toBeTruthy();
  });

  it('shows the finance plan and IMEIs in the long form', async () => {
    const base = view();
    invoiceServer({
      views: [
        view({
          lines: [{ ...base.lines[1]!, productNote: ['356938035643809', '356938035643810'] }],
          payments: [
            { mode: 'cash', label: 'Cash', amount: 40 },
            { mode: 'finance', label: 'Finance', amount: 200 },
          ],
          finance: {
            downPayment: 40,
            financeAmount: 200,
            emiAmount: 33.34,
            numberOfMonths: 6,
            startDateEmi: '2026-06-04',
            endDateEmi: '2026-11-04',
          },
        }),
      ],
    });
    renderApp(path, { session: retailerSession() });
    await items();
    expect(screen.getByText('IMEI / Serial: 356938035643809, 356938035643810')).toBeTruthy();
    const payment = screen.getByRole('region', { name: 'Payment' });
    expect(within(payment).getByText('₹33.34 × 6 months')).toBeTruthy();
    expect(within(payment).getByText('04/06/2026 to 04/11/2026')).toBeTruthy();
    expect(figure(payment, 'Finance')).toBe('₹200.00');
    expect(within(payment).getByText('Finance amount:').parentElement?.textContent).toBe(
      'Finance amount: ₹200.00',
    );
  });

  it('a completed invoice can be edited, shared, printed and cancelled', async () => {
    invoiceServer({ views: [view()] });
    const { user, router } = renderApp(path, { session: retailerSession() });
    await items();
    expect(screen.getByRole('link', { name: 'Open PDF (A4)' }).getAttribute('href')).toBe(
      '/api/v3/invoices/pdf/tok_abc123?layout=a4',
    );
    expect(screen.getByRole('link', { name: 'Open PDF (80 mm)' }).getAttribute('href')).toBe(
      '/api/v3/invoices/pdf/tok_abc123?layout=80mm',
    );
    expect((screen.getByRole('button', { name: 'Share' }) as HTMLButtonElement).disabled).toBe(false);
    expect(screen.getByRole('button', { name: 'Cancel invoice' })).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Edit' }));
    await waitFor(() => expect(currentPath(router)).toBe('/billing'));
    expect(router.state.location.search).toBe('?invoiceId=501');
  });

  it.each([
    [2, 'Cancelled', 'This invoice is cancelled. It cannot be edited or shared.'],
    [
      12,
      'Completed',
      'This is an older version of an invoice that was edited. It cannot be edited or shared.',
    ],
  ])('status %i: Share and Edit are disabled and say why', async (status, label, note) => {
    invoiceServer({ views: [view({ status })] });
    renderApp(path, { session: retailerSession() });
    await items();
    expect(screen.getByText(label)).toBeTruthy();
    expect(screen.getByText(note)).toBeTruthy();
    expect((screen.getByRole('button', { name: 'Share' }) as HTMLButtonElement).disabled).toBe(true);
    expect((screen.getByRole('button', { name: 'Edit' }) as HTMLButtonElement).disabled).toBe(true);
    expect(screen.queryByRole('button', { name: 'Cancel invoice' })).toBeNull();
    expect(screen.getByRole('link', { name: 'Open PDF (A4)' })).toBeTruthy();
  });

  it('without the billing flag the invoice can be shared but not edited or cancelled', async () => {
    invoiceServer({ views: [view()] });
    renderApp(path, { session: retailerSession({ configuration: configuration({ billing: false }) }) });
    await items();
    expect((screen.getByRole('button', { name: 'Share' }) as HTMLButtonElement).disabled).toBe(false);
    expect(screen.queryByRole('button', { name: 'Edit' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Cancel invoice' })).toBeNull();
  });

  it('cancel asks first, then the invoice reads Cancelled and can no longer be shared', async () => {
    const server = invoiceServer({ views: [view()] });
    const { user } = renderApp(path, { session: retailerSession() });
    await items();
    await user.click(screen.getByRole('button', { name: 'Cancel invoice' }));
    const dialog = await screen.findByRole('dialog', { name: 'Cancel invoice' });
    await user.click(within(dialog).getByRole('button', { name: 'Yes, cancel invoice' }));

    expect(await screen.findByText('Invoice cancelled')).toBeTruthy();
    expect(server.callsTo('POST billing/cancelInvoice')[0]?.body).toEqual({ billId: 101, invoiceId: 501 });
    await waitFor(() =>
      expect((screen.getByRole('button', { name: 'Share' }) as HTMLButtonElement).disabled).toBe(true),
    );
    expect(screen.getByText('Cancelled')).toBeTruthy();
  });

  it('says so when the address lacks billId or invoiceId, without calling the server', async () => {
    const server = invoiceServer();
    renderApp('/invoice?invoiceId=5', { session: retailerSession() });
    expect(
      await screen.findByText('This invoice address is incomplete. Open the invoice from Search Invoices.'),
    ).toBeTruthy();
    expect(server.callsTo('POST billing/viewInvoice')).toHaveLength(0);
  });

  it("shows the server's reason when the invoice cannot be loaded", async () => {
    invoiceServer();
    renderApp(path, { session: retailerSession() });
    expect(await screen.findByRole('button', { name: 'Try again' })).toBeTruthy();
    expect(screen.getAllByText('No such invoice')).toHaveLength(2); // the page and the api client's toast
    expect(screen.getByRole('link', { name: 'Search Invoices' })).toBeTruthy();
  });
});

import { invoiceMessages } from '@galla/domain/invoice-math';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderApp } from '../../test/render-app';
import { setPhoneViewport } from '../../test/viewport';
import { addByKeyboard, line, lineField, screenReady, searchBox, summary } from './test-helpers';
import { billingServer, billingSession, biscuit, phone } from './test-server';

describe('/billing cart and summary', () => {
  it('search → Enter adds → plus steps → summary to the paisa (2 × ₹1,180 at 18% inclusive)', async () => {
    const server = billingServer();
    const { user } = renderApp('/billing', { session: billingSession() });
    await screenReady();
    expect(await screen.findByText('INV/26-27/0007')).toBeTruthy();
    expect(screen.getByText('10/05/2026')).toBeTruthy();

    await addByKeyboard(user, 'redmi', 'Redmi Note 13');
    expect(server.searches().at(-1)).toEqual({
      type: 'model',
      name: 'redmi',
      page: 1,
      numberOfItems: 50,
      isBarcode: false,
    });
    expect(lineField('Redmi Note 13', 'Quantity').value).toBe('1');
    expect(lineField('Redmi Note 13', 'Selling price').value).toBe('1180');
    expect(
      (within(line('Redmi Note 13')).getByRole('combobox', { name: 'GST %' }) as HTMLSelectElement).value,
    ).toBe('18');
    expect(summary('Total')).toBe('₹1,180.00');

    await user.click(within(line('Redmi Note 13')).getByRole('button', { name: 'Increase quantity' }));
    expect(lineField('Redmi Note 13', 'Quantity').value).toBe('2');
    expect(summary('Taxable value')).toBe('₹2,000.00');
    expect(summary('CGST')).toBe('₹180.00');
    expect(summary('SGST')).toBe('₹180.00');
    expect(summary('Round off')).toBe('₹0.00');
    expect(summary('Total')).toBe('₹2,360.00');
    expect(screen.getByText('Rupees Two Thousand Three Hundred Sixty Only')).toBeTruthy();
    expect(screen.getByText('Place of supply: Maharashtra')).toBeTruthy();

    // The GST type toggle turns the same tax into IGST.
    await user.click(screen.getByRole('radio', { name: 'IGST' }));
    expect(summary('IGST')).toBe('₹360.00');
    expect(summary('CGST')).toBeNull();
  });

  it("arrow keys move in the results; a product already billed says 'Product already in list'", async () => {
    const monaco = { ...biscuit, productId: 8, modelName: 'Parle Monaco 75 g', sellingPrice: 25 };
    billingServer({ search: [biscuit, monaco] });
    const { user } = renderApp('/billing', { session: billingSession() });
    await screenReady();
    await user.type(searchBox(), 'parle');
    await screen.findByRole('option', { name: 'Parle Monaco 75 g' });
    const options = () =>
      within(screen.getByRole('listbox', { name: 'Search results' })).getAllByRole('option');
    expect(options().map((o) => o.getAttribute('aria-label'))).toEqual([
      'Parle-G Biscuit 100 g',
      'Parle Monaco 75 g',
    ]);
    expect(options()[0]?.getAttribute('aria-selected')).toBe('true');
    await user.keyboard('{ArrowDown}');
    expect(options()[1]?.getAttribute('aria-selected')).toBe('true');
    await user.keyboard('{Enter}');
    expect(await screen.findByRole('listitem', { name: 'Parle Monaco 75 g' })).toBeTruthy();
    expect(lineField('Parle Monaco 75 g', 'Selling price').value).toBe('25');
    expect(
      within(screen.getByRole('option', { name: 'Parle Monaco 75 g' })).getByText('In the bill'),
    ).toBeTruthy();

    await user.click(screen.getByRole('option', { name: 'Parle Monaco 75 g' }));
    expect(await screen.findByText('Product already in list')).toBeTruthy();
    expect(screen.getAllByRole('listitem')).toHaveLength(1);
  });

  it('shows the §5 line messages inline and leaves the line out of the totals', async () => {
    billingServer();
    const { user } = renderApp('/billing', { session: billingSession() });
    await screenReady();
    await addByKeyboard(user, 'redmi', 'Redmi Note 13');
    const item = () => within(line('Redmi Note 13'));

    await user.clear(lineField('Redmi Note 13', 'Selling price'));
    expect(item().getByText(invoiceMessages.sellingPriceEmpty)).toBeTruthy();
    expect(summary('Total')).toBe('₹0.00');
    await user.type(lineField('Redmi Note 13', 'Selling price'), '1180');

    await user.clear(lineField('Redmi Note 13', 'Quantity'));
    expect(item().getByText(invoiceMessages.quantityBelowOne)).toBeTruthy();
    await user.type(lineField('Redmi Note 13', 'Quantity'), '1');

    await user.selectOptions(item().getByRole('combobox', { name: 'GST %' }), '');
    expect(item().getByText(invoiceMessages.gstRequired)).toBeTruthy();
    await user.selectOptions(item().getByRole('combobox', { name: 'GST %' }), '12');

    await user.type(lineField('Redmi Note 13', 'Discount'), '1181');
    expect(item().getByText(invoiceMessages.discountTooHigh)).toBeTruthy();
    await user.clear(lineField('Redmi Note 13', 'Discount'));
    await user.type(lineField('Redmi Note 13', 'Discount'), '60');
    expect(item().queryByText(invoiceMessages.discountTooHigh)).toBeNull();
    // ₹1,120 at 12% inclusive: taxable ₹1,000, tax ₹120.
    expect(summary('Taxable value')).toBe('₹1,000.00');
    expect(summary('CGST')).toBe('₹60.00');
    expect(summary('Total')).toBe('₹1,120.00');
  });

  it('picks IMEIs from those in stock, one for each unit of a serial-numbered product', async () => {
    const server = billingServer({
      search: [{ ...phone, imei: ['IMEI0001', 'IMEI0002'] }],
      routes: {
        'POST inventory/serialsInStock': { status: 200, data: ['IMEI0001', 'IMEI0002', 'IMEI0003'] },
      },
    });
    const { user } = renderApp('/billing', { session: billingSession() });
    await screenReady();
    await addByKeyboard(user, 'redmi', 'Redmi Note 13');
    const item = () => within(line('Redmi Note 13'));
    expect(item().getByText('Enter one IMEI for each unit added')).toBeTruthy();
    expect(server.bodiesTo('POST inventory/serialsInStock')).toEqual([{ productId: phone.productId }]);

    // No free text: the box offers the numbers in stock (fresh from the server), typing filters them.
    const picker = item().getByRole('combobox', { name: 'IMEI / Serial numbers' });
    await user.click(picker);
    await user.type(picker, '0003');
    expect(screen.queryByRole('option', { name: 'IMEI0001' })).toBeNull();
    await user.click(await screen.findByRole('option', { name: 'IMEI0003' }));
    expect(item().queryByText('Enter one IMEI for each unit added')).toBeNull();
    expect(summary('Total')).toBe('₹1,180.00');

    await user.click(item().getByRole('button', { name: 'Increase quantity' }));
    expect(item().getByText('Enter one IMEI for each unit added')).toBeTruthy();
    await user.click(picker);
    await user.click(await screen.findByRole('option', { name: 'IMEI0001' }));
    expect(item().queryByText('Enter one IMEI for each unit added')).toBeNull();
  });

  it('minus from 1 asks before removing; Remove All Products asks too', async () => {
    billingServer();
    const { user } = renderApp('/billing', { session: billingSession() });
    await screenReady();
    await addByKeyboard(user, 'redmi', 'Redmi Note 13');
    await addByKeyboard(user, 'parle', 'Parle-G Biscuit 100 g');

    await user.click(within(line('Redmi Note 13')).getByRole('button', { name: 'Decrease quantity' }));
    let dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('Are you sure you want to remove this product?')).toBeTruthy();
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(line('Redmi Note 13')).toBeTruthy();

    await user.click(within(line('Redmi Note 13')).getByRole('button', { name: 'Decrease quantity' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Agree' }));
    await waitFor(() => expect(screen.queryByRole('listitem', { name: 'Redmi Note 13' })).toBeNull());

    await user.click(screen.getByRole('button', { name: 'Remove All Products' }));
    dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('Are you sure, all items will be removed from the list ?')).toBeTruthy();
    await user.click(within(dialog).getByRole('button', { name: 'Agree' }));
    expect(await screen.findByText('Search products or scan a barcode to start a bill')).toBeTruthy();
  });

  it('replaces a product in place, keeping its quantity', async () => {
    billingServer();
    const { user } = renderApp('/billing', { session: billingSession() });
    await screenReady();
    await addByKeyboard(user, 'redmi', 'Redmi Note 13');
    await user.click(within(line('Redmi Note 13')).getByRole('button', { name: 'Increase quantity' }));
    await user.click(within(line('Redmi Note 13')).getByRole('button', { name: 'Replace product' }));
    expect(screen.getByText('Pick the product that replaces Redmi Note 13')).toBeTruthy();
    await addByKeyboard(user, 'parle', 'Parle-G Biscuit 100 g');
    expect(screen.queryByRole('listitem', { name: 'Redmi Note 13' })).toBeNull();
    expect(lineField('Parle-G Biscuit 100 g', 'Quantity').value).toBe('2');
    expect(summary('Total')).toBe('₹20.00');
  });

  it('stacks on a 360 px phone: search above the Items, no keyboard hint line', async () => {
    setPhoneViewport();
    billingServer();
    const { user } = renderApp('/billing', { session: billingSession() });
    await screenReady();
    expect(screen.queryByText(/F2 search/)).toBeNull();
    await addByKeyboard(user, 'redmi', 'Redmi Note 13');
    const search = searchBox();
    const items = screen.getByRole('list', { name: 'Items' });
    // Document order is reading order in the single column.
    expect(search.compareDocumentPosition(items) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Save Invoice' })).toBeTruthy();
  });
});

import type { InvoiceView } from '@galla/contracts/billing';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { currentPath, renderApp } from '../../test/render-app';
import { scanInto } from '../../test/scanner';
import { catalogueItem, ownItem } from '../inventory/test-products';
import { addByKeyboard, line, lineField, screenReady, searchBox, summary } from './test-helpers';
import {
  billingServer,
  billingSession,
  karnatakaCustomer,
  phone,
  savedAnswer,
  serialInfo,
} from './test-server';

const field = (name: string) => screen.getByRole('textbox', { name }) as HTMLInputElement;

describe('/billing flows', () => {
  it("asks 'Your changes won't be saved.' before leaving with an unsaved bill", async () => {
    billingServer();
    const { user, router } = renderApp('/billing', { session: billingSession() });
    await screenReady();
    await addByKeyboard(user, 'redmi', 'Redmi Note 13');

    await act(() => router.navigate('/dashboard'));
    let dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText("Your changes won't be saved.")).toBeTruthy();
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(currentPath(router)).toBe('/billing');
    expect(line('Redmi Note 13')).toBeTruthy();

    await act(() => router.navigate('/dashboard'));
    dialog = await screen.findByRole('dialog');
    await user.click(within(dialog).getByRole('button', { name: 'Ok' }));
    await waitFor(() => expect(currentPath(router)).toBe('/dashboard'));
  });

  it('a USB scanner adds the scanned product straight to the bill, in the search box or anywhere', async () => {
    const server = billingServer({ barcodes: { [phone.scanId!]: phone } });
    renderApp('/billing', { session: billingSession() });
    await screenReady();
    for (const key of [...phone.scanId!, 'Enter']) fireEvent.keyDown(searchBox(), { key });
    expect(await screen.findByRole('listitem', { name: 'Redmi Note 13' })).toBeTruthy();
    expect(server.bodiesTo('POST inventory/scan')).toEqual([{ scan: phone.scanId }]);

    // Focus elsewhere (a button, the page): the scan is still caught, and is one more of it.
    for (const key of [...phone.scanId!, 'Enter']) fireEvent.keyDown(document.body, { key });
    await waitFor(() => expect(lineField('Redmi Note 13', 'Quantity').value).toBe('2'));
    expect(server.bodiesTo('POST inventory/scan')).toHaveLength(2);
  });

  it('in barcode mode the whole box is the code, even when the scanner burst stalls half way', async () => {
    const server = billingServer({ barcodes: { [phone.scanId!]: phone } });
    const { user } = renderApp('/billing', { session: billingSession() });
    await screenReady();
    await user.click(screen.getByRole('switch', { name: 'Search by barcode' }));
    scanInto(searchBox(), phone.scanId!, { stallAfter: 5 });
    expect(await screen.findByRole('listitem', { name: 'Redmi Note 13' })).toBeTruthy();
    expect(server.bodiesTo('POST inventory/scan')).toEqual([{ scan: phone.scanId }]);
    expect((searchBox() as HTMLInputElement).value).toBe('');
  });

  it('switching to barcode search empties the box, so a typed name never joins the code', async () => {
    billingServer();
    const { user } = renderApp('/billing', { session: billingSession() });
    await screenReady();
    await user.type(searchBox(), 'redmi');
    await user.click(screen.getByRole('switch', { name: 'Search by barcode' }));
    expect((searchBox() as HTMLInputElement).value).toBe('');
  });

  it('keyboard: + and - change the last line, F9 saves, ? lists the keys', async () => {
    const server = billingServer();
    const { user } = renderApp('/billing', { session: billingSession() });
    await screenReady();
    await addByKeyboard(user, 'redmi', 'Redmi Note 13');
    searchBox().blur();

    await user.keyboard('+');
    expect(lineField('Redmi Note 13', 'Quantity').value).toBe('2');
    await user.keyboard('-');
    expect(lineField('Redmi Note 13', 'Quantity').value).toBe('1');
    await user.keyboard('-');
    const confirm = await screen.findByRole('dialog');
    expect(within(confirm).getByText('Are you sure you want to remove this product?')).toBeTruthy();
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());

    await user.keyboard('{F2}');
    expect(document.activeElement).toBe(searchBox());
    await user.keyboard('{F8}');
    expect(document.activeElement).toBe(field('Amount paid'));

    await user.click(document.body);
    await user.keyboard('?');
    const help = await screen.findByRole('dialog', { name: 'Keyboard shortcuts' });
    expect(within(help).getByText('Save Invoice')).toBeTruthy();
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());

    await user.keyboard('{F9}');
    await screen.findByRole('dialog', { name: 'Congratulations!' });
    expect(server.callsTo('POST billing/saveInvoice')).toHaveLength(1);
  });

  it("Edit changes the bill number and date; a taken number says 'Bill Number not available.'", async () => {
    const server = billingServer({
      serial: { ...serialInfo, serialNo: 1, billNo: 'INV/26-27/0001', canbereset: true },
      routes: {
        'POST billing/addSerialNo': ({ body }) =>
          (body as { serialNo: number }).serialNo === 5
            ? { status: 400, error: 'Bill Number not available.' }
            : { status: 200, message: 'ok' },
      },
    });
    const { user } = renderApp('/billing', { session: billingSession() });
    await screenReady();
    await screen.findByText('INV/26-27/0001');
    await user.click(screen.getByRole('button', { name: 'Edit bill number and date' }));
    const dialog = await screen.findByRole('dialog', { name: 'Change BillId' });
    const number = within(dialog).getByRole('textbox', { name: 'Bill Number' });
    const date = within(dialog).getByRole('textbox', { name: 'Date (dd/MM/yyyy)' });
    expect((date as HTMLInputElement).value).toBe('10/05/2026');

    await user.clear(number);
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(within(dialog).getByText('Please enter the bill number')).toBeTruthy();
    await user.type(number, '5x');
    await user.clear(date);
    await user.type(date, '01/01/2999');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(within(dialog).getByText('Invoice date can not be in the future')).toBeTruthy();
    await user.clear(date);
    await user.type(date, '09/05/2026');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText('Bill Number not available.')).toBeTruthy();

    await user.clear(number);
    await user.type(number, '100');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(server.bodiesTo('POST billing/addSerialNo').at(-1)).toEqual({
      serialNo: 100,
      invoice_date: '2026-05-09',
    });
    expect(screen.getByText('09/05/2026')).toBeTruthy();
  });

  it('adds a customer (Save disabled until name and mobile are right) and marks them GST registered', async () => {
    const added = {
      customerId: 52,
      customerName: 'Anil Mehta',
      mobileNumber: '9820098200',
      customerEmail: null,
      customerAddress: null,
      gstNumber: null,
      companyName: null,
      stateId: 27,
      cityId: null,
      pincode: null,
      isDefault: false,
    };
    const server = billingServer({
      routes: {
        'POST billing/addCustomer': ({ body }) => ({
          status: 200,
          data: {
            insertId: 52,
            customer: { ...added, gstNumber: (body as { gstNumber?: string }).gstNumber ?? null },
          },
        }),
      },
    });
    const { user } = renderApp('/billing', { session: billingSession() });
    await screenReady();
    await user.type(screen.getByRole('textbox', { name: 'Search customer' }), 'Anil Mehta');
    expect(await screen.findByText('No such contact', {}, { timeout: 3000 })).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Add customer' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add customer' });
    const save = within(dialog).getByRole('button', { name: 'Save' }) as HTMLButtonElement;
    expect((within(dialog).getByRole('textbox', { name: 'Name' }) as HTMLInputElement).value).toBe(
      'Anil Mehta',
    );
    expect(save.disabled).toBe(true);
    const mobile = within(dialog).getByRole('textbox', { name: 'Mobile Number' });
    await user.type(mobile, '98200');
    await user.tab();
    expect(within(dialog).getByText('Please enter 10 digit Number')).toBeTruthy();
    await user.type(mobile, '98200');
    expect(save.disabled).toBe(false);
    // As printed on a card: the country code and a space are read, not taken for digits.
    await user.clear(mobile);
    await user.type(mobile, '+91 98200 98200');
    expect(save.disabled).toBe(false);
    await user.click(save);
    await waitFor(() =>
      expect(screen.getByRole('group', { name: 'Bill to' }).textContent).toContain('Anil Mehta'),
    );
    expect(server.bodiesTo('POST billing/addCustomer')[0]).toMatchObject({
      customerName: 'Anil Mehta',
      mobileNumber: '9820098200',
    });

    await user.click(screen.getByRole('button', { name: 'GST registered' }));
    const gst = await screen.findByRole('dialog', { name: 'GST registered' });
    await user.type(within(gst).getByRole('textbox', { name: 'GST Number' }), '27AAPFU0939F1ZO');
    await user.click(within(gst).getByRole('button', { name: 'Save' }));
    expect(within(gst).getByText('Please enter valid GST Number')).toBeTruthy();
    await user.clear(within(gst).getByRole('textbox', { name: 'GST Number' }));
    await user.type(within(gst).getByRole('textbox', { name: 'GST Number' }), '27AAPFU0939F1ZV');
    await user.click(within(gst).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(screen.getByText('GSTIN 27AAPFU0939F1ZV')).toBeTruthy());
    expect(server.bodiesTo('POST billing/addCustomer')[1]).toMatchObject({
      mobileNumber: '9820098200',
      gstNumber: '27AAPFU0939F1ZV',
    });

    await user.click(screen.getByRole('button', { name: 'Clear customer' }));
    expect(screen.getByRole('textbox', { name: 'Search customer' })).toBeTruthy();
  });

  it('a non-GST shop: only No Gst, no GST type, a Bill of Supply, and the Update GST snackbar', async () => {
    const server = billingServer();
    const { user, router } = renderApp('/billing', { session: billingSession(false) });
    await screenReady();
    const snackbar = await screen.findByText('Update GST');
    expect(snackbar).toBeTruthy();
    await addByKeyboard(user, 'redmi', 'Redmi Note 13');
    expect(within(line('Redmi Note 13')).queryByRole('combobox', { name: 'GST %' })).toBeNull();
    expect(screen.queryByRole('radio', { name: 'IGST' })).toBeNull();
    expect(summary('Taxable value')).toBeNull();
    expect(summary('Total')).toBe('₹1,180.00');
    await user.click(screen.getByRole('button', { name: 'Save Invoice' }));
    await screen.findByRole('dialog', { name: 'Congratulations!' });
    const body = server.bodiesTo('POST billing/saveInvoice')[0] as Record<string, unknown>;
    expect(body.billtype).toBe('NOGST');
    expect(body.gstType).toBeUndefined();
    expect(body.productDetails).toEqual([
      {
        productId: phone.productId,
        quantity: 1,
        price: 1180,
        discountAmount: 0,
        gstPercent: 'No Gst',
        amount: 1180,
        amountBeforeTax: 1180,
        cgstAmount: 0,
        sgstAmount: 0,
        igstAmount: 0,
      },
    ]);
    await user.click(screen.getByRole('button', { name: 'Create New Invoice' }));
    await screenReady();
    await user.click(await screen.findByRole('button', { name: 'Update' }));
    await waitFor(() => expect(currentPath(router)).toBe('/myProfile'));
  });

  it('a catalogue result goes into the inventory first (Add To List), then into the bill', async () => {
    const model = catalogueItem({ modelName: 'Lizol Floor Cleaner 1 L', gst: 18 });
    const server = billingServer({
      search: [model],
      routes: {
        'POST inventory/addModel': {
          status: 200,
          message: 'Product added to your Inventory!',
          data: ownItem({
            productId: 30,
            modelId: model.modelId,
            modelName: model.modelName,
            sellingPrice: 236,
            gst: 18,
          }),
        },
      },
    });
    const { user } = renderApp('/billing', { session: billingSession() });
    await screenReady();
    await user.type(searchBox(), 'lizol');
    await user.click(await screen.findByRole('option', { name: 'Lizol Floor Cleaner 1 L' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add To List' });
    await user.type(within(dialog).getByRole('textbox', { name: 'Quantity' }), '6');
    await user.type(within(dialog).getByRole('textbox', { name: 'Purchase Price' }), '200');
    await user.type(within(dialog).getByRole('textbox', { name: 'Selling Price' }), '236');
    await user.click(within(dialog).getByRole('button', { name: 'Add To List' }));
    expect(await screen.findByRole('listitem', { name: 'Lizol Floor Cleaner 1 L' })).toBeTruthy();
    expect(server.bodiesTo('POST inventory/addModel')[0]).toMatchObject({ modelId: model.modelId });
    expect(summary('Total')).toBe('₹236.00');
  });
});

const invoiceView: InvoiceView = {
  billId: 70,
  invoiceId: 91,
  version: 1,
  status: 1,
  billtype: 'GST',
  title: 'Tax Invoice',
  invoiceNumber: 'INV/26-27/0007',
  serialNo: 7,
  financialYear: '2026-27',
  invoiceDate: '2026-05-10',
  gstType: 'CGST and SGST',
  utgst: false,
  placeOfSupply: { code: '27', name: 'Maharashtra' },
  reverseCharge: false,
  shop: {
    tradeName: 'Kumar Kirana Store',
    legalName: null,
    addressLine1: null,
    addressLine2: null,
    city: null,
    state: 'Maharashtra',
    stateCode: '27',
    pincode: null,
    gstNumber: '27AAPFU0939F1ZV',
    contactNumber: null,
    email: null,
    upiId: null,
  },
  customer: {
    customerId: 1,
    customerName: 'Walk-in Customer',
    mobileNumber: '9876543210',
    customerEmail: null,
    customerAddress: null,
    companyName: null,
    gstNumber: null,
    state: null,
    stateCode: null,
    isDefault: true,
  },
  lines: [
    {
      lineNo: 1,
      productId: phone.productId,
      modelName: 'Redmi Note 13',
      HSN: null,
      quantity: 2,
      units: 'Pcs',
      price: 1180,
      grossAmount: 2360,
      discountAmount: 0,
      amountBeforeTax: 2000,
      gstPercent: 18,
      cgstAmount: 180,
      sgstAmount: 180,
      igstAmount: 0,
      amount: 2360,
      priceIncludesTax: true,
      productNote: [],
    },
  ],
  hsnSummary: [],
  totals: {
    grossAmount: 2360,
    discountAmount: 0,
    amountBeforeTax: 2000,
    cgstAmount: 180,
    sgstAmount: 180,
    igstAmount: 0,
    totalTax: 360,
    roundOff: 0,
    totalAmount: 2360,
    amountInWords: 'Rupees Two Thousand Three Hundred Sixty Only',
    totalQuantity: 2,
  },
  payments: [{ mode: 'cash', label: 'Cash', amount: 2360 }],
  finance: null,
  remark: null,
  points: 23,
  invoiceToken: 'tok',
  createdAt: '2026-05-10T06:00:00.000Z',
};

describe('/billing?invoiceId= (edit)', () => {
  it('loads the invoice, sends Edit Invoice with its id and opens the new version', async () => {
    const server = billingServer({
      invoice: invoiceView,
      routes: {
        'POST billing/editInvoice': {
          status: 200,
          data: { ...savedAnswer, invoiceDetails: [{ ...savedAnswer.invoiceDetails[0]!, invoiceId: 92 }] },
        },
      },
    });
    const { user, router } = renderApp('/billing?invoiceId=91', { session: billingSession() });
    expect(await screen.findByRole('listitem', { name: 'Redmi Note 13' })).toBeTruthy();
    expect(server.bodiesTo('POST billing/getInvoiceDetails')).toEqual([{ invoiceId: 91 }]);
    expect(server.callsTo('GET billing/getSerialNo')).toHaveLength(0);
    expect(lineField('Redmi Note 13', 'Quantity').value).toBe('2');
    expect(summary('Total')).toBe('₹2,360.00');

    await user.click(within(line('Redmi Note 13')).getByRole('button', { name: 'Increase quantity' }));
    await user.click(screen.getByRole('button', { name: 'Edit Invoice' }));
    await waitFor(() => expect(currentPath(router)).toBe('/invoice'));
    expect(router.state.location.search).toBe('?billId=70&invoiceId=92');
    const [call] = server.callsTo('POST billing/editInvoice');
    expect(call?.headers['Idempotency-Key']).toBeTruthy();
    expect(call?.body).toMatchObject({
      invoiceId: 91,
      invoice_date: '2026-05-10',
      totalAmount: 3540,
      paymentMode1: 'cash',
      paymentMode1Amount: 3540,
      productDetails: [{ productId: phone.productId, quantity: 3, amount: 3540 }],
    });
    expect(call?.body).not.toHaveProperty('customerId');
  });
});

describe('/billing: a customer found by a number typed as on a card', () => {
  it("'+91 98450 12345' in Search customer finds the customer kept as 9845012345", async () => {
    const server = billingServer({ customers: [karnatakaCustomer] });
    const { user } = renderApp('/billing', { session: billingSession() });
    await screenReady();
    await user.type(screen.getByRole('textbox', { name: 'Search customer' }), '+91 98450 12345');
    expect(await screen.findByText('Suresh Rao (9845012345)', {}, { timeout: 3000 })).toBeTruthy();
    expect(server.bodiesTo('POST billing/getCustomerDetails').at(-1)).toEqual({ searchData: '9845012345' });
  });
});

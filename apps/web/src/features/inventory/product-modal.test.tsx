import { limitMessages } from '@galla/contracts/limits';
import { screen, waitFor, within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderApp } from '../../test/render-app';
import { catalogueItem, inventorySession, ownItem } from './test-products';
import { inventoryServer } from './test-server';

const VALID_GSTIN = '27AAPFU0939F1ZV';
const field = (scope: HTMLElement, name: string) =>
  within(scope).getByRole('textbox', { name }) as HTMLInputElement;

/** Opens Add Product from a search without results, with `name` typed. */
async function openCreate(user: UserEvent, name = 'Steel Glass') {
  await screen.findByText('Have no items in your inventory?');
  await user.type(screen.getByRole('searchbox', { name: 'Search products' }), `${name}{Enter}`);
  await user.click(await screen.findByRole('button', { name: 'Add Product' }));
  return screen.findByRole('dialog', { name: 'Add Product' });
}

async function openEdit(user: UserEvent, name: string) {
  await user.click(await screen.findByRole('button', { name: `Edit ${name}` }));
  return screen.findByRole('dialog', { name: 'Edit Product' });
}

describe('product modal: create (mode 0)', () => {
  it('shows the spec messages under the fields, not alerts, and sends nothing while they stand', {
    timeout: 40_000,
  }, async () => {
    const server = inventoryServer();
    const { user } = renderApp('/inventoryManage', { session: inventorySession() });
    const dialog = await openCreate(user);
    expect((within(dialog).getByRole('combobox', { name: 'Category' }) as HTMLInputElement).value).toBe(
      'Not Known',
    );
    expect((within(dialog).getByRole('combobox', { name: 'Brand' }) as HTMLInputElement).value).toBe(
      'NOT KNOWN',
    );

    await user.clear(field(dialog, 'Product Name'));
    await user.click(within(dialog).getByRole('button', { name: 'Add Product' }));
    expect(within(dialog).getByText('Please enter model name.')).toBeTruthy();
    expect(within(dialog).getAllByText('please fill all the fields.')).toHaveLength(3);

    await user.type(field(dialog, 'Product Name'), 'Steel Glass');
    // What is typed stays as typed, and what cannot be read is named, never silently rewritten.
    await user.type(field(dialog, 'Quantity'), '2.5');
    await user.type(field(dialog, 'Purchase Price'), '1e12');
    await user.type(field(dialog, 'Selling Price'), '-5');
    await user.type(field(dialog, 'HSN'), 'ABCD12');
    expect(field(dialog, 'Quantity').value).toBe('2.5');
    expect(field(dialog, 'Purchase Price').value).toBe('1e12');
    expect(field(dialog, 'Selling Price').value).toBe('-5');
    expect(field(dialog, 'HSN').value).toBe('ABCD12');
    await user.click(within(dialog).getByRole('button', { name: 'Add Product' }));
    expect(within(dialog).getByText('Purchase price should contain digits only')).toBeTruthy();
    expect(within(dialog).getByText('Selling price should contain digits only')).toBeTruthy();
    expect(within(dialog).getByText('HSN should contain digits only')).toBeTruthy();
    for (const name of ['Quantity', 'Purchase Price', 'Selling Price', 'HSN'])
      await user.clear(field(dialog, name));
    await user.type(field(dialog, 'Quantity'), '2.5');
    await user.type(field(dialog, 'Purchase Price'), '40');
    await user.type(field(dialog, 'Selling Price'), '1000000000000');
    await user.click(within(dialog).getByRole('button', { name: 'Add Product' }));
    expect(within(dialog).getByText('This unit is counted in whole numbers')).toBeTruthy();
    expect(within(dialog).getByText(limitMessages.amountTooLarge)).toBeTruthy();
    for (const name of ['Quantity', 'Purchase Price', 'Selling Price']) await user.clear(field(dialog, name));
    await user.type(field(dialog, 'Quantity'), '12');
    await user.type(field(dialog, 'Purchase Price'), '50');
    await user.type(field(dialog, 'Selling Price'), '40');
    await user.click(within(dialog).getByRole('button', { name: 'Add Product' }));
    expect(within(dialog).getByText('Selling Price should be greater than Purchase Price')).toBeTruthy();

    await user.type(field(dialog, 'Selling Price'), '0');
    await user.type(field(dialog, 'MRP'), '55');
    await user.click(within(dialog).getByRole('button', { name: 'Add Product' }));
    expect(within(dialog).getByText('Selling Price should be less than MRP')).toBeTruthy();
    expect(server.callsTo('POST inventory/addModel')).toHaveLength(0);
  });

  it('checks the IMEIs, then sends the product without empty fields', async () => {
    const server = inventoryServer({
      routes: {
        'POST inventory/addModel': {
          status: 200,
          message: 'Product added to your Inventory!',
          data: ownItem(),
        },
      },
    });
    const { user } = renderApp('/inventoryManage', { session: inventorySession() });
    const dialog = await openCreate(user);
    await user.type(field(dialog, 'Quantity'), '2');
    await user.type(field(dialog, 'Purchase Price'), '0');
    await user.type(field(dialog, 'Selling Price'), '0');
    await user.click(within(dialog).getByRole('button', { name: 'Add Product' }));
    expect(within(dialog).getByText('Selling Price should be greater than 0')).toBeTruthy();

    await user.type(field(dialog, 'Purchase Price'), '.4');
    await user.type(field(dialog, 'Selling Price'), '.5');
    await user.type(field(dialog, 'HSN'), '7323');
    await user.type(field(dialog, 'IMEI / Serial numbers'), 'a1,A1');
    await user.click(within(dialog).getByRole('button', { name: 'Add Product' }));
    expect(within(dialog).getByText('IMEI A1 is duplicate')).toBeTruthy();
    await user.clear(field(dialog, 'IMEI / Serial numbers'));
    await user.type(field(dialog, 'IMEI / Serial numbers'), 'a1,b2,');
    await user.click(within(dialog).getByRole('button', { name: 'Add Product' }));

    await waitFor(() => expect(server.callsTo('POST inventory/addModel')).toHaveLength(1));
    expect(server.callsTo('POST inventory/addModel')[0]?.body).toEqual({
      modelName: 'Steel Glass',
      categoryId: 999,
      brandId: 999,
      unitId: 1,
      modelQuantity: 2,
      purchasePrice: 0.4,
      sellingPrice: 0.5,
      HSN: '7323',
      imei: ['A1', 'B2'],
    });
    expect(await screen.findByText('Product added to your Inventory!')).toBeTruthy();
  });

  it('hides GST from a shop without a GST number', async () => {
    inventoryServer();
    const { user } = renderApp('/inventoryManage', { session: inventorySession(false) });
    const dialog = await openCreate(user);
    expect(within(dialog).queryByRole('combobox', { name: 'GST %' })).toBeNull();
  });

  it('asks a GST shop for the rate, offers the seeded ones and sends the chosen one', {
    timeout: 40_000,
  }, async () => {
    const server = inventoryServer({
      routes: {
        'POST inventory/addModel': {
          status: 200,
          message: 'Product added to your Inventory!',
          data: ownItem(),
        },
      },
    });
    const { user } = renderApp('/inventoryManage', { session: inventorySession(true) });
    const dialog = await openCreate(user);
    // The rate is asked for, with the usual one as a suggestion, never applied unseen.
    expect(within(dialog).getByText('Not sure? 12% is the usual rate')).toBeTruthy();
    await user.type(field(dialog, 'Quantity'), '2');
    await user.type(field(dialog, 'Purchase Price'), '10');
    await user.type(field(dialog, 'Selling Price'), '12');
    await user.click(within(dialog).getByRole('button', { name: 'Add Product' }));
    expect(within(dialog).getByText('GST is required')).toBeTruthy();
    expect(server.callsTo('POST inventory/addModel')).toHaveLength(0);
    for (const name of ['Quantity', 'Purchase Price', 'Selling Price']) await user.clear(field(dialog, name));

    await user.click(within(dialog).getByRole('combobox', { name: 'GST %' }));
    expect(await screen.findByRole('option', { name: 'No Gst' })).toBeTruthy();
    expect(screen.getByRole('option', { name: '28%' })).toBeTruthy();
    await user.click(screen.getByRole('option', { name: '18%' }));
    await user.type(field(dialog, 'Quantity'), '2');
    await user.type(field(dialog, 'Purchase Price'), '10');
    await user.type(field(dialog, 'Selling Price'), '12');
    await user.click(within(dialog).getByRole('button', { name: 'Add Product' }));
    await waitFor(() => expect(server.callsTo('POST inventory/addModel')).toHaveLength(1));
    expect(server.callsTo('POST inventory/addModel')[0]?.body).toMatchObject({ gst: 18 });
  });
});

describe('product modal: edit (mode 2)', () => {
  it('locks MRP and HSN and saves through inventory/updateQuantity', async () => {
    const server = inventoryServer({
      own: [ownItem({ MRP: 12 })],
      routes: {
        'POST inventory/updateQuantity': { status: 200, message: 'Product updated', data: ownItem() },
      },
    });
    const { user } = renderApp('/inventoryManage', { session: inventorySession() });
    const dialog = await openEdit(user, 'Parle-G Biscuit 100 g');
    expect(field(dialog, 'MRP').disabled).toBe(true);
    expect(field(dialog, 'MRP').value).toBe('12');
    expect(field(dialog, 'HSN').disabled).toBe(true);
    expect(field(dialog, 'Quantity').readOnly).toBe(true);

    await user.clear(field(dialog, 'Selling Price'));
    await user.type(field(dialog, 'Selling Price'), '13');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(within(dialog).getByText('Selling Price should be less than MRP')).toBeTruthy();

    await user.clear(field(dialog, 'Selling Price'));
    await user.type(field(dialog, 'Selling Price'), '11');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Product updated')).toBeTruthy();
    expect(server.callsTo('POST inventory/updateQuantity')[0]?.body).toEqual({
      productId: 1,
      modelName: 'Parle-G Biscuit 100 g',
      modelDesc: null,
      distributorId: null,
      modelQuantity: 24,
      purchasePrice: 8,
      sellingPrice: 11,
      scanId: null,
    });
  });

  it("an inactive old product says 'Old Product cannot be edited' and cannot be saved", async () => {
    inventoryServer({ own: [ownItem({ is_active: 0 })] });
    const { user } = renderApp('/inventoryManage', { session: inventorySession() });
    const dialog = await openEdit(user, 'Parle-G Biscuit 100 g');
    expect(within(dialog).getByText('Old Product cannot be edited')).toBeTruthy();
    expect((within(dialog).getByRole('button', { name: 'Save' }) as HTMLButtonElement).disabled).toBe(true);
    expect(field(dialog, 'Selling Price').disabled).toBe(true);
  });

  it('a decrease goes through the revised-quantity dialog, which requires a reason and sends it', async () => {
    const server = inventoryServer({
      own: [ownItem()],
      routes: {
        'POST inventory/updateQuantity': { status: 200, message: 'Product updated', data: ownItem() },
      },
    });
    const { user } = renderApp('/inventoryManage', { session: inventorySession() });
    const dialog = await openEdit(user, 'Parle-G Biscuit 100 g');
    await user.click(within(dialog).getByRole('button', { name: 'Change quantity' }));
    const revise = await screen.findByRole('dialog', { name: 'Revised Quantity' });
    expect(within(revise).getByText('Current quantity: 24')).toBeTruthy();
    await user.clear(field(revise, 'New Quantity'));
    await user.type(field(revise, 'New Quantity'), '20');
    expect(within(revise).getByRole('radio', { name: 'Returned to Distributor' })).toBeTruthy();
    await user.click(within(revise).getByRole('button', { name: 'Done' }));
    expect(within(revise).getByText('Please choose a reason for reducing the quantity')).toBeTruthy();

    await user.click(within(revise).getByRole('radio', { name: 'Others' }));
    await user.type(within(revise).getByRole('textbox', { name: 'Note' }), 'Damaged in rain');
    await user.click(within(revise).getByRole('button', { name: 'Done' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Revised Quantity' })).toBeNull());
    expect(field(dialog, 'Quantity').value).toBe('20');

    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(server.callsTo('POST inventory/updateQuantity')).toHaveLength(1));
    expect(server.callsTo('POST inventory/updateQuantity')[0]?.body).toMatchObject({
      modelQuantity: 20,
      reason: 'other',
      note: 'Damaged in rain',
    });
  });

  it('a serial-numbered product names the numbers leaving', async () => {
    const server = inventoryServer({
      own: [
        ownItem({ modelName: 'Redmi 13C', modelQuantity: 2, imei: ['861234567890123', '861234567890124'] }),
      ],
      routes: {
        'POST inventory/updateQuantity': { status: 200, message: 'Product updated', data: ownItem() },
      },
    });
    const { user } = renderApp('/inventoryManage', { session: inventorySession() });
    const dialog = await openEdit(user, 'Redmi 13C');
    await user.click(within(dialog).getByRole('button', { name: 'Change quantity' }));
    const revise = await screen.findByRole('dialog', { name: 'Revised Quantity' });
    await user.clear(field(revise, 'New Quantity'));
    await user.type(field(revise, 'New Quantity'), '1');
    await user.click(within(revise).getByRole('radio', { name: 'Returned to Distributor' }));
    await user.click(within(revise).getByRole('button', { name: 'Done' }));
    expect(within(revise).getByText('Enter one IMEI for each unit added')).toBeTruthy();
    await user.click(within(revise).getByRole('checkbox', { name: '861234567890124' }));
    await user.click(within(revise).getByRole('button', { name: 'Done' }));
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(server.callsTo('POST inventory/updateQuantity')).toHaveLength(1));
    expect(server.callsTo('POST inventory/updateQuantity')[0]?.body).toMatchObject({
      modelQuantity: 1,
      reason: 'returnedToDistributor',
      imei: ['861234567890124'],
    });
  });
});

describe('distributors in the product modal', () => {
  it("Add distributor shows the server's own messages", async () => {
    const server = inventoryServer();
    const { user } = renderApp('/inventoryManage', { session: inventorySession() });
    const product = await openCreate(user);
    await user.click(within(product).getByRole('button', { name: '+ Add distributor' }));
    const modal = await screen.findByRole('dialog', { name: 'Add distributor' });
    await user.click(within(modal).getByRole('button', { name: 'Add' }));
    expect(within(modal).getByText('Name must not be empty.')).toBeTruthy();
    expect(within(modal).getByText('Enter a valid GST Number')).toBeTruthy();
    expect(within(modal).getByText('Please enter valid number')).toBeTruthy();
    expect(within(modal).getByText('Please, check your pincode')).toBeTruthy();

    await user.type(field(modal, 'Pin Code'), '41100a1x');
    expect(field(modal, 'Pin Code').value).toBe('411001');
    await user.type(field(modal, 'GST Number'), '27AAPFU0939F1ZX');
    await user.type(field(modal, 'Mobile Number'), '98765');
    await user.click(within(modal).getByRole('button', { name: 'Add' }));
    expect(within(modal).getByText('Enter a valid GST Number')).toBeTruthy();
    expect(within(modal).getByText('Please enter valid number')).toBeTruthy();
    expect(within(modal).queryByText('Please, check your pincode')).toBeNull();
    expect(server.callsTo('POST distributor/addDistributor')).toHaveLength(0);
  });

  it('a new distributor is added and selected in the product form', async () => {
    const server = inventoryServer({
      search: [catalogueItem()],
      routes: {
        'POST distributor/addDistributor': {
          status: 200,
          message: 'Distributor added successfully',
          data: { distributerId: 31 },
        },
        'POST inventory/addModel': {
          status: 200,
          message: 'Product added to your Inventory!',
          data: ownItem(),
        },
      },
    });
    const { user } = renderApp('/inventoryManage', { session: inventorySession() });
    await screen.findByText('Have no items in your inventory?');
    await user.type(screen.getByRole('searchbox', { name: 'Search products' }), 'lizol{Enter}');
    await user.click(await screen.findByRole('button', { name: /^Add Lizol/ }));
    const product = await screen.findByRole('dialog', { name: 'Add To List' });

    await user.click(within(product).getByRole('button', { name: '+ Add distributor' }));
    const modal = await screen.findByRole('dialog', { name: 'Add distributor' });
    await user.type(field(modal, 'Name'), 'Sharma Traders');
    await user.type(field(modal, 'Address Line 1'), '12 Market Road');
    await user.click(within(modal).getByRole('combobox', { name: 'State' }));
    await user.click(await screen.findByRole('option', { name: 'Maharashtra' }));
    await user.click(within(modal).getByRole('combobox', { name: 'City' }));
    await user.click(await screen.findByRole('option', { name: 'Pune' }));
    await user.type(field(modal, 'Pin Code'), '411001');
    await user.type(field(modal, 'GST Number'), VALID_GSTIN.toLowerCase());
    await user.type(field(modal, 'Mobile Number'), '9876543210');
    await user.click(within(modal).getByRole('button', { name: 'Add' }));

    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Add distributor' })).toBeNull());
    expect(server.callsTo('POST distributor/addDistributor')[0]?.body).toEqual({
      name: 'Sharma Traders',
      addressLine1: '12 Market Road',
      country: 1,
      state: 27,
      city: 2702,
      pinCode: '411001',
      gstNumber: VALID_GSTIN,
      mobileNo: '9876543210',
    });
    expect(await screen.findByText('Distributor added successfully')).toBeTruthy();
    expect((within(product).getByRole('combobox', { name: 'Distributor' }) as HTMLInputElement).value).toBe(
      'Sharma Traders',
    );

    await user.type(field(product, 'Quantity'), '1');
    await user.type(field(product, 'Purchase Price'), '200');
    await user.type(field(product, 'Selling Price'), '240');
    await user.click(within(product).getByRole('button', { name: 'Add To List' }));
    await waitFor(() => expect(server.callsTo('POST inventory/addModel')).toHaveLength(1));
    expect(server.callsTo('POST inventory/addModel')[0]?.body).toMatchObject({ distributorId: 31 });
  });

  it('searches distributors as the user types and selects one', async () => {
    const sharma = {
      distributerId: 5,
      id: 5,
      distributedName: 'Sharma Traders',
      name: 'Sharma Traders',
      mobileNo: '9876543210',
      gstNumber: null,
      city: 'Pune',
    };
    const server = inventoryServer({
      own: [ownItem()],
      routes: {
        'POST distributor/getDistributor': ({ body }) =>
          (body as { searchData: string }).searchData === 'sha'
            ? { status: 200, data: [sharma] }
            : { status: 204, message: 'No distributor found' },
        'POST inventory/updateQuantity': { status: 200, message: 'Product updated', data: ownItem() },
      },
    });
    const { user } = renderApp('/inventoryManage', { session: inventorySession() });
    const dialog = await openEdit(user, 'Parle-G Biscuit 100 g');
    const select = within(dialog).getByRole('combobox', { name: 'Distributor' });
    await user.click(select);
    expect(await screen.findByText('No distributor found')).toBeTruthy();
    await user.type(select, 'sha');
    await user.click(await screen.findByRole('option', { name: 'Sharma Traders (9876543210)' }));
    const searches = server
      .callsTo('POST distributor/getDistributor')
      .map((c) => (c.body as { searchData: string }).searchData);
    expect(searches).toEqual(['', 'sha']);

    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(server.callsTo('POST inventory/updateQuantity')).toHaveLength(1));
    expect(server.callsTo('POST inventory/updateQuantity')[0]?.body).toMatchObject({ distributorId: 5 });
  });
});

import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { getSession } from '../../lib/session';
import { installFakeFetch } from '../../test/fake-fetch';
import { currentPath, renderApp } from '../../test/render-app';
import { referenceRoutes, registered } from './sign-up-fixtures';
import {
  fillPersonal,
  fillShop,
  input,
  next,
  paste,
  select,
  stepAlert,
  toPaymentStep,
  toShopStep,
} from './wizard-test-steps';

describe('/register, step 1: Personal Details', () => {
  it('asks for every * field, reads the contact number as typed and checks the passwords', async () => {
    const server = installFakeFetch(referenceRoutes);
    const { user } = renderApp('/register');
    expect(await screen.findByText('Personal Details')).toBeTruthy();
    expect(screen.getByText('Shop Details')).toBeTruthy();
    expect(screen.getByText('Payment Details')).toBeTruthy();

    await user.click(next());
    expect(stepAlert()?.textContent).toBe('Please fill all * Fields');
    expect(input(/^First Name/).getAttribute('aria-invalid')).toBe('true');

    const contact = input(/^Contact Number/);
    // Never trimmed into some other number: kept as typed, to be refused.
    await user.type(contact, '98a76-5012345');
    expect(contact.value).toBe('98a76-5012345');
    await user.clear(contact);
    await user.type(contact, '+91 98765-01234');
    await user.tab();
    expect(contact.value).toBe('9876501234');

    await user.clear(contact);
    await fillPersonal(user, { password: 'secret123', confirm: 'secret124' });
    await user.click(next());
    await waitFor(() =>
      expect(stepAlert()?.textContent).toBe('password and confirm Password does not match'),
    );
    expect(input(/^Confirm Password/).getAttribute('aria-invalid')).toBe('true');

    await user.clear(input(/^Confirm Password/));
    await user.click(next());
    expect(stepAlert()?.textContent).toBe('Please fill all * Fields');
    expect(server.callsTo('POST user/validateUserName')).toHaveLength(0);
  });

  it('asks the server about the user name and stays on step 1 when it is taken', async () => {
    let taken = true;
    const server = installFakeFetch({
      ...referenceRoutes,
      'POST user/validateUserName': () =>
        taken
          ? { status: 400, error: 'This user name is already taken' }
          : { status: 200, message: 'User name is available' },
    });
    const { user } = renderApp('/register');
    await fillPersonal(user);
    await user.click(next());

    await waitFor(() => expect(stepAlert()?.textContent).toBe('This user name is already taken'));
    expect(input(/^User Name/).getAttribute('aria-invalid')).toBe('true');
    expect(screen.queryByLabelText(/^Shop Name/)).toBeNull();
    expect(server.callsTo('POST user/validateUserName')[0]?.body).toEqual({
      firstName: 'Sunita',
      lastName: 'Sharma',
      contactNumber: '9876501234',
      userName: 'sunita',
      email: 'sunita@example.com',
      loginType: 'Custom',
    });

    taken = false;
    await user.type(input(/^User Name/), '2');
    await user.click(next());
    expect(await screen.findByLabelText(/^Shop Name/, { selector: 'input' })).toBeTruthy();
  });
});

describe('/register, step 2: Shop Details', () => {
  it('asks for every field, offers India only and the cities of the chosen state', async () => {
    installFakeFetch(referenceRoutes);
    const { user } = renderApp('/register');
    await toShopStep(user);

    await user.click(next());
    expect(stepAlert()?.textContent).toBe('Please fill all the fields');

    const country = select(/^Country/);
    expect(Array.from(country.options).map((option) => option.text)).toEqual(['India']);
    expect(country.value).toBe('1');

    const state = select(/^State/);
    expect(Array.from(state.options).map((option) => option.text)).toEqual([
      'Select state',
      'Delhi',
      'Maharashtra',
    ]);
    expect(select(/^City/).disabled).toBe(true);
    await user.selectOptions(state, 'Maharashtra');
    expect(Array.from(select(/^City/).options).map((option) => option.text)).toEqual([
      'Select city',
      'Mumbai',
      'Pune',
    ]);
    await user.selectOptions(select(/^City/), 'Pune');
    await user.selectOptions(state, 'Delhi');
    expect(select(/^City/).value).toBe('');

    const pincode = input(/^Pincode/);
    await user.type(pincode, '40a00019');
    expect(pincode.value).toBe('400001');
    const cin = input(/^CIN Number/);
    await user.type(cin, 'U12AB34');
    expect(cin.value).toBe('1234');
  });

  it('needs a valid GST number when GST is Yes, and starts the legal name as the shop name', async () => {
    installFakeFetch(referenceRoutes);
    const { user } = renderApp('/register');
    await toShopStep(user);
    await fillShop(user);
    expect(screen.queryByLabelText(/^GST Number/)).toBeNull();

    await user.click(screen.getByRole('radio', { name: 'Yes' }));
    expect(input(/^Legal Name/).value).toBe('Sharma General Store');
    await user.click(next());
    expect(stepAlert()?.textContent).toBe('Please fill all the fields');
    expect(input(/^GST Number/).getAttribute('aria-invalid')).toBe('true');

    await user.type(input(/^GST Number/), '27aapfu0939f1zx');
    expect(input(/^GST Number/).value).toBe('27AAPFU0939F1ZX');
    await user.click(next());
    await waitFor(() => expect(stepAlert()?.textContent).toBe('Enter a valid GST Number'));

    await user.clear(input(/^GST Number/));
    await paste(user, input(/^GST Number/), '27AAPFU0939F1ZV');
    await user.click(next());
    expect(await screen.findByLabelText(/^Shop Status/, { selector: 'select' })).toBeTruthy();
  });

  it("says 'Please, check your pincode' for a pincode the server does not know", async () => {
    installFakeFetch({
      ...referenceRoutes,
      'GET user/pincode/999999': { status: 404, error: 'Please, check your pincode' },
    });
    const { user } = renderApp('/register');
    await toShopStep(user);
    await paste(user, input(/^Shop Name/), 'Sharma General Store');
    await paste(user, input(/^Address Line 1/), '12 MG Road');
    await paste(user, input(/^Pincode/), '999999');
    await user.selectOptions(select(/^State/), 'Delhi');
    await user.selectOptions(select(/^City/), 'New Delhi');
    await user.click(next());
    await waitFor(() => expect(stepAlert()?.textContent).toBe('Please, check your pincode'));
    expect(screen.queryByLabelText(/^Shop Status/)).toBeNull();
  });
});

describe('/register, step 3: Payment Details', () => {
  it('asks for every field; No finance facility excludes the other options', async () => {
    installFakeFetch(referenceRoutes);
    const { user } = renderApp('/register');
    await toPaymentStep(user);

    await user.click(screen.getByRole('button', { name: 'Register' }));
    expect(stepAlert()?.textContent).toBe('Please fill all the fields');

    const providedByUs = screen.getByRole('checkbox', { name: 'Provided by us' }) as HTMLInputElement;
    const tieUp = screen.getByRole('checkbox', {
      name: 'Tie up with finance Company/Bank',
    }) as HTMLInputElement;
    const none = screen.getByRole('checkbox', { name: 'No finance facility' }) as HTMLInputElement;
    await user.click(providedByUs);
    await user.click(tieUp);
    expect([providedByUs.checked, tieUp.checked, none.checked]).toEqual([true, true, false]);
    await user.click(none);
    expect([providedByUs.checked, tieUp.checked, none.checked]).toEqual([false, false, true]);
    await user.click(tieUp);
    expect([providedByUs.checked, tieUp.checked, none.checked]).toEqual([false, true, false]);
  });

  it('needs an online store when the shop sells online', async () => {
    const server = installFakeFetch({ ...referenceRoutes, 'POST user/register': registered });
    const { user } = renderApp('/register');
    await toPaymentStep(user);
    expect(screen.queryByRole('checkbox', { name: 'Amazon' })).toBeNull();

    await user.selectOptions(select(/^Shop Status/), 'proprietorship');
    await user.selectOptions(select(/^Shop Type/), 'stand alone store');
    await user.click(screen.getByRole('checkbox', { name: 'No finance facility' }));
    await user.click(screen.getByRole('checkbox', { name: 'Cash' }));
    await user.click(screen.getByRole('checkbox', { name: 'Digital Wallet' }));
    await user.click(screen.getByRole('radio', { name: 'Yes' }));
    const stores = await screen.findByRole('group', { name: 'Online Stores' });
    expect(
      within(stores)
        .getAllByRole('checkbox')
        .map((chip) => chip.closest('div')?.textContent),
    ).toEqual(['Amazon', 'Flipkart', 'Meesho']);

    await user.click(screen.getByRole('button', { name: 'Register' }));
    expect(stepAlert()?.textContent).toBe('Please fill all the fields');
    expect(server.callsTo('POST user/register')).toHaveLength(0);

    await user.click(within(stores).getByRole('checkbox', { name: 'Flipkart' }));
    await user.click(screen.getByRole('button', { name: 'Register' }));
    await waitFor(() => expect(server.callsTo('POST user/register')).toHaveLength(1));
    expect(server.callsTo('POST user/register')[0]?.body).toMatchObject({
      paymentDetails: {
        shopStatus: 'proprietorship',
        shopType: 'stand alone store',
        financeFacility: 'No finance facility',
        paymentMethod: 'Cash/Digital Wallet',
        isSellOnline: 1,
        onlineStores: [2],
      },
    });
  });

  it('registers with the three steps, stores the session and opens the terms', async () => {
    const server = installFakeFetch({ ...referenceRoutes, 'POST user/register': registered });
    const { user, router } = renderApp('/register');
    await toShopStep(user);
    await fillShop(user);
    await user.click(screen.getByRole('radio', { name: 'Yes' }));
    await paste(user, input(/^GST Number/), '27AAPFU0939F1ZV');
    await user.click(next());

    await user.selectOptions(
      await screen.findByLabelText(/^Shop Status/, { selector: 'select' }),
      'partnership',
    );
    await user.selectOptions(select(/^Shop Type/), 'local chain store');
    await user.click(screen.getByRole('checkbox', { name: 'Tie up with finance Company/Bank' }));
    await user.click(screen.getByRole('checkbox', { name: 'Provided by us' }));
    await user.click(screen.getByRole('checkbox', { name: 'Credit/Debit' }));
    await user.click(screen.getByRole('checkbox', { name: 'Cash' }));
    await user.click(screen.getByRole('button', { name: 'Register' }));

    await waitFor(() => expect(currentPath(router)).toBe('/terms'));
    expect(server.callsTo('POST user/register')[0]?.body).toEqual({
      personalDetails: {
        firstName: 'Sunita',
        lastName: 'Sharma',
        contactNumber: '9876501234',
        userName: 'sunita',
        email: 'sunita@example.com',
        password: 'secret123',
        confirmPassword: 'secret123',
      },
      shopDetails: {
        tradeName: 'Sharma General Store',
        addressLine1: '12 MG Road',
        pincode: '400001',
        countryId: 1,
        stateId: 27,
        cityId: 27001,
        isGstNumber: 1,
        gstNumber: '27AAPFU0939F1ZV',
        legalName: 'Sharma General Store',
      },
      paymentDetails: {
        shopStatus: 'partnership',
        shopType: 'local chain store',
        // The server keeps one option: the first chosen in the spec's order.
        financeFacility: 'Provided by us',
        paymentMethod: 'Cash/Credit/Debit',
        isSellOnline: 0,
        onlineStores: [],
      },
      registerType: 'Custom',
      loginType: 'Custom',
    });
    expect(getSession()?.userId).toBe(42);
    expect(await screen.findByRole('button', { name: 'I Agree' })).toBeTruthy();
  });
});

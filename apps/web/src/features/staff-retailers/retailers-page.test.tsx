import { defaultOwnerConfiguration } from '@galla/domain/permissions';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { installFakeFetch } from '../../test/fake-fetch';
import { staffSession } from '../../test/fixtures';
import { renderApp } from '../../test/render-app';

const row = {
  shopId: 7,
  userId: 70,
  firstName: 'Rahul',
  lastName: 'Sharma',
  tradeName: 'Sharma Mobile & Electronics',
  contactNumber: '9876543210',
  email: 'demo@galla.local',
  state: 'Maharashtra',
  city: 'Pune',
  isRegister: 3,
  isOnboard: 1,
  status: 'active',
  createdAt: '2026-11-21T06:30:00.000Z',
};

const retailerProfile = {
  shopId: 7,
  status: 'active',
  owner: {
    userId: 70,
    firstName: 'Rahul',
    lastName: 'Sharma',
    userName: 'demo',
    email: 'demo@galla.local',
    contactNumber: '9876543210',
    loginType: 'Custom',
    isRegister: 3,
    createdAt: '2026-11-21T06:30:00.000Z',
  },
  shop: {
    tradeName: 'Sharma Mobile & Electronics',
    legalName: null,
    addressLine1: 'Shop 12, MG Road',
    addressLine2: null,
    pincode: '411001',
    state: 'Maharashtra',
    city: 'Pune',
    isGstNumber: 1,
    gstNumber: '27AAPFU0939F1ZV',
    shopStatus: 'proprietorship',
    shopType: 'stand alone store',
    isOnboard: 1,
  },
  categories: [
    { superCategoryId: 1, superCategoryName: 'Mobiles', categories: ['Smartphones', 'Feature phones'] },
  ],
  usage: {
    billsThisMonth: 4,
    salesThisMonth: 1180,
    billsAllTime: 40,
    salesAllTime: 123456.5,
    lastActiveAt: '2026-11-21T06:30:00.000Z',
  },
  subUsers: 2,
  configuration: defaultOwnerConfiguration(),
};

const routes = (overrides = {}) => ({
  'GET admin/retailers': { status: 200, data: { total: 1, rows: [row] } },
  'GET admin/retailerProfile': { status: 200, data: retailerProfile },
  'GET static/getState': {
    status: 200,
    data: [
      { stateId: 27, stateName: 'Maharashtra', gstStateCode: '27', cityList: [{ cityId: 1, City: 'Pune' }] },
    ],
  },
  'GET category/getSuperCategoryList': {
    status: 200,
    data: [{ superCategoryId: 1, superCategoryName: 'Mobiles', isSelected: false, categories: [] }],
  },
  ...overrides,
});

describe('/dashboard/vendors', () => {
  it('lists retailers from the server and sends search and filters with the request', async () => {
    const server = installFakeFetch(routes());
    const { user } = renderApp('/dashboard/vendors', { session: staffSession() });
    // The section's page is loaded lazily: its first import in a test run can take seconds.
    expect(await screen.findByText('Sharma Mobile & Electronics', {}, { timeout: 30_000 })).toBeTruthy();
    expect(screen.getByText('Pune, Maharashtra')).toBeTruthy();
    expect(screen.getByRole('cell', { name: 'Onboarded' })).toBeTruthy();

    await user.type(screen.getByLabelText('Search name, shop, mobile or e-mail'), 'sharma');
    await waitFor(() =>
      expect(server.callsTo('GET admin/retailers').at(-1)?.query.get('search')).toBe('sharma'),
    );
    await user.click(screen.getByRole('combobox', { name: 'Sign-up stage' }));
    await user.click(await screen.findByRole('option', { name: 'OTP pending' }));
    await waitFor(() => expect(server.callsTo('GET admin/retailers').at(-1)?.query.get('stage')).toBe('otp'));
    expect(server.callsTo('GET admin/retailers').at(-1)?.query.get('pageSize')).toBe('20');
  }, 60_000);

  it('says so when nothing matches, and when the list fails', async () => {
    installFakeFetch(routes({ 'GET admin/retailers': { status: 200, data: { total: 0, rows: [] } } }));
    renderApp('/dashboard/vendors', { session: staffSession() });
    expect(await screen.findByText(/No retailers match these filters/)).toBeTruthy();
  });

  it('shows an error that says what to do when the list cannot load', async () => {
    installFakeFetch(routes({ 'GET admin/retailers': { status: 500, error: 'Something bad happened' } }));
    renderApp('/dashboard/vendors', { session: staffSession() });
    expect(await screen.findByText(/Check your connection and reload the page/)).toBeTruthy();
  });

  it('opens a profile with usage and switches a page flag off for the shop', async () => {
    const server = installFakeFetch(
      routes({ 'POST admin/updateRetailerFlags': { status: 200, message: 'Retailer’s pages saved' } }),
    );
    const { user } = renderApp('/dashboard/vendors', { session: staffSession() });
    await user.click(await screen.findByRole('button', { name: 'View Sharma Mobile & Electronics' }));
    const drawer = await screen.findByRole('dialog');
    expect(await within(drawer).findByText('Mobiles')).toBeTruthy();
    expect(within(drawer).getByText('40')).toBeTruthy();
    expect(within(drawer).getByText('27AAPFU0939F1ZV')).toBeTruthy();
    expect(server.callsTo('GET admin/retailerProfile')[0]?.query.get('shopId')).toBe('7');

    await user.click(within(drawer).getByRole('switch', { name: 'Billing' }));
    await waitFor(() =>
      expect(server.callsTo('POST admin/updateRetailerFlags')[0]?.body).toEqual({
        shopId: 7,
        configuration: { billing: false },
      }),
    );
  });

  it('disables a retailer only after a confirmation', async () => {
    const server = installFakeFetch(
      routes({ 'POST admin/updateRetailerStatus': { status: 200, message: 'Retailer disabled' } }),
    );
    const { user } = renderApp('/dashboard/vendors', { session: staffSession() });
    await user.click(await screen.findByRole('button', { name: 'View Sharma Mobile & Electronics' }));
    const drawer = await screen.findByRole('dialog');
    await user.click(await within(drawer).findByRole('button', { name: 'Disable retailer' }));
    expect(server.callsTo('POST admin/updateRetailerStatus')).toHaveLength(0);
    await user.click(within(drawer).getByRole('button', { name: 'Yes, disable' }));
    await waitFor(() =>
      expect(server.callsTo('POST admin/updateRetailerStatus')[0]?.body).toEqual({
        shopId: 7,
        status: 'disabled',
      }),
    );
  });
});

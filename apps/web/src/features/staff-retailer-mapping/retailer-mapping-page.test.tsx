import type { MappingRow } from '@galla/contracts/retailer-managers';
import { staffPermissions } from '@galla/domain/permissions';
import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { installFakeFetch } from '../../test/fake-fetch';
import { staffSession } from '../../test/fixtures';
import { renderApp } from '../../test/render-app';
// Loaded up front, so the section's lazy import resolves at once on a busy machine.
import './retailer-mapping-page';

const slow = { timeout: 20_000 };
const admin = staffSession({
  userType: 'Admin',
  permissions: [...staffPermissions.Admin],
  totpEnrolled: true,
});
const row = (shopId: number, shopName: string, managerName: string | null = null): MappingRow => ({
  shopId,
  shopName,
  ownerName: 'Ravi Rao',
  mobile: '9203000001',
  city: 'Pune',
  state: 'Maharashtra',
  stateId: 27,
  cityId: 27024,
  managerId: managerName ? 5 : null,
  managerName,
});
const managers = [
  { staffId: 4, firstName: 'Sunita', lastName: 'K', userType: 'stateManager', status: 'active' },
  { staffId: 5, firstName: 'Zoya', lastName: 'K', userType: 'zonalManager', status: 'active' },
  { staffId: 6, firstName: 'Zubin', lastName: 'K', userType: 'zonalManager', status: 'disabled' },
];
const states = [
  { stateId: 27, stateName: 'Maharashtra', gstStateCode: '27', cityList: [{ cityId: 27024, City: 'Pune' }] },
];

describe('Retailer mapping', { timeout: 40_000 }, () => {
  it('maps the chosen retailers to a zonal manager in one call', async () => {
    const server = installFakeFetch({
      'GET admin/mapping/managers': { status: 200, data: managers },
      'GET static/getState': { status: 200, data: states },
      'GET admin/mapping/retailers': {
        status: 200,
        data: {
          total: 3,
          rows: [row(1, 'One Mobiles'), row(2, 'Two Traders', 'Zoya K'), row(3, 'Three Stores')],
        },
      },
      'POST admin/mapping/map': { status: 200, message: '2 retailer(s) mapped', data: { changed: 2 } },
    });
    const { user } = renderApp('/dashboard/retailerMapping', { session: admin });
    expect(await screen.findByText('One Mobiles', {}, slow)).toBeTruthy();
    expect(screen.getAllByText('Not mapped')).toHaveLength(2);
    expect(screen.getByRole('button', { name: 'Map selected' }).hasAttribute('disabled')).toBe(true);

    await user.click(screen.getByRole('checkbox', { name: 'One Mobiles' }));
    await user.click(screen.getByRole('checkbox', { name: 'Three Stores' }));
    expect(screen.getByText('2 retailers selected')).toBeTruthy();
    await user.click(screen.getByRole('combobox', { name: 'Map to zonal manager' }));
    // Only active zonal managers take retailers.
    expect(screen.queryByRole('option', { name: 'Zubin K' })).toBeNull();
    expect(screen.queryByRole('option', { name: 'Sunita K' })).toBeNull();
    await user.click(await screen.findByRole('option', { name: 'Zoya K' }));
    await user.click(screen.getByRole('button', { name: 'Map selected' }));
    await waitFor(() => expect(server.callsTo('POST admin/mapping/map')).toHaveLength(1));
    expect(server.callsTo('POST admin/mapping/map')[0]?.body).toEqual({ shopIds: [1, 3], staffId: 5 });
    expect(await screen.findByText('2 retailer(s) mapped')).toBeTruthy();
    await waitFor(() => expect(screen.getByText('0 retailers selected')).toBeTruthy());
  });

  it('asks the server for unmapped retailers only, and says so when none match', async () => {
    const server = installFakeFetch({
      'GET admin/mapping/managers': { status: 200, data: managers },
      'GET static/getState': { status: 200, data: states },
      'GET admin/mapping/retailers': { status: 200, data: { total: 0, rows: [] } },
    });
    const { user } = renderApp('/dashboard/retailerMapping', { session: admin });
    expect(await screen.findByText('No retailers match these filters.', {}, slow)).toBeTruthy();
    await user.click(screen.getByRole('checkbox', { name: 'Only retailers without a manager' }));
    await waitFor(() =>
      expect(server.callsTo('GET admin/mapping/retailers').at(-1)?.query.get('unmapped')).toBe('true'),
    );
  });

  it('says what to do when the list or the managers cannot be loaded', async () => {
    installFakeFetch({
      'GET admin/mapping/managers': { status: 200, data: [managers[0]] },
      'GET static/getState': { status: 200, data: states },
      'GET admin/mapping/retailers': { status: 500, error: 'boom' },
    });
    renderApp('/dashboard/retailerMapping', { session: admin });
    expect(await screen.findByText(/The retailers could not be loaded/, {}, slow)).toBeTruthy();
    expect(await screen.findByText(/There is no active zonal manager yet/)).toBeTruthy();
  });
});

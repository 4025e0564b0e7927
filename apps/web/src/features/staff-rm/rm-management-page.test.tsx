import type { ManagerNode, RmRetailerRow } from '@galla/contracts/retailer-managers';
import { rmMessages } from '@galla/contracts/retailer-managers';
import { staffPermissions } from '@galla/domain/permissions';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { installFakeFetch } from '../../test/fake-fetch';
import { staffSession } from '../../test/fixtures';
import { renderApp } from '../../test/render-app';
// Loaded up front, so the section's lazy import resolves at once on a busy machine.
import './rm-management-page';

const node = (
  staffId: number,
  firstName: string,
  userType: ManagerNode['userType'],
  managerId: number | null,
) => ({
  staffId,
  firstName,
  lastName: 'K',
  email: `${firstName.toLowerCase()}@galla.test`,
  userType,
  status: 'active' as const,
  managerId,
  retailers: userType === 'zonalManager' ? 1 : 0,
});
const row = (shopId: number, shopName: string): RmRetailerRow => ({
  shopId,
  shopName,
  ownerName: 'Ravi Rao',
  mobile: '9203000001',
  city: 'Pune',
  state: 'Maharashtra',
  billsThisMonth: 4,
  lastActive: null,
  managerId: 3,
  managerName: 'Zoya K',
});
const tree = [
  node(1, 'Anil', 'Avp', null),
  node(2, 'Sunita', 'stateManager', 1),
  node(3, 'Zoya', 'zonalManager', 2),
];
const zonal = staffSession({ userType: 'zonalManager', permissions: [...staffPermissions.zonalManager] });
const admin = staffSession({
  userType: 'Admin',
  permissions: [...staffPermissions.Admin],
  totpEnrolled: true,
});

// The first render of the console on a busy machine can take longer than the usual wait.
const slow = { timeout: 20_000 };

describe('RM management', { timeout: 30_000 }, () => {
  it('shows a zonal manager their place in the tree and their retailers', async () => {
    installFakeFetch({
      'GET admin/rm/managers': { status: 200, data: { managers: [tree[2]], canEdit: false } },
      'GET admin/rm/retailers': { status: 200, data: { total: 1, rows: [row(10, 'Rao Mobiles')] } },
    });
    renderApp('/dashboard/retailerManager', { session: zonal });
    expect(await screen.findByText('Rao Mobiles', {}, slow)).toBeTruthy();
    expect(screen.getByText('Pune, Maharashtra')).toBeTruthy();
    expect(screen.getByText('Never')).toBeTruthy();
    expect(screen.getByRole('button', { name: /^Zoya K/ })).toBeTruthy();
    expect(screen.queryByRole('button', { name: /Who does/ })).toBeNull();
  });

  it('says what to do when there are no retailers, and when the list fails', async () => {
    installFakeFetch({
      'GET admin/rm/managers': { status: 500, error: 'boom' },
      'GET admin/rm/retailers': { status: 200, data: { total: 0, rows: [] } },
    });
    renderApp('/dashboard/retailerManager', { session: zonal });
    expect(await screen.findByText(/An Admin maps retailers to zonal managers/, {}, slow)).toBeTruthy();
    expect(await screen.findByText(/The managers could not be loaded/)).toBeTruthy();
  });

  it('asks for a chosen manager’s retailers, and lets an Admin set who they report to', async () => {
    const server = installFakeFetch({
      'GET admin/rm/managers': { status: 200, data: { managers: tree, canEdit: true } },
      'GET admin/rm/retailers': (request) => ({
        status: 200,
        data:
          request.query.get('managerId') === '2'
            ? { total: 1, rows: [row(11, 'Team Shop')] }
            : { total: 0, rows: [] },
      }),
      'POST admin/rm/setReportsTo': { status: 200, message: rmMessages.reportsToSaved },
    });
    const { user } = renderApp('/dashboard/retailerManager', { session: admin });
    await user.click(await screen.findByRole('button', { name: /^Sunita K/ }, slow));
    expect(await screen.findByText('Team Shop')).toBeTruthy();
    expect(screen.getByText('Retailers of Sunita K and their team')).toBeTruthy();

    await user.click(screen.getByRole('button', { name: 'Who does Zoya K report to?' }));
    const dialog = await screen.findByRole('dialog');
    // Only state managers are offered to a zonal manager.
    await user.click(within(dialog).getByRole('combobox', { name: 'Manager' }));
    expect(within(dialog).queryByRole('option', { name: 'Anil K' })).toBeNull();
    await user.click(within(dialog).getByRole('option', { name: 'No one' }));
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(server.callsTo('POST admin/rm/setReportsTo')).toHaveLength(1));
    expect(server.callsTo('POST admin/rm/setReportsTo')[0]?.body).toEqual({ staffId: 3, managerId: null });
  });
});

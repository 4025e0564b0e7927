import { ticketMessages } from '@galla/contracts/support-tickets';
import { staffPermissions } from '@galla/domain/permissions';
import { configure, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { Providers } from '../../app/providers';
import { createQueryClient } from '../../lib/query-client';
import { setSession } from '../../lib/session';
import { installFakeFetch } from '../../test/fake-fetch';
import { staffSession } from '../../test/fixtures';
import { RmTicketsTab } from './rm-tickets-tab';

// A busy machine renders the first screens slowly; these journeys wait longer than the default.
vi.setConfig({ testTimeout: 120_000 });
beforeAll(() => configure({ asyncUtilTimeout: 30_000 }));

const escalated = {
  ticketId: 30,
  version: 2,
  topic: 'SMS',
  message: 'My campaign did not go out.',
  status: 5,
  statusName: 'With relationship manager',
  createdAt: '2026-11-20T05:00:00.000Z',
  updatedAt: '2026-11-20T06:00:00.000Z',
  dateOfAssignRm: '2026-11-20T06:00:00.000Z',
  shop: {
    shopId: 2,
    name: 'Patil Kirana Stores',
    ownerName: 'Suresh Patil',
    contactNumber: '9876500002',
    email: null,
    raisedBy: 'Suresh Patil',
    raisedByNumber: '9876500002',
  },
  assignedTo: null,
  rm: { staffId: 9, name: 'Ravi Rao' },
  shopRm: { staffId: 9, name: 'Ravi Rao' },
  nextStatuses: [],
  canEscalate: false,
  history: [],
};

describe('RmTicketsTab (mounted by RM Management)', () => {
  it('lists the manager’s tickets from admin/rm and hands one back with a note', async () => {
    setSession(staffSession({ userType: 'zonalManager', permissions: [...staffPermissions.zonalManager] }));
    const server = installFakeFetch({
      'GET admin/rm/tickets': {
        status: 200,
        data: {
          total: 1,
          rows: [
            {
              ticketId: 30,
              shopName: 'Patil Kirana Stores',
              topic: 'SMS',
              status: 5,
              statusName: 'With relationship manager',
              assignedTo: null,
              rmName: 'Ravi Rao',
              dateOfAssignRm: escalated.dateOfAssignRm,
              createdAt: escalated.createdAt,
              updatedAt: escalated.updatedAt,
            },
          ],
          filterDate: { from: '2026-10-22', to: '2026-11-21' },
        },
      },
      'GET admin/rm/ticket': { status: 200, data: escalated },
      'POST admin/rm/returnTicket': { status: 200, message: ticketMessages.returned, data: { version: 3 } },
    });
    const user = userEvent.setup();
    render(
      <Providers queryClient={createQueryClient()} env="test">
        <RmTicketsTab />
      </Providers>,
    );
    await user.click(await screen.findByRole('button', { name: 'Open ticket #30' }));
    const drawer = await screen.findByRole('dialog', { name: 'Ticket' });
    expect(await within(drawer).findByText('My campaign did not go out.')).toBeTruthy();
    // The manager has no status control or assignment; only the hand-back.
    expect(within(drawer).queryByRole('combobox', { name: 'New status' })).toBeNull();
    expect(within(drawer).queryByRole('combobox', { name: 'Assign to' })).toBeNull();
    await user.type(within(drawer).getByLabelText('Note for support (optional)'), 'Visited the shop');
    await user.click(within(drawer).getByRole('button', { name: 'Hand back to support' }));
    await waitFor(() =>
      expect(server.callsTo('POST admin/rm/returnTicket')[0]?.body).toEqual({
        ticketId: 30,
        version: 2,
        note: 'Visited the shop',
      }),
    );
    expect(server.callsTo('GET admin/ticketAssignees')).toHaveLength(0);
    expect(server.callsTo('GET admin/rm/tickets')[0]?.query.has('assignedTo')).toBe(false);
  });
});

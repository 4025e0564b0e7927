import { ticketMessages } from '@galla/contracts/support-tickets';
import { staffPermissions } from '@galla/domain/permissions';
import { configure, screen, waitFor, within } from '@testing-library/react';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { installFakeFetch } from '../../test/fake-fetch';
import { staffSession } from '../../test/fixtures';
import { renderApp } from '../../test/render-app';

// A busy machine renders the first screens slowly; these journeys wait longer than the default.
vi.setConfig({ testTimeout: 120_000 });
beforeAll(() => configure({ asyncUtilTimeout: 30_000 }));

// The machine may be busy: transform the lazy route chunks once, before the first test's clock runs.
beforeAll(async () => {
  await Promise.all([
    import('../../app/signed-in-layout'),
    import('../../app/home-route'),
    import('./customer-support-page'),
  ]);
}, 120_000);

const cse = () => staffSession({ userType: 'Cse', permissions: [...staffPermissions.Cse] });

const row = {
  ticketId: 12,
  shopName: 'Sharma Mobile & Electronics',
  topic: 'Billing',
  status: 1,
  statusName: 'Open',
  assignedTo: null,
  rmName: null,
  dateOfAssignRm: null,
  createdAt: '2026-11-20T05:00:00.000Z',
  updatedAt: '2026-11-20T05:00:00.000Z',
};
const list = {
  status: 200,
  data: { total: 1, rows: [row], filterDate: { from: '2026-10-22', to: '2026-11-21' } },
};
const detail = {
  ticketId: 12,
  version: 3,
  topic: 'Billing',
  message: 'The invoice PDF shows the wrong GSTIN.',
  status: 1,
  statusName: 'Open',
  createdAt: '2026-11-20T05:00:00.000Z',
  updatedAt: '2026-11-20T05:00:00.000Z',
  dateOfAssignRm: null,
  shop: {
    shopId: 1,
    name: 'Sharma Mobile & Electronics',
    ownerName: 'Ramesh Sharma',
    contactNumber: '9876543210',
    email: 'demo@galla.local',
    raisedBy: 'Ramesh Sharma',
    raisedByNumber: '9876543210',
  },
  assignedTo: null,
  rm: null,
  shopRm: null,
  nextStatuses: [3, 4, 6],
  canEscalate: false,
  history: [
    {
      id: 1,
      at: '2026-11-20T05:00:00.000Z',
      by: 'Ramesh Sharma (retailer)',
      kind: 'raised',
      text: null,
      fromStatus: null,
      toStatus: 1,
    },
  ],
};
const assignees = { status: 200, data: { assignees: [{ staffId: 5, name: 'Zoya Khan', userType: 'Cse' }] } };

async function openTicket(user: ReturnType<typeof renderApp>['user']) {
  await user.click(await screen.findByRole('button', { name: 'Open ticket #12' }));
  return screen.findByRole('dialog', { name: 'Ticket' });
}

describe('/dashboard/customerSupport', () => {
  it('lists tickets in the server’s 31-day window; a Cse’s status filter never offers 5 or 6', async () => {
    const server = installFakeFetch({ 'GET admin/tickets': list, 'GET admin/ticketAssignees': assignees });
    const { user } = renderApp('/dashboard/customerSupport', { session: cse() });
    expect(await screen.findByRole('heading', { name: 'Customer Support' })).toBeTruthy();
    expect(await screen.findByText('Sharma Mobile & Electronics')).toBeTruthy();
    expect(screen.getByText('Raised from 22/10/2026 to 21/11/2026')).toBeTruthy();
    expect((screen.getByLabelText('From Date') as HTMLInputElement).value).toBe('2026-10-22');
    expect(server.callsTo('GET admin/tickets')[0]?.query.get('filterDateFrom')).toBeNull();

    await user.click(screen.getByRole('combobox', { name: 'Status' }));
    const options = (await screen.findAllByRole('option')).map((o) => o.textContent);
    expect(options).toEqual([
      'Open',
      'Assigned',
      'In progress',
      'Waiting for retailer',
      'Reopened',
      'Returned to support',
    ]);
    await user.click(screen.getByRole('option', { name: 'Reopened' }));
    await waitFor(() =>
      expect(server.callsTo('GET admin/tickets').at(-1)?.query.get('currentStatus')).toBe('7'),
    );
    expect(server.callsTo('GET admin/tickets').at(-1)?.query.get('page')).toBe('1');
  });

  it('shows the empty state with what to do, and an error with a retry', async () => {
    let fail = true;
    installFakeFetch({
      'GET admin/tickets': () =>
        fail
          ? { status: 500, error: 'boom' }
          : {
              status: 200,
              data: { total: 0, rows: [], filterDate: { from: '2026-10-22', to: '2026-11-21' } },
            },
    });
    const { user } = renderApp('/dashboard/customerSupport', { session: cse() });
    expect(await screen.findByText('The tickets could not be loaded')).toBeTruthy();
    fail = false;
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(
      await screen.findByText('No tickets match these filters. Widen the dates or clear the filters.'),
    ).toBeTruthy();
  });

  it('opens a ticket: the shop’s contact, a status change with the version on screen, a reply', async () => {
    const server = installFakeFetch({
      'GET admin/tickets': list,
      'GET admin/ticket': { status: 200, data: detail },
      'GET admin/ticketAssignees': assignees,
      'POST admin/ticketStatus': { status: 200, message: ticketMessages.statusChanged, data: { version: 4 } },
      'POST admin/ticketComment': { status: 200, message: ticketMessages.replied },
    });
    const { user } = renderApp('/dashboard/customerSupport', { session: cse() });
    const drawer = await openTicket(user);
    expect(await within(drawer).findByText('The invoice PDF shows the wrong GSTIN.')).toBeTruthy();
    const contact = within(drawer).getByRole('group', { name: 'Shop contact' });
    expect(within(contact).getByRole('link', { name: '+91 9876543210' }).getAttribute('href')).toBe(
      'tel:+919876543210',
    );
    expect(
      within(drawer).getByText(
        'This retailer has no relationship manager yet: map the shop in Retailer Mapping to escalate.',
      ),
    ).toBeTruthy();
    expect(
      (within(drawer).getByRole('button', { name: 'Escalate to RM' }) as HTMLButtonElement).disabled,
    ).toBe(true);

    await user.click(within(drawer).getByRole('combobox', { name: 'New status' }));
    expect((await screen.findAllByRole('option')).map((o) => o.textContent)).toContain('In progress');
    await user.click(screen.getByRole('option', { name: 'In progress' }));
    await user.click(within(drawer).getByRole('button', { name: 'Change status' }));
    await waitFor(() =>
      expect(server.callsTo('POST admin/ticketStatus')[0]?.body).toEqual({
        ticketId: 12,
        version: 3,
        status: 3,
      }),
    );
    expect(await screen.findByText(ticketMessages.statusChanged)).toBeTruthy();

    await user.click(within(drawer).getByRole('radio', { name: 'Reply to retailer' }));
    await user.click(within(drawer).getByRole('button', { name: 'Send reply' }));
    expect(await within(drawer).findByText('Write a comment of 1 to 1000 characters')).toBeTruthy();
    await user.type(
      within(drawer).getByRole('textbox', { name: /^Reply \(/ }),
      'Update your GSTIN in My Profile.',
    );
    await user.click(within(drawer).getByRole('button', { name: 'Send reply' }));
    await waitFor(() =>
      expect(server.callsTo('POST admin/ticketComment')[0]?.body).toEqual({
        ticketId: 12,
        text: 'Update your GSTIN in My Profile.',
        public: true,
      }),
    );
  });

  it('tells the slower of two staff that someone else changed the ticket, and reloads it', async () => {
    const server = installFakeFetch({
      'GET admin/tickets': list,
      'GET admin/ticket': { status: 200, data: detail },
      'GET admin/ticketAssignees': assignees,
      'POST admin/assignTicket': { status: 409, error: ticketMessages.changedElsewhere },
    });
    const { user } = renderApp('/dashboard/customerSupport', { session: cse() });
    const drawer = await openTicket(user);
    await user.click(await within(drawer).findByRole('combobox', { name: 'Assign to' }));
    await user.click(await screen.findByRole('option', { name: 'Zoya Khan (Cse)' }));
    await user.click(within(drawer).getByRole('button', { name: 'Assign' }));
    expect(await screen.findByText(ticketMessages.changedElsewhere)).toBeTruthy();
    expect(server.callsTo('POST admin/assignTicket')[0]?.body).toEqual({
      ticketId: 12,
      version: 3,
      staffId: 5,
    });
    await waitFor(() => expect(server.callsTo('GET admin/ticket').length).toBeGreaterThan(1));
  });
});

import type { LeadRow } from '@galla/contracts/console-leads';
import { staffPermissions } from '@galla/domain/permissions';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { installFakeFetch } from '../../test/fake-fetch';
import { staffSession } from '../../test/fixtures';
import { renderApp } from '../../test/render-app';

const admin = staffSession({
  userType: 'Admin',
  permissions: [...staffPermissions.Admin],
  totpEnrolled: true,
});

const row = (overrides: Partial<LeadRow> = {}): LeadRow => ({
  ref: 'lead-1',
  name: 'Ravi Kumar',
  mobile: '9845011111',
  shopName: 'Kumar Stores',
  city: 'Pune',
  state: 'Maharashtra',
  source: 'call',
  campaignId: null,
  campaignCode: null,
  status: 'new',
  assignedTo: null,
  assignedName: null,
  stage: 'none',
  retailerId: null,
  createdAt: '2026-11-20T05:00:00.000Z',
  updatedAt: '2026-11-20T05:00:00.000Z',
  ...overrides,
});
const choices = {
  status: 200,
  data: {
    assignees: [{ staffId: 7, name: 'Vikram Rao', userType: 'stateManager' }],
    campaigns: [{ campaignId: 3, code: 'DIWALI-26', name: 'Diwali' }],
  },
};

describe('Leads', () => {
  it('lists prospects from the server, filters by status on the server, and shows a converted sign-up', async () => {
    const server = installFakeFetch({
      'GET admin/leadChoices': choices,
      'GET admin/leads': {
        status: 200,
        data: {
          total: 2,
          rows: [
            row(),
            row({
              ref: 'shop-4',
              name: 'Meena Iyer',
              source: 'signUp',
              stage: 'converted',
              campaignCode: 'DIWALI-26',
            }),
          ],
        },
      },
    });
    const { user } = renderApp('/dashboard/leads', { session: admin });
    expect(await screen.findByText('Ravi Kumar', {}, { timeout: 30_000 })).toBeTruthy();
    expect(screen.getByText('Converted')).toBeTruthy();
    expect(screen.getByRole('cell', { name: 'Own sign-up' })).toBeTruthy();
    await user.click(screen.getByRole('combobox', { name: 'Status' }));
    await user.click(await screen.findByRole('option', { name: 'Contacted' }));
    await waitFor(() =>
      expect(server.callsTo('GET admin/leads').at(-1)?.query.get('status')).toBe('contacted'),
    );
    expect(server.callsTo('GET admin/leads').at(-1)?.query.get('pageSize')).toBe('20');
  }, 90_000);

  it('says when nothing matches, and when the list cannot load', async () => {
    installFakeFetch({
      'GET admin/leadChoices': choices,
      'GET admin/leads': { status: 200, data: { total: 0, rows: [] } },
    });
    renderApp('/dashboard/leads', { session: admin });
    expect(
      await screen.findByText('No leads match. Clear the filters or add a lead', {}, { timeout: 30_000 }),
    ).toBeTruthy();
  }, 90_000);

  it('shows an error that says what to do', async () => {
    installFakeFetch({ 'GET admin/leadChoices': choices, 'GET admin/leads': { status: 500, error: 'boom' } });
    renderApp('/dashboard/leads', { session: admin });
    expect(
      await screen.findByText(
        'The leads could not be loaded. Check your connection and reload the page',
        {},
        { timeout: 30_000 },
      ),
    ).toBeTruthy();
  }, 90_000);

  it('adds a lead, checking the mobile with the shared reader before calling the server', async () => {
    const server = installFakeFetch({
      'GET admin/leadChoices': choices,
      'GET admin/leads': { status: 200, data: { total: 0, rows: [] } },
      'POST admin/addLead': { status: 200, message: 'Lead added', data: { ref: 'lead-9' } },
    });
    const { user } = renderApp('/dashboard/leads', { session: admin });
    await user.click(await screen.findByRole('button', { name: 'Add lead' }, { timeout: 30_000 }));
    const dialog = await screen.findByRole('dialog');
    await user.type(within(dialog).getByLabelText(/^Name/), 'Ravi Kumar');
    await user.type(within(dialog).getByLabelText(/^Mobile/), '12345');
    await user.click(within(dialog).getByRole('button', { name: 'Add lead' }));
    expect(await within(dialog).findByText('Enter a 10-digit mobile number')).toBeTruthy();
    expect(server.callsTo('POST admin/addLead')).toHaveLength(0);
    await user.clear(within(dialog).getByLabelText(/^Mobile/));
    await user.type(within(dialog).getByLabelText(/^Mobile/), '+91 98450 11111');
    await user.click(within(dialog).getByRole('button', { name: 'Add lead' }));
    await waitFor(() => expect(server.callsTo('POST admin/addLead')).toHaveLength(1));
    expect(server.callsTo('POST admin/addLead')[0]?.body).toMatchObject({
      name: 'Ravi Kumar',
      mobile: '+91 98450 11111',
      source: 'call',
    });
  }, 90_000);

  it('opens a lead: offers only the allowed moves, sends the status it showed, and shows the history', async () => {
    const server = installFakeFetch({
      'GET admin/leadChoices': choices,
      'GET admin/leads': { status: 200, data: { total: 1, rows: [row()] } },
      'GET admin/lead': {
        status: 200,
        data: {
          lead: row(),
          notes: 'Wants GST bills',
          history: [
            {
              id: 1,
              kind: 'created',
              text: 'Lead added',
              staffName: 'Asha Tester',
              createdAt: '2026-11-20T05:00:00.000Z',
            },
          ],
        },
      },
      'POST admin/moveLead': { status: 200, message: 'Status changed' },
    });
    const { user } = renderApp('/dashboard/leads', { session: admin });
    await user.click(await screen.findByText('Ravi Kumar', {}, { timeout: 30_000 }));
    const drawer = await screen.findByRole('dialog', {}, { timeout: 5_000 });
    expect(await within(drawer).findByText('Lead added')).toBeTruthy();
    expect(within(drawer).getByText('Wants GST bills')).toBeTruthy();
    expect(within(drawer).queryByRole('button', { name: 'Won' })).toBeNull();
    await user.click(within(drawer).getByRole('button', { name: 'Contacted' }));
    await waitFor(() => expect(server.callsTo('POST admin/moveLead')).toHaveLength(1));
    expect(server.callsTo('POST admin/moveLead')[0]?.body).toEqual({
      ref: 'lead-1',
      from: 'new',
      to: 'contacted',
    });
  });
});

import { ticketMessages } from '@galla/contracts/support-tickets';
import { configure, screen, waitFor, within } from '@testing-library/react';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { installFakeFetch } from '../../test/fake-fetch';
import { retailerSession } from '../../test/fixtures';
import { renderApp } from '../../test/render-app';

// A busy machine renders the first screens slowly; these journeys wait longer than the default.
vi.setConfig({ testTimeout: 120_000 });
beforeAll(() => configure({ asyncUtilTimeout: 30_000 }));

// The machine may be busy: transform the lazy route chunks once, before the first test's clock runs.
beforeAll(async () => {
  await Promise.all([import('../../app/signed-in-layout'), import('./help-page')]);
}, 120_000);

const ticket = {
  ticketId: 7,
  topic: 'Billing',
  message: 'The invoice PDF shows the wrong GSTIN.',
  status: 3,
  statusName: 'In progress',
  raisedBy: 'Ramesh Kumar',
  createdAt: '2026-11-20T05:00:00.000Z',
  updatedAt: '2026-11-20T06:00:00.000Z',
  replies: [
    { at: '2026-11-20T06:00:00.000Z', by: 'Galla Support (Zoya)', text: 'Please update your GSTIN.' },
  ],
};

describe('Help: support tickets', () => {
  it('checks the form with the server’s words, then raises the ticket and lists it', async () => {
    let tickets: unknown[] = [];
    const server = installFakeFetch({
      'GET support/myTickets': () => ({ status: 200, data: { tickets } }),
      'POST support/raiseTicket': () => {
        tickets = [{ ...ticket, status: 1, statusName: 'Open', replies: [] }];
        return { status: 200, message: ticketMessages.raised, data: { ticketId: 7 } };
      },
    });
    const { user } = renderApp('/help', { session: retailerSession() });
    expect(await screen.findByText('No tickets yet. Raise one above when you need help.')).toBeTruthy();
    const form = screen.getByRole('form', { name: 'Raise a ticket' });
    await user.type(within(form).getByLabelText(/^Describe the problem/), 'too short');
    await user.click(within(form).getByRole('button', { name: 'Raise ticket' }));
    expect(await within(form).findByText(ticketMessages.topic)).toBeTruthy();
    expect(within(form).getByText(ticketMessages.message)).toBeTruthy();
    expect(server.callsTo('POST support/raiseTicket')).toHaveLength(0);

    await user.click(within(form).getByRole('combobox', { name: /^Topic/ }));
    await user.click(await screen.findByRole('option', { name: 'Billing' }));
    await user.type(
      within(form).getByLabelText(/^Describe the problem/),
      ' — the invoice PDF shows the wrong GSTIN',
    );
    await user.click(within(form).getByRole('button', { name: 'Raise ticket' }));
    await waitFor(() =>
      expect(server.callsTo('POST support/raiseTicket')[0]?.body).toEqual({
        topic: 'Billing',
        message: 'too short — the invoice PDF shows the wrong GSTIN',
      }),
    );
    expect(await screen.findByText(ticketMessages.raised)).toBeTruthy();
    expect(await screen.findByText('#7 Billing')).toBeTruthy();
  });

  it('shows each ticket’s status and support’s replies', async () => {
    installFakeFetch({ 'GET support/myTickets': { status: 200, data: { tickets: [ticket] } } });
    const { user } = renderApp('/help', { session: retailerSession() });
    await user.click(await screen.findByRole('button', { name: /#7 Billing/ }));
    expect(screen.getByText('In progress')).toBeTruthy();
    expect(await screen.findByText('Please update your GSTIN.')).toBeTruthy();
    expect(screen.getByText(/Galla Support \(Zoya\)/)).toBeTruthy();
  });

  it('says when the list cannot be loaded, with a retry', async () => {
    installFakeFetch({ 'GET support/myTickets': { status: 500, error: 'boom' } });
    renderApp('/help', { session: retailerSession() });
    expect(await screen.findByText('Your tickets could not be loaded')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Retry' })).toBeTruthy();
  });
});

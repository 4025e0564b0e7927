import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { installFakeFetch } from '../../test/fake-fetch';
import { profile, retailerSession } from '../../test/fixtures';
import { renderApp } from '../../test/render-app';

const sessions = (list: { sessionId: string; client: string | null; current: boolean }[], idleDays = 7) => ({
  status: 200,
  data: {
    idleDays,
    sessions: list.map((s) => ({
      ...s,
      ip: '127.0.0.1',
      createdAt: '2026-11-20T04:30:00.000Z',
      lastUsedAt: '2026-11-25T06:00:00.000Z',
    })),
  },
});

const twoDevices = sessions([
  { sessionId: 'this-one', client: 'web', current: true },
  { sessionId: 'the-phone', client: 'android', current: false },
]);

async function devicesTable() {
  await screen.findByRole('heading', { name: 'Signed-in devices' });
  return screen.getByRole('table');
}

describe('signed-in devices on the profile', () => {
  it('lists each session with its device and times, and ends the one chosen', async () => {
    const server = installFakeFetch({
      'GET user/getProfile': { status: 200, data: [profile()] },
      'GET user/sessions': twoDevices,
      'POST user/endSession': { status: 200, message: 'Session ended' },
    });
    const { user } = renderApp('/myProfile', { session: retailerSession() });
    const table = await devicesTable();
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows.map((r) => r.textContent)).toEqual([
      expect.stringMatching(/^webThis device25\/11\/2026 11:30:0020\/11\/2026 10:00:00End$/),
      expect.stringMatching(/^android25\/11\/2026 11:30:0020\/11\/2026 10:00:00End$/),
    ]);

    await user.click(within(rows[1]!).getByRole('button', { name: 'End' }));
    expect(await screen.findByText('Session ended')).toBeTruthy();
    expect(server.callsTo('POST user/endSession')[0]?.body).toEqual({ sessionId: 'the-phone' });
    // The list is asked again after the change.
    await waitFor(() => expect(server.callsTo('GET user/sessions').length).toBeGreaterThan(1));
  });

  it('ends all other sessions; the button is off when there are none', async () => {
    const server = installFakeFetch({
      'GET user/getProfile': { status: 200, data: [profile()] },
      'GET user/sessions': twoDevices,
      'POST user/endOtherSessions': { status: 200, message: 'Ended 1 other session' },
    });
    const { user } = renderApp('/myProfile', { session: retailerSession() });
    await user.click(await screen.findByRole('button', { name: 'End all other sessions' }));
    expect(await screen.findByText('Ended 1 other session')).toBeTruthy();
    expect(server.callsTo('POST user/endOtherSessions')).toHaveLength(1);
  });

  it("the owner sets the shop's idle days; a sub-user does not see the setting", async () => {
    const server = installFakeFetch({
      'GET user/getProfile': { status: 200, data: [profile()] },
      'GET user/sessions': twoDevices,
      'POST user/sessionSettings': { status: 200, message: 'Session settings saved' },
    });
    const { user, unmount } = renderApp('/myProfile', { session: retailerSession() });
    const days = await screen.findByRole('textbox', {
      name: 'End a session after this many days without use',
    });
    expect((days as HTMLInputElement).value).toBe('7');
    await user.clear(days);
    await user.type(days, '3');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Session settings saved')).toBeTruthy();
    expect(server.callsTo('POST user/sessionSettings')[0]?.body).toEqual({ idleDays: 3 });
    unmount();

    installFakeFetch({ 'GET user/sessions': sessions([{ sessionId: 's', client: null, current: true }]) });
    renderApp('/myProfile', { session: retailerSession({ userType: 'subRetailer' }) });
    expect(await screen.findByText('Unknown')).toBeTruthy();
    expect(screen.queryByRole('textbox', { name: /days without use/ })).toBeNull();
    expect(
      (screen.getByRole('button', { name: 'End all other sessions' }) as HTMLButtonElement).disabled,
    ).toBe(true);
  });
});

import type { CampaignRow } from '@galla/contracts/console-campaigns';
import { staffPermissions } from '@galla/domain/permissions';
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { installFakeFetch } from '../../test/fake-fetch';
import { staffSession } from '../../test/fixtures';
import { renderApp } from '../../test/render-app';
import { rememberCampaign, signUpCampaign } from './sign-up-campaign';

const admin = staffSession({
  userType: 'Admin',
  permissions: [...staffPermissions.Admin],
  totpEnrolled: true,
});
const campaign: CampaignRow = {
  campaignId: 3,
  name: 'Diwali',
  code: 'DIWALI-26',
  active: true,
  startsOn: null,
  endsOn: null,
  leads: 2,
  signUps: 5,
  signUpsCompleted: 3,
  createdAt: '2026-11-20T05:00:00.000Z',
};

afterEach(() => sessionStorage.clear());

describe('Google ad campaigns', () => {
  it('lists each campaign with its link and what it brought', async () => {
    installFakeFetch({ 'GET admin/campaigns': { status: 200, data: { total: 1, rows: [campaign] } } });
    renderApp('/dashboard/googleCampaign', { session: admin });
    expect(await screen.findByText('Diwali', {}, { timeout: 30_000 })).toBeTruthy();
    expect(screen.getByText(/\/register\?campaign=DIWALI-26$/)).toBeTruthy();
    const cells = screen.getAllByRole('cell').map((c) => c.textContent);
    expect(cells).toEqual(expect.arrayContaining(['2', '5', '3']));
  }, 90_000);

  it('shows the empty and the error states', async () => {
    installFakeFetch({ 'GET admin/campaigns': { status: 200, data: { total: 0, rows: [] } } });
    renderApp('/dashboard/googleCampaign', { session: admin });
    expect(
      await screen.findByText('No campaigns yet. Add one to get its sign-up link', {}, { timeout: 30_000 }),
    ).toBeTruthy();
  }, 90_000);

  it('refuses a bad code on the form, then adds the campaign', async () => {
    const server = installFakeFetch({
      'GET admin/campaigns': { status: 200, data: { total: 0, rows: [] } },
      'POST admin/addCampaign': { status: 200, message: 'Campaign added', data: { campaignId: 1 } },
    });
    const { user } = renderApp('/dashboard/googleCampaign', { session: admin });
    await user.click(await screen.findByRole('button', { name: 'Add campaign' }, { timeout: 30_000 }));
    const dialog = await screen.findByRole('dialog');
    await user.type(within(dialog).getByLabelText(/^Name/), 'Diwali');
    await user.type(within(dialog).getByLabelText(/^Code/), 'bad code');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(
      await within(dialog).findByText('Use 2 to 30 letters, digits or dashes for the code'),
    ).toBeTruthy();
    await user.clear(within(dialog).getByLabelText(/^Code/));
    await user.type(within(dialog).getByLabelText(/^Code/), 'diwali-26');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(server.callsTo('POST admin/addCampaign')).toHaveLength(1));
    expect(server.callsTo('POST admin/addCampaign')[0]?.body).toMatchObject({
      name: 'Diwali',
      code: 'diwali-26',
    });
  }, 90_000);

  it('a subAdmin cannot open it', async () => {
    installFakeFetch();
    renderApp('/dashboard/googleCampaign', { session: staffSession() });
    expect(await screen.findByText('Page not found', {}, { timeout: 30_000 })).toBeTruthy();
  });
});

describe('the sign-up link', () => {
  it('keeps the code from the link for the sign-up, and ignores a malformed one', () => {
    rememberCampaign('?campaign=diwali-26');
    expect(signUpCampaign()).toBe('DIWALI-26');
    rememberCampaign('?campaign=<script>');
    expect(signUpCampaign()).toBe('DIWALI-26');
  }, 90_000);

  it('sends the kept code with user/register', async () => {
    installFakeFetch();
    renderApp('/?campaign=Diwali-26');
    await waitFor(() => expect(signUpCampaign()).toBe('DIWALI-26'), { timeout: 30_000 });
  });
});

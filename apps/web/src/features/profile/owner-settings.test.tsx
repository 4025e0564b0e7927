import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { getSession } from '../../lib/session';
import { installFakeFetch } from '../../test/fake-fetch';
import { profile, retailerSession } from '../../test/fixtures';
import { renderApp } from '../../test/render-app';

const VALID_GSTIN = '27AAPFU0939F1ZV';

// The counter-PC layout keeps the drawer open beside the page.
async function drawer() {
  return screen.findByRole('navigation', { name: 'Main menu' });
}

const storedProfile = () => {
  const session = getSession();
  return session?.kind === 'retailer' ? session.profile : undefined;
};

describe('drawer privacy switch', () => {
  it('sends haveSharedData and stores it on success', async () => {
    const server = installFakeFetch({
      'POST user/updateUserPrivacy': { status: 200, message: 'Privacy setting updated' },
    });
    const { user } = renderApp('/dashboard', { session: retailerSession({ haveSharedData: 1 }) });
    const privacy = within(await drawer()).getByRole('switch', { name: 'Privacy: share sales data' });
    expect((privacy as HTMLInputElement).checked).toBe(true);

    await user.click(privacy);
    expect(await screen.findByText('Privacy setting updated')).toBeTruthy();
    expect(server.callsTo('POST user/updateUserPrivacy')[0]?.body).toEqual({ haveSharedData: 0 });
    expect(storedProfile()?.haveSharedData).toBe(0);
    expect((privacy as HTMLInputElement).checked).toBe(false);
  });

  it("says 'Server did not respond' when no answer comes, and keeps the setting", async () => {
    installFakeFetch({
      'POST user/updateUserPrivacy': () => {
        throw new TypeError('Failed to fetch');
      },
    });
    const { user } = renderApp('/dashboard', { session: retailerSession({ haveSharedData: 0 }) });
    const privacy = within(await drawer()).getByRole('switch', { name: 'Privacy: share sales data' });
    await user.click(privacy);
    expect(await screen.findByText('Server did not respond')).toBeTruthy();
    expect(storedProfile()?.haveSharedData).toBe(0);
    expect((privacy as HTMLInputElement).checked).toBe(false);
  });

  it("shows the server's message when it refuses", async () => {
    installFakeFetch({
      'POST user/updateUserPrivacy': { status: 403, error: 'You do not have access to this feature' },
    });
    const { user } = renderApp('/dashboard', { session: retailerSession({ haveSharedData: 0 }) });
    await user.click(within(await drawer()).getByRole('switch', { name: 'Privacy: share sales data' }));
    expect(await screen.findByText('You do not have access to this feature')).toBeTruthy();
    expect(storedProfile()?.haveSharedData).toBe(0);
  });
});

describe("drawer 'Make GST Bills?'", () => {
  it('Yes asks for a valid GST number, then turns GST bills on', async () => {
    const server = installFakeFetch({
      'POST user/updateGst': {
        status: 200,
        message: 'GST details updated',
        data: [profile({ isGstNumber: 1, gstNumber: VALID_GSTIN })],
      },
    });
    const { user } = renderApp('/dashboard', { session: retailerSession({ isGstNumber: 0 }) });
    const nav = await drawer();
    expect(within(nav).getByText('Add your GST number to make GST bills (tax invoices).')).toBeTruthy();
    await user.click(within(nav).getByRole('radio', { name: 'Yes' }));

    const dialog = await screen.findByRole('dialog', { name: 'Make GST Bills' });
    const input = within(dialog).getByRole('textbox', { name: 'GST Number' });
    await user.type(input, '27AAPFU0939F1ZX');
    await user.click(within(dialog).getByRole('button', { name: 'Submit' }));
    expect(await within(dialog).findByText('Please enter valid GST Number')).toBeTruthy();
    expect(server.callsTo('POST user/updateGst')).toHaveLength(0);

    await user.clear(input);
    await user.type(input, VALID_GSTIN.toLowerCase());
    await user.click(within(dialog).getByRole('button', { name: 'Submit' }));
    await waitFor(() => expect(server.callsTo('POST user/updateGst')).toHaveLength(1));
    expect(server.callsTo('POST user/updateGst')[0]?.body).toEqual({ gst: 1, gstNumber: VALID_GSTIN });
    expect(await screen.findByText('GST details updated')).toBeTruthy();
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(storedProfile()?.isGstNumber).toBe(1);
    expect((within(nav).getByRole('radio', { name: 'Yes' }) as HTMLInputElement).checked).toBe(true);
  });

  it('Cancel leaves GST bills off without a call', async () => {
    const server = installFakeFetch();
    const { user } = renderApp('/dashboard', { session: retailerSession({ isGstNumber: 0 }) });
    await user.click(within(await drawer()).getByRole('radio', { name: 'Yes' }));
    const dialog = await screen.findByRole('dialog', { name: 'Make GST Bills' });
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(server.callsTo('POST user/updateGst')).toHaveLength(0);
    expect((screen.getByRole('radio', { name: 'No' }) as HTMLInputElement).checked).toBe(true);
  });

  it('No turns GST bills off with gst 0', async () => {
    const server = installFakeFetch({
      'POST user/updateGst': {
        status: 200,
        message: 'GST details updated',
        data: [profile({ isGstNumber: 0, gstNumber: VALID_GSTIN })],
      },
    });
    const { user } = renderApp('/dashboard', {
      session: retailerSession({ isGstNumber: 1, gstNumber: VALID_GSTIN }),
    });
    await user.click(within(await drawer()).getByRole('radio', { name: 'No' }));
    await waitFor(() => expect(server.callsTo('POST user/updateGst')).toHaveLength(1));
    expect(server.callsTo('POST user/updateGst')[0]?.body).toEqual({ gst: 0 });
    await waitFor(() => expect(storedProfile()?.isGstNumber).toBe(0));
  });
});

describe('owner-only drawer settings', () => {
  it('are hidden from a sub-user', async () => {
    installFakeFetch();
    renderApp('/dashboard', { session: retailerSession({ userType: 'subRetailer' }) });
    const nav = await drawer();
    expect(within(nav).getByText('Home')).toBeTruthy();
    expect(within(nav).queryByRole('switch')).toBeNull();
    expect(within(nav).queryByRole('radio')).toBeNull();
  });
});

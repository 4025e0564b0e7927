import type { Profile } from '@galla/contracts/profile';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { getSession } from '../../lib/session';
import { installFakeFetch } from '../../test/fake-fetch';
import { configuration, profile, retailerSession } from '../../test/fixtures';
import { currentPath, renderApp } from '../../test/render-app';

const VALID_GSTIN = '27AAPFU0939F1ZV';

function serverWith(p: Partial<Profile> = {}, routes: Parameters<typeof installFakeFetch>[0] = {}) {
  return installFakeFetch({
    'GET user/getProfile': { status: 200, data: [profile(p)] },
    ...routes,
  });
}

const field = (name: string) => screen.getByRole('textbox', { name }) as HTMLInputElement;

async function openEdit(user: ReturnType<typeof renderApp>['user']) {
  await user.click(await screen.findByRole('button', { name: 'Edit' }));
  await screen.findByRole('button', { name: 'Update' });
}

describe('/myProfile', () => {
  it('shows the profile read-only until Edit, with the contact number never editable', async () => {
    const server = serverWith();
    renderApp('/myProfile', { session: retailerSession() });
    expect(await screen.findByRole('heading', { name: 'My Profile' })).toBeTruthy();
    expect(field('Email').value).toBe('demo@galla.test');
    expect(field('Email').readOnly).toBe(true);
    expect(field('Contact Number').value).toBe('9876543210');
    expect(field('Contact Number').readOnly).toBe(true);
    await waitFor(() => expect(server.callsTo('GET user/getProfile')).toHaveLength(1));
  });

  it('opens edit mode for the owner; the contact number stays read-only', async () => {
    serverWith();
    const { user } = renderApp('/myProfile', { session: retailerSession() });
    await openEdit(user);
    expect(field('Email').readOnly).toBe(false);
    expect(field('First Name').readOnly).toBe(false);
    expect(field('Contact Number').readOnly).toBe(true);
  });

  it("shows the spec's messages for e-mail, GST number and CIN, and sends nothing", async () => {
    const server = serverWith();
    const { user } = renderApp('/myProfile', { session: retailerSession() });
    await openEdit(user);

    await user.clear(field('Email'));
    await user.type(field('GST Number'), '27aapfu0939f1zx');
    await user.type(field('CIN Number'), '12AB');
    await user.click(screen.getByRole('button', { name: 'Update' }));

    expect(await screen.findByText('email is required')).toBeTruthy();
    expect(screen.getByText('Enter a valid GST Number')).toBeTruthy();
    expect(screen.getByText('CIN should contain digits only')).toBeTruthy();

    await user.type(field('Email'), 'not-an-email');
    await user.click(screen.getByRole('button', { name: 'Update' }));
    expect(await screen.findByText('email is not valid')).toBeTruthy();
    expect(server.callsTo('POST user/updateProfile')).toHaveLength(0);
  });

  it('keeps the pincode to 6 digits and the GST number to 15 capitals', async () => {
    serverWith({ pincode: null });
    const { user } = renderApp('/myProfile', { session: retailerSession({ pincode: null }) });
    await openEdit(user);
    await user.type(field('Pincode'), '56a00b12345');
    expect(field('Pincode').value).toBe('560012');
    await user.type(field('GST Number'), `${VALID_GSTIN.toLowerCase()}XYZ`);
    expect(field('GST Number').value).toBe(VALID_GSTIN);
  });

  it('lets the legal name be edited only with a GST number', async () => {
    serverWith();
    const { user } = renderApp('/myProfile', { session: retailerSession() });
    await openEdit(user);
    expect(field('Legal Name').disabled).toBe(true);
    await user.type(field('GST Number'), VALID_GSTIN);
    expect(field('Legal Name').disabled).toBe(false);
  });

  it('updates the profile and stores the answer in the session', async () => {
    const saved = profile({ email: 'new@galla.test', gstNumber: VALID_GSTIN, legalName: 'Kumar Traders' });
    const server = serverWith(
      {},
      {
        'POST user/updateProfile': { status: 200, message: 'Profile updated successfully', data: [saved] },
      },
    );
    const { user } = renderApp('/myProfile', { session: retailerSession() });
    await openEdit(user);
    await user.clear(field('Email'));
    await user.type(field('Email'), 'new@galla.test');
    await user.type(field('GST Number'), VALID_GSTIN);
    await user.type(field('Legal Name'), 'Kumar Traders');
    await user.click(screen.getByRole('combobox', { name: 'Shop Status' }));
    await user.click(await screen.findByRole('option', { name: 'Proprietorship' }));
    await user.click(screen.getByRole('button', { name: 'Update' }));

    expect(await screen.findByText('Profile updated successfully')).toBeTruthy();
    const body = server.callsTo('POST user/updateProfile')[0]?.body;
    expect(body).toMatchObject({
      firstName: 'Ramesh',
      lastName: 'Kumar',
      email: 'new@galla.test',
      tradeName: 'Kumar Kirana Store',
      pincode: '110001',
      isGstNumber: 0,
      gstNumber: VALID_GSTIN,
      legalName: 'Kumar Traders',
      cinNumber: null,
      shopStatus: 'proprietorship',
    });
    expect(body).not.toHaveProperty('userImage');
    expect(body).not.toHaveProperty('contactNumber');
    await waitFor(() => {
      const session = getSession();
      expect(session?.kind === 'retailer' && session.profile.email).toBe('new@galla.test');
    });
    expect(await screen.findByRole('button', { name: 'Edit' })).toBeTruthy();
    expect(field('Email').readOnly).toBe(true);
  });

  it('is read-only for a sub-user: Edit disabled, no photo change', async () => {
    serverWith({ userType: 'subRetailer' });
    renderApp('/myProfile', { session: retailerSession({ userType: 'subRetailer' }) });
    const edit = (await screen.findByRole('button', { name: 'Edit' })) as HTMLButtonElement;
    expect(edit.disabled).toBe(true);
    expect(screen.getByText('Sub users cannot edit the profile')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Change photo' })).toBeNull();
    expect(field('Email').readOnly).toBe(true);
  });

  it('refuses a file that is not an image', async () => {
    const server = serverWith();
    const { container } = renderApp('/myProfile', { session: retailerSession() });
    await screen.findByRole('button', { name: 'Change photo' });
    const input = container.ownerDocument.querySelector('input[type="file"]') as HTMLInputElement;
    expect(input.accept).toBe('image/*');
    fireEvent.change(input, {
      target: { files: [new File(['hello'], 'notes.txt', { type: 'text/plain' })] },
    });
    expect(await screen.findByText('Please choose an image file')).toBeTruthy();
    expect(server.callsTo('POST user/updateProfile')).toHaveLength(0);
  });

  it('shows the stored photo as the avatar, here and in the header', async () => {
    serverWith({ userImage: '/api/v3/files/abcdefghijkl' });
    renderApp('/myProfile', { session: retailerSession({ userImage: '/api/v3/files/abcdefghijkl' }) });
    const main = await screen.findByRole('main');
    await waitFor(() =>
      expect(within(main).getByRole('img', { name: 'Profile photo' }).getAttribute('src')).toBe(
        '/api/v3/files/abcdefghijkl',
      ),
    );
    const headerLink = screen.getByRole('link', { name: 'Your profile' });
    expect(headerLink.getAttribute('href')).toBe('/myProfile');
  });

  it('sends the user back to /dashboard when the myProfile flag is off', async () => {
    serverWith();
    const { router } = renderApp('/myProfile', {
      session: retailerSession({ configuration: configuration({ myProfile: false }) }),
    });
    await waitFor(() => expect(currentPath(router)).toBe('/dashboard'));
    expect(await screen.findByRole('heading', { name: 'Home' })).toBeTruthy();
  });
});

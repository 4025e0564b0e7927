import type { SubUser } from '@galla/contracts/sub-users';
import { act, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { type FakeRoutes, installFakeFetch } from '../../test/fake-fetch';
import { configuration, retailerSession } from '../../test/fixtures';
import { currentPath, renderApp } from '../../test/render-app';
import { clockLabel } from './sub-user-form';

const otpAnswer = {
  status: 200,
  message: 'OTP sent successfully',
  data: { contactNumber: '9123456780', resendAfterSeconds: 30, expiresInSeconds: 300 },
};

const suresh: SubUser = { userId: 41, firstName: 'Suresh', lastName: 'Yadav', contactNumber: '9000000041' };

function server(initial: SubUser[], routes: FakeRoutes = {}) {
  let users = initial;
  return installFakeFetch({
    'GET user/getSubRetailer': () => ({ status: 200, data: users }),
    'POST user/sendOtp': otpAnswer,
    'POST user/addSubRetailer': () => {
      users = [...users, { userId: 42, firstName: 'Anil', lastName: 'Kumar', contactNumber: '9123456780' }];
      return { status: 200, message: 'Sub user added successfully' };
    },
    'POST user/editSubRetailer': { status: 200, message: 'Sub user updated successfully' },
    'POST user/deleteSubRetailer': () => {
      users = [];
      return { status: 200, message: 'Sub user deleted successfully' };
    },
    ...routes,
  });
}

describe('/addSubUser', () => {
  it('shows the empty state', async () => {
    server([]);
    renderApp('/addSubUser', { session: retailerSession() });
    expect(await screen.findByText('No sub users added yet')).toBeTruthy();
    expect(screen.getByText('Add first users here')).toBeTruthy();
  });

  it('adds a sub-user: name and number, Get OTP, then the OTP and Add', async () => {
    const fake = server([]);
    const { user } = renderApp('/addSubUser', { session: retailerSession() });
    await user.click(await screen.findByRole('button', { name: 'Add Sub User' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add Sub User' });

    await user.type(within(dialog).getByRole('textbox', { name: 'Name' }), 'A1');
    await user.type(within(dialog).getByRole('textbox', { name: 'Mobile Number' }), '98ab765');
    await user.click(within(dialog).getByRole('button', { name: 'Get OTP' }));
    expect(within(dialog).getByText('Name should be 2 to 30 letters')).toBeTruthy();
    expect(within(dialog).getByText('Please enter a valid 10 digit mobile number')).toBeTruthy();
    expect(fake.callsTo('POST user/sendOtp')).toHaveLength(0);

    await user.clear(within(dialog).getByRole('textbox', { name: 'Name' }));
    await user.type(within(dialog).getByRole('textbox', { name: 'Name' }), 'Anil Kumar');
    await user.clear(within(dialog).getByRole('textbox', { name: 'Mobile Number' }));
    await user.type(within(dialog).getByRole('textbox', { name: 'Mobile Number' }), '9123456780');
    await user.click(within(dialog).getByRole('button', { name: 'Get OTP' }));

    const otp = await within(dialog).findByRole('textbox', { name: 'Enter OTP' });
    expect(fake.callsTo('POST user/sendOtp')[0]?.body).toEqual({
      contactNumber: '9123456780',
      type: 'ADDSUBRETAILER',
    });
    expect(await screen.findByText('OTP sent successfully')).toBeTruthy();
    const resend = within(dialog).getByRole('button', {
      name: /^Resend OTP in 00:(30|29)$/,
    }) as HTMLButtonElement;
    expect(resend.disabled).toBe(true);

    await user.type(otp, '123456');
    await user.click(within(dialog).getByRole('button', { name: 'Add' }));
    await waitFor(() => expect(fake.callsTo('POST user/addSubRetailer')).toHaveLength(1));
    expect(fake.callsTo('POST user/addSubRetailer')[0]?.body).toEqual({
      name: 'Anil Kumar',
      contactNumber: '9123456780',
      otp: '123456',
    });
    expect(await screen.findByText('Sub user added successfully')).toBeTruthy();
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(await screen.findByText('Anil Kumar')).toBeTruthy();
    expect(screen.getByText('+91 9123456780')).toBeTruthy();
  });

  it('Edit Number returns to the first step with the details kept', async () => {
    server([]);
    const { user } = renderApp('/addSubUser', { session: retailerSession() });
    await user.click(await screen.findByRole('button', { name: 'Add Sub User' }));
    const dialog = await screen.findByRole('dialog');
    await user.type(within(dialog).getByRole('textbox', { name: 'Name' }), 'Anil Kumar');
    await user.type(within(dialog).getByRole('textbox', { name: 'Mobile Number' }), '9123456780');
    await user.click(within(dialog).getByRole('button', { name: 'Get OTP' }));
    await within(dialog).findByRole('textbox', { name: 'Enter OTP' });

    await user.click(within(dialog).getByRole('button', { name: 'Edit Number' }));
    const mobile = within(dialog).getByRole('textbox', { name: 'Mobile Number' }) as HTMLInputElement;
    expect(mobile.value).toBe('9123456780');
    expect((within(dialog).getByRole('textbox', { name: 'Name' }) as HTMLInputElement).value).toBe(
      'Anil Kumar',
    );
    expect(within(dialog).queryByRole('textbox', { name: 'Enter OTP' })).toBeNull();
  });

  it('shows a wrong OTP at the OTP field', async () => {
    server([], { 'POST user/addSubRetailer': { status: 400, error: 'Oops. Please check the OTP again' } });
    const { user } = renderApp('/addSubUser', { session: retailerSession() });
    await user.click(await screen.findByRole('button', { name: 'Add Sub User' }));
    const dialog = await screen.findByRole('dialog');
    await user.type(within(dialog).getByRole('textbox', { name: 'Name' }), 'Anil');
    await user.type(within(dialog).getByRole('textbox', { name: 'Mobile Number' }), '9123456780');
    await user.click(within(dialog).getByRole('button', { name: 'Get OTP' }));
    await user.type(await within(dialog).findByRole('textbox', { name: 'Enter OTP' }), '000000');
    await user.click(within(dialog).getByRole('button', { name: 'Add' }));
    expect(await within(dialog).findByText('Oops. Please check the OTP again')).toBeTruthy();
    expect(screen.getByRole('dialog')).toBeTruthy();
  });

  it('edits a sub-user with EDITSUBRETAILER and Save', async () => {
    const fake = server([suresh]);
    const { user } = renderApp('/addSubUser', { session: retailerSession() });
    await user.click(await screen.findByRole('button', { name: 'Edit Suresh Yadav' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit Sub User' });
    const name = within(dialog).getByRole('textbox', { name: 'Name' }) as HTMLInputElement;
    expect(name.value).toBe('Suresh Yadav');
    const mobile = within(dialog).getByRole('textbox', { name: 'Mobile Number' }) as HTMLInputElement;
    expect(mobile.value).toBe('9000000041');
    await user.clear(mobile);
    await user.type(mobile, '9000000099');
    await user.click(within(dialog).getByRole('button', { name: 'Get OTP' }));

    await user.type(await within(dialog).findByRole('textbox', { name: 'Enter OTP' }), '654321');
    expect(fake.callsTo('POST user/sendOtp')[0]?.body).toEqual({
      contactNumber: '9000000099',
      type: 'EDITSUBRETAILER',
      userId: 41,
    });
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(fake.callsTo('POST user/editSubRetailer')).toHaveLength(1));
    expect(fake.callsTo('POST user/editSubRetailer')[0]?.body).toEqual({
      name: 'Suresh Yadav',
      contactNumber: '9000000099',
      otp: '654321',
      userId: 41,
    });
    expect(await screen.findByText('Sub user updated successfully')).toBeTruthy();
  });

  it('deletes a sub-user after confirmation', async () => {
    const fake = server([suresh]);
    const { user } = renderApp('/addSubUser', { session: retailerSession() });
    await user.click(await screen.findByRole('button', { name: 'Delete Suresh Yadav' }));
    let dialog = await screen.findByRole('dialog', { name: 'Delete sub user' });
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(fake.callsTo('POST user/deleteSubRetailer')).toHaveLength(0);

    await user.click(screen.getByRole('button', { name: 'Delete Suresh Yadav' }));
    dialog = await screen.findByRole('dialog', { name: 'Delete sub user' });
    expect(within(dialog).getByText(/Suresh Yadav \(9000000041\)/)).toBeTruthy();
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(fake.callsTo('POST user/deleteSubRetailer')).toHaveLength(1));
    expect(fake.callsTo('POST user/deleteSubRetailer')[0]?.body).toEqual({ userId: 41 });
    expect(await screen.findByText('Sub user deleted successfully')).toBeTruthy();
    expect(await screen.findByText('No sub users added yet')).toBeTruthy();
  });

  it('sends the user back to /dashboard when the addSubUser flag is off (a sub-user)', async () => {
    server([]);
    const { router } = renderApp('/addSubUser', {
      session: retailerSession({
        userType: 'subRetailer',
        configuration: configuration({ addSubUser: false }),
      }),
    });
    await waitFor(() => expect(currentPath(router)).toBe('/dashboard'));
  });
});

describe('sub-user resend countdown', () => {
  it('locks Resend OTP for 30 seconds, counting down as 00:ss, then sends again', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const fake = server([]);
    const { user } = renderApp('/addSubUser', { session: retailerSession(), fakeTimers: true });
    await user.click(await screen.findByRole('button', { name: 'Add Sub User' }));
    const dialog = await screen.findByRole('dialog');
    await user.type(within(dialog).getByRole('textbox', { name: 'Name' }), 'Anil');
    await user.type(within(dialog).getByRole('textbox', { name: 'Mobile Number' }), '9123456780');
    await user.click(within(dialog).getByRole('button', { name: 'Get OTP' }));
    await within(dialog).findByRole('textbox', { name: 'Enter OTP' });

    await act(() => vi.advanceTimersByTimeAsync(21_000));
    expect(within(dialog).getByRole('button', { name: /^Resend OTP in 00:0(9|8)$/ })).toBeTruthy();
    await act(() => vi.advanceTimersByTimeAsync(10_000));
    const resend = within(dialog).getByRole('button', { name: 'Resend OTP' }) as HTMLButtonElement;
    expect(resend.disabled).toBe(false);
    await user.click(resend);
    await waitFor(() => expect(fake.callsTo('POST user/sendOtp')).toHaveLength(2));
    expect(fake.callsTo('POST user/sendOtp')[1]?.body).toEqual({
      contactNumber: '9123456780',
      type: 'ADDSUBRETAILER',
    });
  });

  it('reads 00:ss', () => {
    expect(clockLabel(30)).toBe('00:30');
    expect(clockLabel(9)).toBe('00:09');
    expect(clockLabel(0)).toBe('00:00');
  });
});

import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { installFakeFetch } from '../../test/fake-fetch';
import { currentPath, renderApp } from '../../test/render-app';
import { readResetRequest } from './reset-request';

const otpSent = {
  'POST user/forgotPassword': {
    status: 200,
    message: 'OTP sent to your registered mobile number',
    data: { contactNumber: '98XXXXXX10' },
  },
};

describe('/forgotPassword (accounts spec §2, §4)', () => {
  it('asks for an e-mail, user name or phone, and says when the account is unknown', async () => {
    const server = installFakeFetch({ 'POST user/forgotPassword': { status: 300, message: 'Not Register' } });
    const { user } = renderApp('/forgotPassword');
    await user.click(await screen.findByRole('button', { name: 'Send OTP' }));
    expect(await screen.findByText('Email or Username is required')).toBeTruthy();
    expect(server.callsTo('POST user/forgotPassword')).toHaveLength(0);

    await user.type(screen.getByLabelText(/^Email, User Name or Mobile Number/), 'nobody@example.com');
    await user.click(screen.getByRole('button', { name: 'Send OTP' }));
    expect(await screen.findByText('User not registered Please register first.')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Register' }).getAttribute('href')).toBe('/register');
    expect(server.callsTo('POST user/forgotPassword')[0]?.body).toEqual({ keyword: 'nobody@example.com' });
  });

  it('verifies the OTP without a Resend, steps back with the arrow, and keeps the reset token', async () => {
    const server = installFakeFetch({
      ...otpSent,
      'POST user/verifyForgetPasswordOtp': ({ body }) =>
        (body as { otp: string }).otp === '123456'
          ? { status: 200, message: 'OTP verified', data: 'reset-token-1' }
          : { status: 400, error: 'Oops. Please check the OTP again' },
    });
    const { user, router } = renderApp('/forgotPassword');
    expect(await screen.findByText('Step 1 of 3')).toBeTruthy();
    await user.type(screen.getByLabelText(/^Email, User Name or Mobile Number/), 'demo');
    await user.click(screen.getByRole('button', { name: 'Send OTP' }));

    expect(await screen.findByText('OTP sent to +91-98XXXXXX10')).toBeTruthy();
    expect(screen.getByText('Step 2 of 3')).toBeTruthy();
    expect(screen.queryByRole('button', { name: /Resend OTP/ })).toBeNull();

    // The back arrow returns to step 1 with the identity kept.
    await user.click(screen.getByRole('button', { name: 'Back' }));
    expect(
      ((await screen.findByLabelText(/^Email, User Name or Mobile Number/)) as HTMLInputElement).value,
    ).toBe('demo');
    await user.click(screen.getByRole('button', { name: 'Send OTP' }));

    const otp = await screen.findByLabelText('Enter OTP');
    const verify = screen.getByRole('button', { name: 'Verify OTP' }) as HTMLButtonElement;
    await user.type(otp, '11111');
    expect(verify.disabled).toBe(true);
    await user.type(otp, '1');
    await user.click(verify);
    const wrong = await screen.findByText('Oops. Please check the OTP again');
    expect(wrong.closest('.mantine-Notification-root')).toBeNull();

    await user.clear(otp);
    await user.type(otp, '123456');
    await user.click(verify);
    await waitFor(() => expect(currentPath(router)).toBe('/changePassword'));
    expect(router.state.location.search).toBe('?from=forgot');
    expect(server.callsTo('POST user/verifyForgetPasswordOtp').at(-1)?.body).toEqual({
      keyword: 'demo',
      otp: '123456',
    });
    expect(readResetRequest()).toEqual({ keyword: 'demo', token: 'reset-token-1' });
    // Step 3 has no Current Password (accounts spec §2).
    expect(await screen.findByLabelText(/^New Password/, { selector: 'input' })).toBeTruthy();
    expect(screen.queryByLabelText(/^Current Password/)).toBeNull();
  });

  it('goes back to the login from step 1', async () => {
    installFakeFetch();
    const { user, router } = renderApp('/forgotPassword');
    await user.click(await screen.findByRole('button', { name: 'Back' }));
    await waitFor(() => expect(currentPath(router)).toBe('/'));
  });
});

import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { defaultAppConfig, installFakeFetch } from '../../test/fake-fetch';
import { currentPath, renderApp } from '../../test/render-app';

async function openOtpTab() {
  const view = renderApp('/');
  await view.user.click(await screen.findByRole('tab', { name: 'Mobile OTP' }));
  return view;
}

describe('login with mobile number and OTP', () => {
  it('keeps Get OTP disabled until the box holds a mobile number, and never drops a digit', async () => {
    installFakeFetch();
    const { user } = await openOtpTab();
    const mobile = screen.getByLabelText('Mobile Number') as HTMLInputElement;
    const getOtp = screen.getByRole('button', { name: 'Get OTP' }) as HTMLButtonElement;
    expect(getOtp.disabled).toBe(true);

    await user.type(mobile, '98765abc4321');
    expect(mobile.value).toBe('98765abc4321');
    expect(getOtp.disabled).toBe(true);
    await user.tab();
    expect(screen.getByText('Please enter a valid 10 digit mobile number')).toBeTruthy();

    await user.clear(mobile);
    await user.type(mobile, '9876543210');
    expect(getOtp.disabled).toBe(false);
  });

  it.each([
    ['typed', '+91 98765 43210'],
    ['pasted', '+919876543210'],
    ['typed', '098765-43210'],
  ])('reads %s %s as 9876543210 and sends the OTP there', async (how, text) => {
    const server = installFakeFetch({
      'POST user/sendOtp': {
        status: 200,
        message: 'OTP sent successfully',
        data: { contactNumber: '9876543210', resendAfterSeconds: 30, expiresInSeconds: 300 },
      },
    });
    const { user, router } = await openOtpTab();
    const mobile = screen.getByLabelText('Mobile Number') as HTMLInputElement;
    if (how === 'pasted') {
      await user.click(mobile);
      await user.paste(text);
    } else await user.type(mobile, text);
    expect(mobile.value).toBe(text);
    await user.tab();
    expect(mobile.value).toBe('9876543210');
    await user.click(screen.getByRole('button', { name: 'Get OTP' }));
    await waitFor(() => expect(currentPath(router)).toBe('/verifyOtp'));
    expect(server.callsTo('POST user/sendOtp')[0]?.body).toEqual({
      contactNumber: '9876543210',
      type: 'LOGIN',
    });
  });

  it('sends a LOGIN OTP and opens /verifyOtp for that number', async () => {
    const server = installFakeFetch({
      'POST user/sendOtp': {
        status: 200,
        message: 'OTP sent successfully',
        data: { contactNumber: '9876543210', resendAfterSeconds: 30, expiresInSeconds: 300 },
      },
    });
    const { user, router } = await openOtpTab();
    await user.type(screen.getByLabelText('Mobile Number'), '9876543210');
    await user.click(screen.getByRole('button', { name: 'Get OTP' }));

    await waitFor(() => expect(currentPath(router)).toBe('/verifyOtp'));
    expect(server.callsTo('POST user/sendOtp')[0]?.body).toEqual({
      contactNumber: '9876543210',
      type: 'LOGIN',
    });
    expect(await screen.findByText('OTP sent to +91-9876543210')).toBeTruthy();
  });

  it('shows the not-registered notice when the number is unknown', async () => {
    installFakeFetch({ 'POST user/sendOtp': { status: 300, message: 'Not Register' } });
    const { user, router } = await openOtpTab();
    await user.type(screen.getByLabelText('Mobile Number'), '9000000001');
    await user.click(screen.getByRole('button', { name: 'Get OTP' }));
    expect(await screen.findByText('User not registered Please register first.')).toBeTruthy();
    expect(currentPath(router)).toBe('/');
  });

  it('points to the mobile app when retailer login is off', async () => {
    installFakeFetch({
      'GET static/appConfig': {
        status: 200,
        data: { ...defaultAppConfig, retailerLogin: false },
      },
    });
    renderApp('/');
    expect(await screen.findByText(/updating the web version/)).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Get OTP' })).toBeNull();
  });
});

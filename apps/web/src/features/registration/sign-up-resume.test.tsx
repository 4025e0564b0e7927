import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { installFakeFetch } from '../../test/fake-fetch';
import { fakeToken, profile, retailerSession } from '../../test/fixtures';
import { currentPath, renderApp } from '../../test/render-app';
import { superCategories } from './sign-up-fixtures';

const otpSent = {
  status: 200,
  message: 'OTP sent successfully',
  data: { contactNumber: '9876543210', resendAfterSeconds: 30, expiresInSeconds: 300 },
};

describe('resuming an unfinished sign-up (accounts spec §4, isRegister)', () => {
  it('sends isRegister 1 from the dashboard and the login page to the terms', async () => {
    installFakeFetch();
    const session = retailerSession({ isRegister: 1 });
    const first = renderApp('/dashboard', { session });
    await waitFor(() => expect(currentPath(first.router)).toBe('/terms'));
    expect(await screen.findByRole('button', { name: 'I Agree' })).toBeTruthy();
    first.unmount();

    const second = renderApp('/', { session });
    await waitFor(() => expect(currentPath(second.router)).toBe('/terms'));
  });

  it('keeps isRegister 1 away from the categories until the terms are agreed', async () => {
    installFakeFetch({ 'GET category/getSuperCategoryList': { status: 200, data: superCategories } });
    const { user, router } = renderApp('/categorySelection', { session: retailerSession({ isRegister: 1 }) });
    await waitFor(() => expect(currentPath(router)).toBe('/terms'));
    await user.click(await screen.findByRole('button', { name: 'I Agree' }));
    await waitFor(() => expect(currentPath(router)).toBe('/categorySelection'));
    expect(await screen.findByText('What kind of products do you sell?')).toBeTruthy();
  });

  it('sends isRegister 2 to the sign-up OTP, which sends the OTP once', async () => {
    const server = installFakeFetch({ 'POST user/sendOtp': otpSent });
    const { router } = renderApp('/dashboard', { session: retailerSession({ isRegister: 2 }) });
    await waitFor(() => expect(currentPath(router)).toBe('/verifyOtp'));
    expect(router.state.location.search).toBe('?referrer=register');
    expect(await screen.findByText('OTP sent successfully')).toBeTruthy();
    expect(server.callsTo('POST user/sendOtp')).toHaveLength(1);
    expect(server.callsTo('POST user/sendOtp')[0]?.body).toEqual({ type: 'REGISTRATIONOTP' });
    expect(await screen.findByRole('button', { name: /^Resend OTP in (30|29)$/ })).toBeTruthy();
  });

  it('lets isRegister 3 through to the dashboard and keeps it off the sign-up pages', async () => {
    installFakeFetch();
    const session = retailerSession({ isRegister: 3 });
    const first = renderApp('/dashboard', { session });
    expect(await screen.findByText('Kumar Kirana Store')).toBeTruthy();
    expect(currentPath(first.router)).toBe('/dashboard');
    first.unmount();

    const second = renderApp('/categorySelection', { session });
    await waitFor(() => expect(currentPath(second.router)).toBe('/dashboard'));
    second.unmount();

    const third = renderApp('/verifyOtp?referrer=register', { session });
    await waitFor(() => expect(currentPath(third.router)).toBe('/dashboard'));
  });

  it('sends a visitor without a session from the sign-up steps to /', async () => {
    installFakeFetch();
    const first = renderApp('/categorySelection');
    await waitFor(() => expect(currentPath(first.router)).toBe('/'));
    first.unmount();
    const second = renderApp('/verifyOtp?referrer=register');
    await waitFor(() => expect(currentPath(second.router)).toBe('/'));
  });

  it('lets anyone read the terms, without I Agree', async () => {
    installFakeFetch();
    renderApp('/terms');
    expect(await screen.findByText(/laws of India/)).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'I Agree' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Back' })).toBeTruthy();
  });

  it('opens the terms after a password login of a user whose sign-up stopped at isRegister 1', async () => {
    installFakeFetch({
      'POST user/login': {
        status: 200,
        data: { userToken: fakeToken(), userId: 7, isOnboard: 1, userData: [profile({ isRegister: 1 })] },
      },
    });
    const { user, router } = renderApp('/');
    await user.type(await screen.findByLabelText(/Email or Username/), 'demo');
    await user.type(screen.getByLabelText(/^Password/, { selector: 'input' }), 'secret123');
    await user.click(screen.getByRole('button', { name: 'Login' }));
    await waitFor(() => expect(currentPath(router)).toBe('/terms'));
  });
});

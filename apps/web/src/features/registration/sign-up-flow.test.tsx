import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { getSession } from '../../lib/session';
import { installFakeFetch } from '../../test/fake-fetch';
import { retailerSession } from '../../test/fixtures';
import { currentPath, renderApp } from '../../test/render-app';
import { referenceRoutes, registered, superCategories } from './sign-up-fixtures';
import { fillPayment, fillShop, toShopStep } from './wizard-test-steps';

describe('sign-up: register → terms → categories → OTP (accounts spec §2, §4)', () => {
  it('makes the calls in order and ends signed in on the dashboard', async () => {
    const server = installFakeFetch({
      ...referenceRoutes,
      'POST user/register': registered,
      'GET category/getSuperCategoryList': { status: 200, data: superCategories },
      'POST category/selectCategory': { status: 200, message: 'Categories saved' },
      'POST user/sendOtp': {
        status: 200,
        message: 'OTP sent successfully',
        data: { contactNumber: '9876501234', resendAfterSeconds: 30, expiresInSeconds: 300 },
      },
      'POST user/otpVerification': { status: 200, message: 'OTP verified' },
    });
    const { user, router } = renderApp('/register');
    await toShopStep(user);
    await fillShop(user);
    await user.click(screen.getByRole('button', { name: 'Next' }));
    await fillPayment(user);
    await user.click(screen.getByRole('button', { name: 'Register' }));

    // Terms of accounts spec §1.
    await waitFor(() => expect(currentPath(router)).toBe('/terms'));
    expect(await screen.findByText(/share your shop's sales data .* market reports/)).toBeTruthy();
    expect(screen.getByText(/laws of India/)).toBeTruthy();
    expect(screen.getByText(/arbitration, with its seat in Delhi/)).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'I Agree' }));

    await waitFor(() => expect(currentPath(router)).toBe('/categorySelection'));
    expect(await screen.findByText('What kind of products do you sell?')).toBeTruthy();
    expect(screen.getByText('Choose Category')).toBeTruthy();
    const submit = screen.getByRole('button', { name: 'Submit' }) as HTMLButtonElement;
    expect(submit.disabled).toBe(true);
    // Sign-up offers every super category, the first included.
    expect(await screen.findByRole('checkbox', { name: 'Others' })).toBeTruthy();
    await user.click(screen.getByRole('checkbox', { name: 'Mobiles & Accessories' }));
    await user.click(screen.getByRole('checkbox', { name: 'Grocery' }));
    await user.click(submit);

    await waitFor(() => expect(currentPath(router)).toBe('/verifyOtp'));
    expect(router.state.location.search).toBe('?referrer=register');
    expect(
      await screen.findByText('A one-time password (OTP) has been sent to your registered phone number.'),
    ).toBeTruthy();
    // The OTP was just sent: Resend starts locked.
    expect(
      (screen.getByRole('button', { name: /^Resend OTP in (30|29)$/ }) as HTMLButtonElement).disabled,
    ).toBe(true);
    await user.type(screen.getByLabelText('Enter OTP'), '123456');
    await user.click(screen.getByRole('button', { name: 'Verify OTP' }));

    await waitFor(() => expect(currentPath(router)).toBe('/dashboard'));
    const calls = server.calls
      .filter((call) => call.method === 'POST')
      .map((call) => [call.path, call.body] as const)
      .filter(([path]) => path !== 'user/validateUserName');
    expect(calls.map(([path]) => path)).toEqual([
      'user/register',
      'category/selectCategory',
      'user/sendOtp',
      'user/otpVerification',
    ]);
    expect(calls[1]?.[1]).toEqual({ selectedCategory: [6, 7, 20], type: 'register' });
    expect(calls[2]?.[1]).toEqual({ type: 'REGISTRATIONOTP' });
    expect(calls[3]?.[1]).toEqual({ otp: '123456' });
    expect(server.callsTo('POST user/login')).toHaveLength(0);
    const session = getSession();
    expect(session?.kind === 'retailer' && session.profile.isRegister).toBe(3);
  });

  it('shows a wrong registration OTP inline and resends with GET user/resendOtp/REGISTRATIONOTP', async () => {
    const server = installFakeFetch({
      'POST user/sendOtp': {
        status: 200,
        data: { contactNumber: '9876501234', resendAfterSeconds: 0, expiresInSeconds: 300 },
      },
      'POST user/otpVerification': { status: 400, error: 'Oops. Please check the OTP again' },
      'GET user/resendOtp/REGISTRATIONOTP': {
        status: 200,
        message: 'OTP has been sent to your registerd number',
        data: { contactNumber: '9876501234', resendAfterSeconds: 30, expiresInSeconds: 300 },
      },
    });
    const { user } = renderApp('/verifyOtp?referrer=register', {
      session: retailerSession({ isRegister: 2 }),
    });
    const otp = await screen.findByLabelText('Enter OTP');
    await user.type(otp, '111111');
    await user.click(screen.getByRole('button', { name: 'Verify OTP' }));
    expect(await screen.findByText('Oops. Please check the OTP again')).toBeTruthy();
    expect(otp.getAttribute('aria-invalid')).toBe('true');

    await user.click(await screen.findByRole('button', { name: 'Resend OTP' }));
    expect(await screen.findByText('OTP has been sent to your registerd number')).toBeTruthy();
    expect(server.callsTo('GET user/resendOtp/REGISTRATIONOTP')).toHaveLength(1);
    expect(
      (screen.getByRole('button', { name: /^Resend OTP in (30|29)$/ }) as HTMLButtonElement).disabled,
    ).toBe(true);
  });
});

import { act, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { getSession } from '../../lib/session';
import { installFakeFetch } from '../../test/fake-fetch';
import { fakeToken, profile } from '../../test/fixtures';
import { currentPath, renderApp } from '../../test/render-app';
import { rememberOtpPhone } from './otp-phone';

const PHONE = '9876500000';

describe('/verifyOtp', () => {
  it('sends the visitor back to / when no OTP was requested', async () => {
    installFakeFetch();
    const { router } = renderApp('/verifyOtp');
    await waitFor(() => expect(currentPath(router)).toBe('/'));
  });

  it('enables Verify OTP only for 6 digits and shows a wrong OTP inline, not as a toast', async () => {
    rememberOtpPhone(PHONE, 0);
    installFakeFetch({ 'POST user/login': { status: 400, error: 'Oops. Please check the OTP again' } });
    const { user } = renderApp('/verifyOtp');
    expect(await screen.findByText(`OTP sent to +91-${PHONE}`)).toBeTruthy();

    const verify = screen.getByRole('button', { name: 'Verify OTP' }) as HTMLButtonElement;
    const otp = screen.getByLabelText('Enter OTP');
    // The screen opens where the next keystroke belongs.
    expect(document.activeElement).toBe(otp);
    await user.keyboard('12345');
    expect(verify.disabled).toBe(true);
    await user.type(otp, '6');
    expect(verify.disabled).toBe(false);
    await user.click(verify);

    const message = await screen.findByText('Oops. Please check the OTP again');
    // Inline: the message is the input's error, described by the field itself.
    expect(otp.getAttribute('aria-invalid')).toBe('true');
    expect(message.closest('.mantine-Notification-root')).toBeNull();
    expect(screen.getAllByText('Oops. Please check the OTP again')).toHaveLength(1);
  });

  it('stores the session and opens onboarding for a user not yet onboarded', async () => {
    rememberOtpPhone(PHONE, 0);
    const server = installFakeFetch({
      'POST user/login': {
        status: 200,
        data: {
          userToken: fakeToken(),
          userId: 9,
          isOnboard: 0,
          userData: [profile({ userId: 9, isOnboard: 0, tradeName: null, contactNumber: PHONE })],
        },
      },
    });
    const { user, router } = renderApp('/verifyOtp');
    await user.type(await screen.findByLabelText('Enter OTP'), '123456');
    await user.click(screen.getByRole('button', { name: 'Verify OTP' }));

    await waitFor(() => expect(currentPath(router)).toBe('/onboarding'));
    expect(server.callsTo('POST user/login')[0]?.body).toEqual({
      loginType: 'Custom',
      contactNumber: PHONE,
      otp: '123456',
    });
    expect(getSession()?.userId).toBe(9);
    expect(await screen.findByText('One Last Step.')).toBeTruthy();
  });

  it('resends the OTP, then locks Resend OTP for 30 seconds with a countdown', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    rememberOtpPhone(PHONE, 0);
    const server = installFakeFetch({
      'GET user/resendOtp/': {
        status: 200,
        message: 'OTP has been sent to your registerd number',
        data: { contactNumber: PHONE, resendAfterSeconds: 30, expiresInSeconds: 300 },
      },
    });
    const { user } = renderApp('/verifyOtp', { fakeTimers: true });
    await user.click(await screen.findByRole('button', { name: 'Resend OTP' }));

    expect(await screen.findByText('OTP has been sent to your registerd number')).toBeTruthy();
    expect(server.callsTo('GET user/resendOtp/')[0]?.query.get('contactNumber')).toBe(PHONE);
    const locked = screen.getByRole('button', { name: 'Resend OTP in 30' }) as HTMLButtonElement;
    expect(locked.disabled).toBe(true);

    await act(() => vi.advanceTimersByTimeAsync(5000));
    expect(screen.getByRole('button', { name: 'Resend OTP in 25' })).toBeTruthy();

    await act(() => vi.advanceTimersByTimeAsync(25_000));
    const open = screen.getByRole('button', { name: 'Resend OTP' }) as HTMLButtonElement;
    expect(open.disabled).toBe(false);
  });

  it('starts locked when the OTP was just sent', async () => {
    rememberOtpPhone(PHONE, 30);
    installFakeFetch();
    renderApp('/verifyOtp');
    const button = (await screen.findByRole('button', {
      name: /^Resend OTP in (30|29)$/,
    })) as HTMLButtonElement;
    expect(button.disabled).toBe(true);
  });
});

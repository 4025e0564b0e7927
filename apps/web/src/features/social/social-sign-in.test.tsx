import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { getSession } from '../../lib/session';
import { defaultAppConfig, type FakeRoutes, installFakeFetch } from '../../test/fake-fetch';
import { fakeToken, profile } from '../../test/fixtures';
import { currentPath, renderApp } from '../../test/render-app';
import { referenceRoutes, registered } from '../registration/sign-up-fixtures';
import { fillPayment, fillShop, input, next, paste } from '../registration/wizard-test-steps';

type User = ReturnType<typeof renderApp>['user'];

const newIdentity = (provider: 'Google' | 'Facebook'): FakeRoutes => ({
  'POST dev/socialToken': { status: 200, data: { token: `${provider}-token` } },
  'POST user/login': {
    status: 300,
    message: 'Not Register',
    data: {
      loginType: provider,
      socialId: 'dev-asha.rao@example.com',
      email: 'asha.rao@example.com',
      name: 'Asha Verma Rao',
    },
  },
});

async function signInWith(user: User, provider: 'Google' | 'Facebook') {
  await user.click(await screen.findByRole('button', { name: `Continue with ${provider}` }));
  const dialog = await screen.findByRole('dialog', { name: `Sign in with ${provider} (development)` });
  await paste(user, within(dialog).getByLabelText(/^Email/), 'Asha.Rao@example.com');
  await paste(user, within(dialog).getByLabelText(/^Name/), 'Asha Verma Rao');
  await user.click(within(dialog).getByRole('button', { name: 'Continue' }));
}

describe('Google and Facebook sign-in, development provider', () => {
  it('opens /register prefilled for a new identity and signs up without a password', async () => {
    const server = installFakeFetch({
      ...referenceRoutes,
      ...newIdentity('Google'),
      'POST user/register': registered,
    });
    const { user, router } = renderApp('/');
    await user.click(await screen.findByRole('tab', { name: 'Mobile OTP' }));
    await signInWith(user, 'Google');

    await waitFor(() => expect(currentPath(router)).toBe('/register'));
    expect(server.callsTo('POST dev/socialToken')[0]?.body).toEqual({
      provider: 'Google',
      socialId: 'dev-asha.rao@example.com',
      email: 'Asha.Rao@example.com',
      name: 'Asha Verma Rao',
    });
    expect(server.callsTo('POST user/login')[0]?.body).toEqual({
      loginType: 'Google',
      socialToken: 'Google-token',
    });
    expect(
      ((await screen.findByLabelText(/^First Name/, { selector: 'input' })) as HTMLInputElement).value,
    ).toBe('Asha');
    expect(input(/^Last Name/).value).toBe('Verma Rao');
    expect(input(/^Email/).value).toBe('asha.rao@example.com');
    expect(input(/^Email/).readOnly).toBe(true);
    expect(screen.queryByLabelText(/^Password/)).toBeNull();
    expect(screen.queryByLabelText(/^Confirm Password/)).toBeNull();
    expect(screen.queryByRole('button', { name: 'Continue with Google' })).toBeNull();

    await paste(user, input(/^Contact Number/), '9876501234');
    await paste(user, input(/^User Name/), 'asha');
    await user.click(next());
    await fillShop(user);
    await user.click(next());
    await fillPayment(user);
    await user.click(screen.getByRole('button', { name: 'Register' }));

    await waitFor(() => expect(currentPath(router)).toBe('/terms'));
    expect(server.callsTo('POST user/validateUserName')[0]?.body).toMatchObject({
      loginType: 'Google',
      socialId: 'dev-asha.rao@example.com',
    });
    const body = server.callsTo('POST user/register')[0]?.body as Record<string, unknown>;
    expect(body).toMatchObject({
      registerType: 'Social',
      loginType: 'Google',
      socialId: 'dev-asha.rao@example.com',
      socialToken: 'Google-token',
      personalDetails: {
        firstName: 'Asha',
        lastName: 'Verma Rao',
        email: 'asha.rao@example.com',
        contactNumber: '9876501234',
        userName: 'asha',
      },
    });
    expect(body.personalDetails).not.toHaveProperty('password');
  });

  it('signs a known identity in and opens the dashboard', async () => {
    const server = installFakeFetch({
      'POST dev/socialToken': { status: 200, data: { token: 'Facebook-token' } },
      'POST user/login': {
        status: 200,
        data: {
          userToken: fakeToken(),
          userId: 7,
          isOnboard: 1,
          userData: [profile({ loginType: 'Facebook' })],
        },
      },
    });
    const { user, router } = renderApp('/');
    await user.click(await screen.findByRole('tab', { name: 'Mobile OTP' }));
    await signInWith(user, 'Facebook');

    await waitFor(() => expect(currentPath(router)).toBe('/dashboard'));
    expect(server.callsTo('POST user/login')[0]?.body).toEqual({
      loginType: 'Facebook',
      socialToken: 'Facebook-token',
    });
    expect(getSession()?.userId).toBe(7);
  });

  it('fills step 1 of the sign-up in place from its own buttons', async () => {
    installFakeFetch({ ...referenceRoutes, ...newIdentity('Facebook') });
    const { user, router } = renderApp('/register');
    expect(await screen.findByLabelText(/^Password/, { selector: 'input' })).toBeTruthy();
    await signInWith(user, 'Facebook');

    await waitFor(() => expect(input(/^First Name/).value).toBe('Asha'));
    expect(currentPath(router)).toBe('/register');
    expect(input(/^Email/).readOnly).toBe(true);
    expect(screen.queryByLabelText(/^Password/)).toBeNull();
    expect(screen.getByText('Signing up with Facebook: no password needed.')).toBeTruthy();
  });

  it('shows no social buttons on the password tab, nor when the real providers have no ids', async () => {
    installFakeFetch({
      'GET static/appConfig': {
        status: 200,
        data: {
          ...defaultAppConfig,
          social: { provider: 'real', googleClientId: null, facebookAppId: null },
        },
      },
    });
    const { user } = renderApp('/');
    expect(await screen.findByRole('tab', { name: 'Password' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Continue with Google' })).toBeNull();
    await user.click(screen.getByRole('tab', { name: 'Mobile OTP' }));
    expect(await screen.findByRole('button', { name: 'Get OTP' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Continue with Google' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Continue with Facebook' })).toBeNull();
  });
});

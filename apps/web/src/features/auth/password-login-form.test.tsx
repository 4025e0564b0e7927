import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { getSession } from '../../lib/session';
import { installFakeFetch } from '../../test/fake-fetch';
import { fakeToken, profile } from '../../test/fixtures';
import { currentPath, renderApp } from '../../test/render-app';

describe('login with e-mail or username and password', () => {
  it('says the identity is required when the field is left empty', async () => {
    installFakeFetch();
    renderApp('/');
    const identity = await screen.findByLabelText(/Email or Username/);
    fireEvent.blur(identity);
    expect(await screen.findByText('Email or Username is required')).toBeTruthy();
  });

  it('says an e-mail with a dot is not valid when it does not look like one', async () => {
    installFakeFetch();
    const { user } = renderApp('/');
    const identity = await screen.findByLabelText(/Email or Username/);
    await user.type(identity, 'ramesh.kumar');
    await user.tab();
    expect(await screen.findByText('Email is not valid')).toBeTruthy();

    await user.clear(identity);
    await user.type(identity, 'demo');
    await user.tab();
    await waitFor(() => expect(screen.queryByText('Email is not valid')).toBeNull());
  });

  it('requires both fields on submit', async () => {
    const server = installFakeFetch();
    const { user } = renderApp('/');
    await user.click(await screen.findByRole('button', { name: 'Login' }));
    expect(await screen.findAllByText('This field is required')).toHaveLength(2);
    expect(server.callsTo('POST user/login')).toHaveLength(0);
  });

  it('shows and hides the password', async () => {
    installFakeFetch();
    const { user } = renderApp('/');
    const password = (await screen.findByLabelText(/^Password/, { selector: 'input' })) as HTMLInputElement;
    expect(password.type).toBe('password');
    await user.click(screen.getByRole('button', { name: 'Show password' }));
    expect(password.type).toBe('text');
  });

  it('links to /forgotPassword', async () => {
    installFakeFetch();
    renderApp('/');
    const link = await screen.findByRole('link', { name: 'Forgot Password?' });
    expect(link.getAttribute('href')).toBe('/forgotPassword');
  });

  it('logs an onboarded user in and opens the dashboard', async () => {
    const token = fakeToken();
    const server = installFakeFetch({
      'POST user/login': {
        status: 200,
        data: { userToken: token, userId: 7, isOnboard: 1, userData: [profile()] },
      },
    });
    const { user, router } = renderApp('/');
    await user.type(await screen.findByLabelText(/Email or Username/), 'demo');
    await user.type(screen.getByLabelText(/^Password/, { selector: 'input' }), 'demo1234');
    await user.click(screen.getByRole('button', { name: 'Login' }));

    await waitFor(() => expect(currentPath(router)).toBe('/dashboard'));
    expect(server.callsTo('POST user/login')[0]?.body).toEqual({
      loginType: 'Custom',
      email: 'demo',
      password: 'demo1234',
    });
    // The token stays in the server's cookie: the page keeps only who is signed in.
    expect(getSession()).toEqual({ kind: 'retailer', userId: 7, profile: profile() });
    expect(JSON.stringify(localStorage)).not.toContain(token);
    expect(await screen.findByText('Kumar Kirana Store')).toBeTruthy();
  });

  it('shows the not-registered notice on status 300', async () => {
    installFakeFetch({ 'POST user/login': { status: 300, message: 'Not Register' } });
    const { user } = renderApp('/');
    await user.type(await screen.findByLabelText(/Email or Username/), 'new@shop.in');
    await user.type(screen.getByLabelText(/^Password/, { selector: 'input' }), 'whatever1');
    await user.click(screen.getByRole('button', { name: 'Login' }));
    expect(await screen.findByText('User not registered Please register first.')).toBeTruthy();
    expect(getSession()).toBeNull();
  });

  it('toasts the server error of a refused login', async () => {
    installFakeFetch({
      'POST user/login': { status: 400, error: 'Incorrect username/email or password' },
    });
    const { user } = renderApp('/');
    await user.type(await screen.findByLabelText(/Email or Username/), 'demo');
    await user.type(screen.getByLabelText(/^Password/, { selector: 'input' }), 'wrong-one');
    await user.click(screen.getByRole('button', { name: 'Login' }));
    expect(await screen.findByText('Incorrect username/email or password')).toBeTruthy();
  });
});

import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { getSession } from '../../lib/session';
import { installFakeFetch } from '../../test/fake-fetch';
import { configuration, retailerSession } from '../../test/fixtures';
import { currentPath, renderApp } from '../../test/render-app';
import { setPhoneViewport } from '../../test/viewport';
import { rememberResetRequest } from './reset-request';

type User = ReturnType<typeof renderApp>['user'];
const field = (label: RegExp) => screen.getByLabelText(label, { selector: 'input' }) as HTMLInputElement;
const submit = () => screen.getByRole('button', { name: 'SUBMIT' });

async function fill(user: User, values: { current?: string; next?: string; confirm?: string }) {
  for (const [label, value] of [
    [/^Current Password/, values.current],
    [/^New Password/, values.next],
    [/^Confirm Password/, values.confirm],
  ] as const) {
    if (value === undefined) continue;
    await user.clear(field(label));
    await user.paste(value);
  }
}

describe('/changePassword in the retailer shell (accounts spec §2, §5)', () => {
  it("shows every rule's message, in the spec's words", async () => {
    const server = installFakeFetch();
    const { user } = renderApp('/changePassword', { session: retailerSession() });
    expect(await screen.findByRole('heading', { name: 'Change Password' })).toBeTruthy();
    await user.click(submit());
    expect(screen.getByText('Please enter your current password')).toBeTruthy();
    expect(screen.getByText('Please enter your new password')).toBeTruthy();
    expect(screen.getByText('Please enter your confirm password')).toBeTruthy();

    await fill(user, { current: 'short', next: 'abcdefgh', confirm: 'x' });
    await user.click(submit());
    expect(screen.getByText('Password should consist of minimum 8 characters')).toBeTruthy();
    expect(
      screen.getByText('New Password should consist of one lower case letter and a number'),
    ).toBeTruthy();

    await fill(user, { current: 'secret123', next: 'abc1' });
    await user.click(submit());
    expect(screen.getByText('New Password should consist of minimum 8 characters')).toBeTruthy();

    await fill(user, { next: 'newpass123', confirm: 'newpass124' });
    await user.click(submit());
    expect(screen.getByText("Confirm password doesn't match with new password")).toBeTruthy();
    expect(field(/^Confirm Password/).getAttribute('aria-invalid')).toBe('true');
    expect(server.callsTo('POST user/changePassword')).toHaveLength(0);
  });

  it('shows and hides each password on its own', async () => {
    installFakeFetch();
    const { user } = renderApp('/changePassword', { session: retailerSession() });
    const next = (await screen.findByLabelText(/^New Password/, { selector: 'input' })) as HTMLInputElement;
    expect(next.type).toBe('password');
    await user.click(screen.getByRole('button', { name: 'Show New Password' }));
    expect(next.type).toBe('text');
    expect(field(/^Current Password/).type).toBe('password');
    await user.click(screen.getByRole('button', { name: 'Hide New Password' }));
    expect(next.type).toBe('password');
  });

  it("shows the server's error, or 'Error Changing Password' when it gives none", async () => {
    let answer = { status: 400, error: 'Current password is not correct' };
    installFakeFetch({ 'POST user/changePassword': () => answer });
    const { user } = renderApp('/changePassword', { session: retailerSession() });
    await screen.findByRole('heading', { name: 'Change Password' });
    await fill(user, { current: 'secret123', next: 'newpass123', confirm: 'newpass123' });
    await user.click(submit());
    expect(await screen.findByText('Current password is not correct')).toBeTruthy();

    answer = { status: 500, error: 'Something bad happened' };
    await user.click(submit());
    expect(await screen.findByText('Error Changing Password')).toBeTruthy();
    expect(getSession()).not.toBeNull();
  });

  it('changes the password, clears the session and returns to the login', async () => {
    const server = installFakeFetch({
      'POST user/changePassword': { status: 200, message: 'Password Changed Successfully' },
    });
    const { user, router } = renderApp('/changePassword', { session: retailerSession() });
    await screen.findByRole('heading', { name: 'Change Password' });
    await fill(user, { current: 'secret123', next: 'newpass123', confirm: 'newpass123' });
    await user.click(submit());

    await waitFor(() => expect(currentPath(router)).toBe('/'));
    expect(await screen.findByText('Password Changed Successfully')).toBeTruthy();
    expect(getSession()).toBeNull();
    expect(server.callsTo('POST user/changePassword')[0]?.body).toEqual({
      currentPassword: 'secret123',
      newPassword: 'newpass123',
      confirmPassword: 'newpass123',
    });
  });

  it('goes back to the dashboard when the changePassword flag is off, and is in the drawer when on', async () => {
    installFakeFetch();
    const off = renderApp('/changePassword', {
      session: retailerSession({ configuration: configuration({ changePassword: false }) }),
    });
    await waitFor(() => expect(currentPath(off.router)).toBe('/dashboard'));
    off.unmount();

    setPhoneViewport();
    const on = renderApp('/dashboard', { session: retailerSession() });
    await on.user.click(await screen.findByRole('button', { name: 'Open menu' }));
    const drawer = screen.getByRole('navigation', { name: 'Main menu' });
    await on.user.click(within(drawer).getByText('Change Password'));
    await waitFor(() => expect(currentPath(on.router)).toBe('/changePassword'));
  });

  it('sends a visitor without a session to /', async () => {
    installFakeFetch();
    const { router } = renderApp('/changePassword');
    await waitFor(() => expect(currentPath(router)).toBe('/'));
  });
});

describe('/changePassword?from=forgot (forgot password, step 3)', () => {
  it('hides Current Password, resets with the token and returns to the login', async () => {
    rememberResetRequest({ keyword: 'demo', token: 'reset-token-1' });
    const server = installFakeFetch({
      'POST user/resetPassword': { status: 200, message: 'Password Changed Successfully' },
    });
    const { user, router } = renderApp('/changePassword?from=forgot');
    expect(await screen.findByLabelText(/^New Password/, { selector: 'input' })).toBeTruthy();
    expect(screen.queryByLabelText(/^Current Password/)).toBeNull();

    await user.click(submit());
    expect(screen.getByText('Please enter your new password')).toBeTruthy();
    expect(screen.queryByText('Please enter your current password')).toBeNull();

    await fill(user, { next: 'newpass123', confirm: 'newpass123' });
    await user.click(submit());
    await waitFor(() => expect(currentPath(router)).toBe('/'));
    expect(await screen.findByText('Password Changed Successfully')).toBeTruthy();
    expect(server.callsTo('POST user/resetPassword')[0]?.body).toEqual({
      token: 'reset-token-1',
      newPassword: 'newpass123',
      confirmPassword: 'newpass123',
    });
    expect(sessionStorage.getItem('galla.passwordReset')).toBeNull();
  });

  it('starts forgot password again without a reset token, and its back arrow returns there', async () => {
    installFakeFetch();
    const first = renderApp('/changePassword?from=forgot');
    await waitFor(() => expect(currentPath(first.router)).toBe('/forgotPassword'));
    first.unmount();

    rememberResetRequest({ keyword: 'demo', token: 'reset-token-1' });
    const second = renderApp('/changePassword?from=forgot');
    await second.user.click(await screen.findByRole('button', { name: 'Back' }));
    await waitFor(() => expect(currentPath(second.router)).toBe('/forgotPassword'));
    expect(
      ((await screen.findByLabelText(/^Email, User Name or Mobile Number/)) as HTMLInputElement).value,
    ).toBe('demo');
  });
});

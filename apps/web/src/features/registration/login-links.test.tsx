import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { homePath } from '../../lib/session';
import { installFakeFetch } from '../../test/fake-fetch';
import { retailerSession } from '../../test/fixtures';
import { currentPath, renderApp } from '../../test/render-app';

describe('the way to /register from the login page', () => {
  it("offers 'New to Galla? Register'", async () => {
    installFakeFetch();
    const { user, router } = renderApp('/');
    expect(await screen.findByText('New to Galla?')).toBeTruthy();
    await user.click(screen.getByRole('link', { name: 'Register' }));
    await waitFor(() => expect(currentPath(router)).toBe('/register'));
    expect(await screen.findByText('Personal Details')).toBeTruthy();
  });

  it("puts a Register link in the 'User not registered' notice", async () => {
    installFakeFetch({ 'POST user/sendOtp': { status: 300, message: 'Not Register' } });
    const { user, router } = renderApp('/');
    await user.click(await screen.findByRole('tab', { name: 'Mobile OTP' }));
    await user.type(screen.getByLabelText('Mobile Number'), '9000000001');
    await user.click(screen.getByRole('button', { name: 'Get OTP' }));
    const notice = await screen.findByRole('alert');
    expect(notice.textContent).toContain('User not registered Please register first.');
    const links = screen.getAllByRole('link', { name: 'Register' });
    const inNotice = links.find((link) => notice.contains(link));
    expect(inNotice?.getAttribute('href')).toBe('/register');
    await user.click(inNotice as HTMLElement);
    await waitFor(() => expect(currentPath(router)).toBe('/register'));
  });

  it('derives the home path from isRegister before onboarding', () => {
    expect(homePath(retailerSession({ isRegister: 1 }))).toBe('/terms');
    expect(homePath(retailerSession({ isRegister: 2 }))).toBe('/verifyOtp?referrer=register');
    expect(homePath(retailerSession({ isRegister: 3, isOnboard: 0 }))).toBe('/onboarding');
    expect(homePath(retailerSession({ isRegister: 3 }))).toBe('/dashboard');
  });
});

import { screen, waitFor } from '@testing-library/dom';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { readOtpPhone } from '../features/auth/otp-phone';
import { takePendingToast } from '../lib/login-handoff';
import { reloadSession } from '../lib/session-store';
import { defaultAppConfig, type FakeRoutes, installFakeFetch } from '../test/fake-fetch';
import { loginMarkup } from './login-markup';

// The first visit's login page: its markup as the build writes it into login.html, and its script
// run on it, against a fake server. Where the page leaves for is recorded, not followed.
const leaveFor = vi.hoisted(() => vi.fn());
vi.mock('./page-parts', async (original) => ({ ...(await original<object>()), leaveFor }));

async function openLoginPage(routes: FakeRoutes = {}) {
  document.body.innerHTML = `<div id="root">${loginMarkup()}</div>`;
  const server = installFakeFetch(routes);
  vi.resetModules();
  await import('./login');
  return { server, user: userEvent.setup() };
}

const loginButton = () => screen.getByRole<HTMLButtonElement>('button', { name: 'Login' });
/** Shown: neither it nor a box around it is hidden. */
const shown = (element: Element) => element.closest('[hidden]') === null;

beforeEach(() => {
  localStorage.clear();
  sessionStorage.clear();
  reloadSession();
  leaveFor.mockReset();
});
afterEach(() => vi.unstubAllGlobals());

describe('password login', () => {
  it('is drawn with Login disabled until the script runs, then checks on leave and on submit', async () => {
    document.body.innerHTML = loginMarkup();
    expect(loginButton().disabled).toBe(true);

    const { server, user } = await openLoginPage();
    expect(loginButton().disabled).toBe(false);
    await user.click(screen.getByLabelText(/^Email or Username/));
    await user.tab();
    expect(shown(screen.getByText('Email or Username is required'))).toBe(true);

    await user.type(screen.getByLabelText(/^Email or Username/), 'shop.owner@mail');
    await user.click(loginButton());
    expect(shown(screen.getByText('Email is not valid'))).toBe(true);
    expect(shown(screen.getByText('This field is required'))).toBe(true);
    expect(server.callsTo('POST user/login')).toHaveLength(0);
  });

  it("shows the server's refusal as a toast and stays", async () => {
    const { server, user } = await openLoginPage({
      'POST user/login': { status: 400, error: 'Incorrect username/email or password' },
    });
    await user.type(screen.getByLabelText(/^Email or Username/), '  demo ');
    await user.type(screen.getByLabelText(/^Password/, { selector: 'input' }), 'wrong-pass1');
    await user.click(loginButton());

    expect((await screen.findByRole('alert')).textContent).toBe('Incorrect username/email or password');
    expect(server.callsTo('POST user/login')[0]?.body).toEqual({
      loginType: 'Custom',
      email: 'demo',
      password: 'wrong-pass1',
    });
    expect(server.callsTo('POST user/login')[0]?.headers['x-client']).toBe('web');
    expect(leaveFor).not.toHaveBeenCalled();
  });

  it('stores the session and leaves for the dashboard', async () => {
    const profile = { userId: 7, tradeName: 'Sharma Mobile', isRegister: 3, isOnboard: 1 };
    const { user } = await openLoginPage({
      'POST user/login': {
        status: 200,
        data: { userId: 7, userToken: '', isOnboard: 1, userData: [profile] },
      },
    });
    await user.type(screen.getByLabelText(/^Email or Username/), 'demo');
    await user.type(screen.getByLabelText(/^Password/, { selector: 'input' }), 'demo1234');
    await user.click(loginButton());

    await waitFor(() => expect(leaveFor).toHaveBeenCalledWith('/dashboard'));
    // The page ran with modules of its own (vi.resetModules): the stored session is what the app reads.
    expect(JSON.parse(localStorage.getItem('galla.session') ?? 'null')).toMatchObject({
      kind: 'retailer',
      userId: 7,
      profile: { tradeName: 'Sharma Mobile' },
    });
  });

  it('shows and hides the password', async () => {
    const { user } = await openLoginPage();
    await user.click(screen.getByRole('button', { name: 'Show password' }));
    expect(screen.getByLabelText(/^Password/, { selector: 'input' }).getAttribute('type')).toBe('text');
    await user.click(screen.getByRole('button', { name: 'Hide password' }));
    expect(screen.getByLabelText(/^Password/, { selector: 'input' }).getAttribute('type')).toBe('password');
  });
});

describe('mobile OTP login', () => {
  it('enables Get OTP for a readable number, sends it and leaves for /verifyOtp with the toast', async () => {
    const { server, user } = await openLoginPage({
      'POST user/sendOtp': {
        status: 200,
        message: 'OTP sent successfully',
        data: { resendAfterSeconds: 30 },
      },
    });
    await user.click(screen.getByRole('tab', { name: 'Mobile OTP' }));
    const mobile = screen.getByLabelText('Mobile Number');
    const getOtp = screen.getByRole<HTMLButtonElement>('button', { name: 'Get OTP' });
    await user.type(mobile, '98765');
    expect(getOtp.disabled).toBe(true);
    await user.tab();
    expect(shown(screen.getByText('Please enter a valid 10 digit mobile number'))).toBe(true);

    await user.clear(mobile);
    await user.type(mobile, '+91 98765 43210');
    expect(getOtp.disabled).toBe(false);
    await user.click(getOtp);

    await waitFor(() => expect(leaveFor).toHaveBeenCalledWith('/verifyOtp'));
    expect(server.callsTo('POST user/sendOtp')[0]?.body).toEqual({
      contactNumber: '9876543210',
      type: 'LOGIN',
    });
    expect(readOtpPhone()?.phone).toBe('9876543210');
    expect(takePendingToast()).toEqual({ message: 'OTP sent successfully', kind: 'success' });
  });

  it("says 'Not Register' with a way to sign up, until another tab is chosen", async () => {
    const { user } = await openLoginPage({ 'POST user/sendOtp': { status: 300, message: 'Not Register' } });
    await user.click(screen.getByRole('tab', { name: 'Mobile OTP' }));
    await user.type(screen.getByLabelText('Mobile Number'), '9123456789');
    await user.click(screen.getByRole('button', { name: 'Get OTP' }));

    const notice = await screen.findByText('User not registered Please register first.');
    expect(shown(notice)).toBe(true);
    expect(screen.getAllByRole('link', { name: 'Register' })[0]?.getAttribute('href')).toBe('/register');
    await user.click(screen.getByRole('tab', { name: 'Password' }));
    expect(shown(notice)).toBe(false);
  });
});

describe('the feature flags', () => {
  it('offers Google and Facebook in development, and only the configured ones otherwise', async () => {
    const socialButtons = async (user: ReturnType<typeof userEvent.setup>) => {
      await user.click(screen.getByRole('tab', { name: 'Mobile OTP' }));
      // A button that is not offered has no accessible name to find it by.
      const google = document.querySelector('[data-provider="Google"]') as HTMLElement;
      const facebook = document.querySelector('[data-provider="Facebook"]') as HTMLElement;
      await waitFor(() => expect(shown(google) || shown(facebook)).toBe(true));
      return { google: shown(google), facebook: shown(facebook) };
    };
    const dev = await openLoginPage();
    expect(await socialButtons(dev.user)).toEqual({ google: true, facebook: true });

    const real = await openLoginPage({
      'GET static/appConfig': {
        status: 200,
        data: {
          ...defaultAppConfig,
          social: { provider: 'real', googleClientId: 'g-id', facebookAppId: null },
        },
      },
    });
    expect(await socialButtons(real.user)).toEqual({ google: true, facebook: false });
  });

  it('says the web version is being updated when retailer login is off', async () => {
    await openLoginPage({
      'GET static/appConfig': { status: 200, data: { ...defaultAppConfig, retailerLogin: false } },
    });
    expect(
      shown(
        await screen.findByText(
          /We are updating the web version of Galla\. Meanwhile, please use the Galla mobile app/,
        ),
      ),
    ).toBe(true);
    expect(screen.queryByRole('tab', { name: 'Password' })).toBeNull();
  });

  it('ends a session this browser still kept: the server sends this page only without one', async () => {
    localStorage.setItem('galla.session', JSON.stringify({ kind: 'retailer', userId: 7, profile: {} }));
    reloadSession();
    await openLoginPage();
    expect(localStorage.getItem('galla.session')).toBeNull();
  });
});

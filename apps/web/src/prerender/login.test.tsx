import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { startTransition } from 'react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { createMemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { App } from '../app/app';
import { routes } from '../app/routes';
import { createQueryClient } from '../lib/query-client';
import { setSession } from '../lib/session';
import { installFakeFetch } from '../test/fake-fetch';
import { fakeToken, profile } from '../test/fixtures';
import { renderLogin } from './login';

// The build draws the login into the page (vite/prerender-login.ts) and the browser's app takes that
// markup over (main.tsx). These tests do both in one page, as a first visit does.
let root: Root | undefined;
afterEach(() => {
  act(() => root?.unmount());
  root = undefined;
  document.body.innerHTML = '';
});

function drawPrerenderedLogin(): HTMLElement {
  setSession(null);
  const container = document.createElement('div');
  container.id = 'root';
  container.innerHTML = renderLogin();
  document.body.append(container);
  return container;
}

const identityField = () => screen.getByLabelText(/Email or Username/) as HTMLInputElement;
const passwordField = () => screen.getByLabelText(/^Password/, { selector: 'input' }) as HTMLInputElement;
const loginButton = () => screen.getByRole('button', { name: 'Login' }) as HTMLButtonElement;

describe('the login drawn into the page by the build', () => {
  it('is the login screen itself, with Login disabled until the app has taken it over', () => {
    drawPrerenderedLogin();
    expect(screen.getByRole('heading', { name: 'Login to Galla' })).toBeTruthy();
    expect(screen.getByRole('tab', { name: 'Password', selected: true })).toBeTruthy();
    expect(identityField().name).toBe('email');
    expect(screen.getByRole('link', { name: 'Forgot Password?' }).getAttribute('href')).toBe(
      '/forgotPassword',
    );
    // A submit now would be the browser's own: a GET with the password in the address.
    expect(loginButton().disabled).toBe(true);
  });

  it('is taken over without a mismatch, keeping the same fields and what was typed into them', async () => {
    const server = installFakeFetch({
      'POST user/login': {
        status: 200,
        data: { userId: 7, userToken: fakeToken(), isOnboard: 1, userData: [profile()] },
      },
    });
    const container = drawPrerenderedLogin();
    const identity = identityField();
    const password = passwordField();
    // Typed before the app's JavaScript arrived: the browser's own inputs take it.
    identity.value = 'demo';
    password.value = 'typed-before-the-app';

    const problems: unknown[] = [];
    const consoleError = vi.spyOn(console, 'error').mockImplementation((...args) => problems.push(args));
    await act(async () => {
      startTransition(() => {
        root = hydrateRoot(
          container,
          <App router={createMemoryRouter(routes)} queryClient={createQueryClient()} />,
          { onRecoverableError: (error) => problems.push(error) },
        );
      });
    });
    await waitFor(() => expect(loginButton().disabled).toBe(false));
    consoleError.mockRestore();
    expect(problems).toEqual([]);

    // The very elements the page drew, not new ones, with the typed values.
    expect(identityField()).toBe(identity);
    expect(identity.value).toBe('demo');
    expect(password.value).toBe('typed-before-the-app');

    fireEvent.click(loginButton());
    await waitFor(() => expect(server.callsTo('POST user/login')).toHaveLength(1));
    expect(server.callsTo('POST user/login')[0]?.body).toMatchObject({
      email: 'demo',
      password: 'typed-before-the-app',
    });
  });
});

import { notificationsStore } from '@mantine/notifications';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { installFakeFetch } from '../test/fake-fetch';
import { retailerSession } from '../test/fixtures';
import { ApiError, api } from './api-client';
import { getSession, setSession } from './session';

// Toasts go through Mantine's notification store; reading it tells what the user would see.
function toasts(): string[] {
  const { notifications, queue } = notificationsStore.getState();
  return [...notifications, ...queue].map((n) => String(n.message));
}

describe('api client', () => {
  beforeEach(() => vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(true));
  afterEach(() => vi.restoreAllMocks());

  it('sends the client marker and no token (the cookie is the session), and unwraps the envelope', async () => {
    const session = retailerSession();
    setSession(session);
    const server = installFakeFetch({ 'GET user/notificationCount': { status: 200, data: { count: 3 } } });
    const result = await api('user/notificationCount');
    expect(result).toEqual({ status: 200, message: undefined, data: { count: 3 } });
    const headers = server.calls[0]?.headers ?? {};
    expect(headers['x-client']).toBe('web');
    expect(headers['auth-token']).toBeUndefined();
  });

  it('sends extra headers, without letting them replace its own', async () => {
    const session = retailerSession();
    setSession(session);
    const server = installFakeFetch({ 'POST billing/saveInvoice': { status: 200, data: {} } });
    await api('billing/saveInvoice', {
      method: 'POST',
      body: {},
      headers: { 'Idempotency-Key': 'key-1', 'x-client': 'android' },
    });
    const headers = server.calls[0]?.headers ?? {};
    expect(headers['Idempotency-Key']).toBe('key-1');
    expect(headers['x-client']).toBe('web');
  });

  it('returns status 300 and 204 answers as values', async () => {
    installFakeFetch({
      'POST user/sendOtp': { status: 300, message: 'Not Register' },
      'GET user/nothing': { status: 204 },
    });
    expect(await api('user/sendOtp', { method: 'POST', body: {} })).toMatchObject({
      status: 300,
      message: 'Not Register',
    });
    expect((await api('user/nothing')).status).toBe(204);
  });

  it('throws server errors and toasts their error text', async () => {
    installFakeFetch({ 'POST user/onboard': { status: 400, error: 'Please enter your business name' } });
    await expect(api('user/onboard', { method: 'POST', body: {} })).rejects.toEqual(
      new ApiError(400, 'Please enter your business name'),
    );
    expect(toasts()).toEqual(['Please enter your business name']);
  });

  it('falls back to the spec text when an error has no message', async () => {
    installFakeFetch({ 'GET user/broken': { status: 500 } as never });
    await expect(api('user/broken')).rejects.toMatchObject({
      status: 500,
      message: 'Something bad happened',
    });
  });

  it('logs out on a 401 while signed in', async () => {
    setSession(retailerSession());
    installFakeFetch({ 'GET user/getProfile': { status: 401, error: 'Please login again' } });
    await expect(api('user/getProfile')).rejects.toMatchObject({
      status: 401,
      message: 'Token expired please login again!',
    });
    expect(getSession()).toBeNull();
    expect(toasts()).toEqual(['Token expired please login again!']);
  });

  it('refuses to send while offline', async () => {
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    const server = installFakeFetch();
    await expect(api('static/appConfig')).rejects.toMatchObject({
      status: 0,
      message: 'You are offline. Please check your internet connection.',
    });
    expect(server.calls).toHaveLength(0);
    expect(toasts()).toEqual(['You are offline. Please check your internet connection.']);
  });

  it('keeps background calls quiet', async () => {
    installFakeFetch({ 'GET user/notificationCount': { status: 500, error: 'Something bad happened' } });
    await expect(api('user/notificationCount', { silent: true })).rejects.toBeInstanceOf(ApiError);
    expect(toasts()).toEqual([]);
  });

  it('treats a 401 without a session as an ordinary error', async () => {
    installFakeFetch({ 'POST user/login': { status: 401, error: 'Incorrect username/email or password' } });
    await expect(api('user/login', { method: 'POST', body: {} })).rejects.toMatchObject({ status: 401 });
    expect(toasts()).toEqual(['Incorrect username/email or password']);
  });

  it('checks 200 data against the contract when given a schema', async () => {
    const { z } = await import('zod');
    installFakeFetch({ 'GET static/thing': { status: 200, data: { count: 'many' } } });
    vi.spyOn(console, 'error').mockImplementation(() => {});
    await expect(api('static/thing', { schema: z.object({ count: z.number() }) })).rejects.toMatchObject({
      message: 'Something bad happened',
    });
  });

  it('imports a schema given as its import, and checks the answer the same way', async () => {
    const { z } = await import('zod');
    const schema = () => Promise.resolve(z.object({ count: z.number() }));
    installFakeFetch({
      'GET static/good': { status: 200, data: { count: 3 } },
      'GET static/bad': { status: 200, data: { count: 'many' } },
    });
    vi.spyOn(console, 'error').mockImplementation(() => {});
    await expect(api('static/good', { schema })).resolves.toMatchObject({ data: { count: 3 } });
    await expect(api('static/bad', { schema })).rejects.toMatchObject({ message: 'Something bad happened' });
  });

  it('reads a schema that cannot be loaded (the network gone) as being offline', async () => {
    installFakeFetch({ 'GET static/good': { status: 200, data: { count: 3 } } });
    const schema = () => Promise.reject(new TypeError('Failed to fetch dynamically imported module'));
    await expect(api('static/good', { schema })).rejects.toMatchObject({ status: 0 });
    expect(toasts()).toEqual(['You are offline. Please check your internet connection.']);
  });

  it('shows one toast at a time', async () => {
    installFakeFetch({
      'GET a/one': { status: 400, error: 'First problem' },
      'GET a/two': { status: 400, error: 'Second problem' },
    });
    await api('a/one').catch(() => {});
    await api('a/two').catch(() => {});
    expect(toasts()).toEqual(['Second problem']);
  });
});

import type { Envelope } from '@galla/contracts/envelope';
import { vi } from 'vitest';

// A stand-in for the server at the unit boundary: answers envelopes by "METHOD path" (path
// without /api/v3 and without the query). End-to-end tests talk to the real server instead.
export type FakeRequest = {
  method: string;
  path: string;
  query: URLSearchParams;
  headers: Record<string, string>;
  body: unknown;
};
type Answer = Envelope<unknown>;
/** A route answers at once, or later (a promise) to hold the screen in its loading state. */
export type FakeRoutes = Record<string, Answer | ((request: FakeRequest) => Answer | Promise<Answer>)>;

export const defaultAppConfig = {
  retailerLogin: true,
  sms: false,
  supportPhone: '9999999999',
  environment: 'development',
  social: { provider: 'dev', googleClientId: null, facebookAppId: null },
} as const;

const defaults: FakeRoutes = {
  'GET static/appConfig': { status: 200, data: defaultAppConfig },
  'GET user/notificationCount': { status: 200, data: { count: 0 } },
};

export function installFakeFetch(routes: FakeRoutes = {}) {
  const calls: FakeRequest[] = [];
  const all = { ...defaults, ...routes };

  const fetch = vi.fn(async (input: RequestInfo | URL, init: RequestInit = {}) => {
    const url = new URL(String(input), 'http://localhost');
    const path = url.pathname.replace(/^\/api\/v3\//, '');
    const request: FakeRequest = {
      method: (init.method ?? 'GET').toUpperCase(),
      path,
      query: url.searchParams,
      headers: Object.fromEntries(new Headers(init.headers).entries()),
      body: typeof init.body === 'string' ? JSON.parse(init.body) : undefined,
    };
    calls.push(request);
    const route = all[`${request.method} ${path}`];
    const envelope: Answer =
      typeof route === 'function' ? await route(request) : (route ?? { status: 404, error: 'Not found' });
    // 204 and 300 travel as HTTP 200 so the body survives (ARCHITECTURE §3).
    const httpStatus = envelope.status === 204 || envelope.status === 300 ? 200 : envelope.status;
    return new Response(JSON.stringify(envelope), {
      status: httpStatus,
      headers: { 'content-type': 'application/json' },
    });
  });
  vi.stubGlobal('fetch', fetch);

  return {
    calls,
    /** Calls to one "METHOD path". */
    callsTo: (key: string) => calls.filter((call) => `${call.method} ${call.path}` === key),
  };
}

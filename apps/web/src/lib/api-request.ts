// One call to the API as it travels: the headers, the body, and the envelope read back
// (ARCHITECTURE §3). No toasts, texts or contracts: the app's client (api-client.ts) adds those, and
// the first visit's login page (src/login/), which runs without the app, uses this as it is.

import { nextTask } from './next-task';

export const API_BASE = '/api/v3';

/** The envelope every answer comes in; a body that is not one reads as `{ status: <HTTP status> }`. */
export type RawEnvelope = { status?: number; message?: string; error?: string; data?: unknown };

/** The request never reached the server: offline, or the network failed under it. */
export class OfflineError extends Error {
  constructor() {
    super('offline');
    this.name = 'OfflineError';
  }
}

export type ApiRequest = {
  method?: 'GET' | 'POST';
  body?: unknown;
  query?: Record<string, string>;
  signal?: AbortSignal;
  /** Extra request headers, e.g. billing's Idempotency-Key; they cannot replace the client's own. */
  headers?: Record<string, string>;
};

/**
 * What an answer says: a result the screen acts on (200, and 204 and 300 that travel as HTTP 200),
 * or a refusal with the server's words for it, if it gave any.
 */
export type ApiOutcome =
  | { refused: false; status: number; message?: string; data?: unknown }
  | { refused: true; status: number; error?: string };

export function outcomeOf(response: Response, envelope: RawEnvelope): ApiOutcome {
  const status = envelope.status ?? response.status;
  if (status === 401 || response.status === 401) {
    return { refused: true, status: 401, error: envelope.error ?? envelope.message };
  }
  if (!response.ok || status >= 400) return { refused: true, status, error: envelope.error };
  return { refused: false, status, message: envelope.message, data: envelope.data };
}

export async function requestEnvelope(
  path: string,
  { method = 'GET', body, query, signal, headers: extra }: ApiRequest = {},
): Promise<{ response: Response; envelope: RawEnvelope }> {
  if (!navigator.onLine) throw new OfflineError();
  // No auth header: the browser sends the session cookie itself (same origin), and x-client web is
  // what lets the server accept that cookie (its CSRF check).
  const headers: Record<string, string> = { ...extra, 'x-client': 'web', accept: 'application/json' };
  if (body !== undefined) headers['content-type'] = 'application/json';
  const search = query ? `?${new URLSearchParams(query).toString()}` : '';
  // Sent in a task of its own: sending a request costs a phone a few milliseconds of main thread, and
  // a screen starts half a dozen as it mounts, all in the one task that runs its effects.
  await nextTask();
  let response: Response;
  try {
    response = await fetch(`${API_BASE}/${path}${search}`, {
      method,
      headers,
      credentials: 'same-origin',
      body: body === undefined ? undefined : JSON.stringify(body),
      signal,
    });
  } catch (error) {
    if (signal?.aborted) throw error;
    // The network failed under us: to a shop owner that is "offline", whatever the cause.
    throw new OfflineError();
  }
  return { response, envelope: await readEnvelope(response) };
}

async function readEnvelope(response: Response): Promise<RawEnvelope> {
  try {
    const json: unknown = await response.json();
    if (typeof json === 'object' && json !== null) return json as RawEnvelope;
  } catch {
    // A proxy error page or an empty body: fall back to the HTTP status below.
  }
  return { status: response.status };
}

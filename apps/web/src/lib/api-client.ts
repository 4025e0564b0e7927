import type { z } from 'zod';
import { i18n } from './i18n';
import { clearSession, getSession } from './session';
import { showToast } from './toast';

export const API_BASE = '/api/v3';

/** A request the server refused (status ≥ 400), or one that never reached it (status 0). */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    message: string,
  ) {
    super(message);
    this.name = 'ApiError';
  }
}

/**
 * A successful answer. Status 300 ('Not Register') and 204 travel as HTTP 200 (ARCHITECTURE §3)
 * and are answers the screens act on, so they come back as values, not errors.
 */
export type ApiResult<T> = { status: number; message?: string; data?: T };

/**
 * A contract's schema, or a function that imports it. Screens of the first visit (login, its app
 * config) pass the import: zod and the contracts then load after the screen is up, not before it.
 */
export type SchemaOrLoader<S extends z.ZodType> = S | (() => Promise<S>);

type RequestOptions<S extends z.ZodType> = {
  method?: 'GET' | 'POST';
  body?: unknown;
  query?: Record<string, string>;
  /** Checks `data` of a 200 answer against the shared contract. */
  schema?: SchemaOrLoader<S>;
  /** Background calls (polling, inline-error screens) handle failures themselves: no toast. */
  silent?: boolean;
  signal?: AbortSignal;
  /** Extra request headers, e.g. billing's Idempotency-Key; they cannot replace the client's own. */
  headers?: Record<string, string>;
};

function endSession(): void {
  // Guards send the user to `/` as soon as the session disappears.
  clearSession();
  showToast(i18n.t('msg.tokenExpired'), 'error');
}

function fail(status: number, message: string, silent: boolean | undefined): never {
  if (!silent) showToast(message, 'error');
  throw new ApiError(status, message);
}

function offline(silent: boolean | undefined): never {
  return fail(0, i18n.t('common.offline'), silent);
}

export async function api<S extends z.ZodType = z.ZodUnknown>(
  path: string,
  options: RequestOptions<S> = {},
): Promise<ApiResult<z.infer<S>>> {
  const { method = 'GET', body, query, schema, silent, signal, headers: extra } = options;
  if (!navigator.onLine) offline(silent);

  const session = getSession();

  // No auth header: the browser sends the session cookie itself (same origin), and x-client web is
  // what lets the server accept that cookie (its CSRF check).
  const headers: Record<string, string> = { ...extra, 'x-client': 'web', accept: 'application/json' };
  if (body !== undefined) headers['content-type'] = 'application/json';
  const search = query ? `?${new URLSearchParams(query).toString()}` : '';

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
    return offline(silent);
  }

  const envelope = await readEnvelope(response);
  const status = envelope.status ?? response.status;
  const somethingBad = i18n.t('msg.somethingBad');

  if (status === 401 || response.status === 401) {
    // Only a held session can expire; a 401 without one (a wrong password) is an ordinary error.
    if (session) {
      endSession();
      throw new ApiError(401, i18n.t('msg.tokenExpired'));
    }
    return fail(401, envelope.error ?? envelope.message ?? somethingBad, silent);
  }
  if (!response.ok || status >= 400) {
    return fail(status, envelope.error ?? somethingBad, silent);
  }

  if (schema && status === 200 && envelope.data !== undefined) {
    // A contract's chunk that cannot be fetched is the network failing, as far as the user can tell.
    const contract = typeof schema === 'function' ? await schema().catch(() => offline(silent)) : schema;
    const parsed = contract.safeParse(envelope.data);
    if (!parsed.success) {
      console.error(`Unexpected answer from ${path}`, parsed.error.issues);
      return fail(status, somethingBad, silent);
    }
    return { status, message: envelope.message, data: parsed.data };
  }
  return { status, message: envelope.message, data: envelope.data as z.infer<S> | undefined };
}

type RawEnvelope = { status?: number; message?: string; error?: string; data?: unknown };

async function readEnvelope(response: Response): Promise<RawEnvelope> {
  try {
    const json: unknown = await response.json();
    if (typeof json === 'object' && json !== null) return json as RawEnvelope;
  } catch {
    // A proxy error page or an empty body: fall back to the HTTP status below.
  }
  return { status: response.status };
}

/** The data of a 200 answer, for query functions that have nothing to do without it. */
export async function apiData<S extends z.ZodType>(
  path: string,
  options: RequestOptions<S> & { schema: SchemaOrLoader<S> },
): Promise<z.infer<S>> {
  const result = await api(path, options);
  if (result.data === undefined) throw new ApiError(result.status, i18n.t('msg.somethingBad'));
  return result.data;
}

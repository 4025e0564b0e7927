import type { z } from 'zod';
import { API_BASE, type ApiRequest, OfflineError, outcomeOf, requestEnvelope } from './api-request';
import { i18n } from './i18n';
import { clearSession, getSession } from './session';
import { showToast } from './toast';

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

export { API_BASE };

type RequestOptions<S extends z.ZodType> = ApiRequest & {
  /** Checks `data` of a 200 answer against the shared contract. */
  schema?: SchemaOrLoader<S>;
  /** Background calls (polling, inline-error screens) handle failures themselves: no toast. */
  silent?: boolean;
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
  const { schema, silent, ...request } = options;
  const session = getSession();

  let answer: Awaited<ReturnType<typeof requestEnvelope>>;
  try {
    answer = await requestEnvelope(path, request);
  } catch (error) {
    if (error instanceof OfflineError) return offline(silent);
    throw error;
  }
  const outcome = outcomeOf(answer.response, answer.envelope);
  const somethingBad = i18n.t('msg.somethingBad');
  if (outcome.refused) {
    // Only a held session can expire; a 401 without one (a wrong password) is an ordinary error.
    if (outcome.status === 401 && session) {
      endSession();
      throw new ApiError(401, i18n.t('msg.tokenExpired'));
    }
    return fail(outcome.status, outcome.error ?? somethingBad, silent);
  }
  const { status, message, data } = outcome;

  if (schema && status === 200 && data !== undefined) {
    // A contract's chunk that cannot be fetched is the network failing, as far as the user can tell.
    const contract = typeof schema === 'function' ? await schema().catch(() => offline(silent)) : schema;
    const parsed = contract.safeParse(data);
    if (!parsed.success) {
      console.error(`Unexpected answer from ${path}`, parsed.error.issues);
      return fail(status, somethingBad, silent);
    }
    return { status, message, data: parsed.data };
  }
  return { status, message, data: data as z.infer<S> | undefined };
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

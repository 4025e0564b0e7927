import fastifyCookie from '@fastify/cookie';
import { messages } from '@galla/domain/messages';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Config } from '../../config.js';
import { AppError } from '../envelope.js';
import { isHttps } from '../security-headers.js';

// The browser's session lives in a cookie that scripts cannot read (docs/decisions.md, "Web session
// cookie and CSRF"). Mobile clients keep the spec's auth-token header: for them nothing changes.
//
// - Every answer that starts a session carries `data.userToken` (user/login, sign-up, admin/login).
//   For `x-client: web` the token goes into an HttpOnly, SameSite=Strict cookie (Secure and
//   __Host- named on https) and the body's userToken is emptied, so the page never holds it.
// - CSRF: a state-changing API call whose Origin is another site is refused, whoever sends it
//   (that also stops login CSRF). The cookie counts only on calls that carry the web app's own
//   `x-client: web` header from the app's origin: a form or an <img> on another site cannot set a
//   header, and a cross-site fetch that sets one needs a CORS preflight that this server never
//   grants. SameSite=Strict keeps the cookie off cross-site requests in the first place.

declare module 'fastify' {
  interface FastifyRequest {
    /** The session cookie's token, set only when the call passed the same-origin checks. */
    webSessionToken?: string;
  }
  interface FastifyReply {
    /** Clears the browser's session cookie (logout, or a session the server no longer knows). */
    endWebSession(): void;
  }
}

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

export function webSessionCookieName(config: Config): string {
  return isHttps(config) ? '__Host-galla-session' : 'galla-session';
}

/** Whether a browser sent this call from the app's own pages; true for non-browser clients. */
function fromOwnOrigin(request: FastifyRequest, publicOrigin: string | undefined): boolean {
  const origin = request.headers.origin;
  if (typeof origin === 'string') {
    if (origin === publicOrigin) return true;
    try {
      return new URL(origin).host === request.host;
    } catch {
      return false; // "null" (a sandboxed frame, a file) or garbage
    }
  }
  // No Origin: a mobile client, curl, or an old browser's same-origin GET. Fetch metadata, where a
  // browser sends it, still tells a cross-site call apart.
  const site = request.headers['sec-fetch-site'];
  return site === undefined || site === 'same-origin' || site === 'none';
}

function headerToken(request: FastifyRequest): boolean {
  return request.headers['auth-token'] !== undefined || request.headers.authorization !== undefined;
}

export async function registerWebSession(app: FastifyInstance, config: Config): Promise<void> {
  const secure = isHttps(config);
  const name = webSessionCookieName(config);
  const publicOrigin = config.publicUrl ? new URL(config.publicUrl).origin : undefined;
  const attributes = { path: '/', httpOnly: true, secure, sameSite: 'strict' } as const;

  await app.register(fastifyCookie);
  app.decorateRequest('webSessionToken', undefined);
  app.decorateReply('endWebSession', function (this: FastifyReply) {
    this.clearCookie(name, attributes);
  });

  app.addHook('onRequest', async (request) => {
    if (!request.url.startsWith('/api/')) return;
    const unsafe = !SAFE_METHODS.has(request.method);
    const ownOrigin = fromOwnOrigin(request, publicOrigin);
    if (unsafe && !ownOrigin) throw new AppError(403, messages.crossSiteRefused);
    const cookie = request.cookies[name];
    if (!cookie || headerToken(request)) return;
    if (ownOrigin && request.headers['x-client'] === 'web') request.webSessionToken = cookie;
    else if (unsafe) throw new AppError(403, messages.crossSiteRefused);
  });

  app.addHook('preSerialization', async (request, reply, payload) => {
    if (request.headers['x-client'] !== 'web') return payload;
    const data = (payload as { data?: { userToken?: unknown } } | null)?.data;
    if (typeof data?.userToken !== 'string' || data.userToken === '') return payload;
    reply.setCookie(name, data.userToken, { ...attributes, maxAge: config.sessionDays * 86_400 });
    return { ...(payload as object), data: { ...data, userToken: '' } };
  });

  // A cookie whose session has ended is of no more use: drop it with the 401 that says so.
  app.addHook('onSend', async (request, reply) => {
    if (request.webSessionToken && reply.statusCode === 401) reply.endWebSession();
  });
}

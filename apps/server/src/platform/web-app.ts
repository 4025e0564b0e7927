import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import type { Config } from '../config.js';
import { webSessionCookieName } from './auth/web-session.js';
import { pageNonces } from './security-headers.js';
import { encodePage, pageFileFor, withNonces } from './web-pages.js';

// The built single-page app: hashed assets are cached for good, pages never, and any other non-API
// page path answers a page so the browser router can take it (platform/web-pages.ts says which).
// Files are looked up per request (wildcard), so a rebuild is served without a restart; a missing
// file (a path with an extension) is a 404 rather than a page, so a stale chunk fails loudly
// instead of as HTML. The pages themselves always go through the page answer, which writes this
// answer's nonces into them (platform/security-headers.ts).
export function serveWebApp(app: FastifyInstance, config: Config): void {
  const webDist = config.webDist;
  const hasWeb = existsSync(join(webDist, 'index.html'));
  const sessionCookie = webSessionCookieName(config);
  if (hasWeb) {
    app.register(fastifyStatic, {
      root: webDist,
      wildcard: true,
      index: false,
      // The build writes .br and .gz beside each asset (apps/web/vite/precompress.ts): a request is
      // answered with the best one its accept-encoding allows, and nothing is compressed per request.
      preCompressed: true,
      // The pages (/, /index.html and the login page) are the not-found answer below.
      allowedPath: (path) => path !== '/' && !path.endsWith('.html'),
      setHeaders: (reply, path) => {
        reply.header(
          'cache-control',
          path.includes('/assets/') ? 'public, max-age=31536000, immutable' : 'no-cache',
        );
      },
    });
  }
  app.setNotFoundHandler(async (request, reply) => {
    const path = request.url.split('?')[0] ?? '';
    const isApi = path === '/api' || path.startsWith('/api/');
    const looksLikeFile = /\.[A-Za-z0-9]+$/.test(path) && path !== '/index.html';
    if (hasWeb && request.method === 'GET' && !isApi && !looksLikeFile) {
      const file = pageFileFor(
        path,
        request.cookies[sessionCookie] !== undefined,
        existsSync(join(webDist, 'login.html')),
      );
      const html = withNonces(await readFile(join(webDist, file), 'utf8'), pageNonces(reply));
      reply
        .header('cache-control', 'no-cache')
        .header('vary', 'accept-encoding')
        .type('text/html; charset=utf-8');
      // The public invoice and survey pages have a token in the path: no Referer may carry it anywhere.
      if (/^\/(downloadPdf|earnRewards|takeSurvey|getRewards)\//.test(path))
        reply.header('referrer-policy', 'no-referrer');
      const page = await encodePage(html, request.headers['accept-encoding']);
      if (page.encoding) reply.header('content-encoding', page.encoding);
      return reply.send(page.body);
    }
    const what = isApi ? 'API call' : 'page';
    return reply.status(404).send({ status: 404, error: `No such ${what}: ${request.method} ${path}` });
  });
}

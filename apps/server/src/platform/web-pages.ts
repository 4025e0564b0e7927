import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import type { PageNonces } from './security-headers.js';

// The page answer of the single-page app. Every page path gets index.html, except `/` for a browser
// without a session, which gets login.html: the first visit's login, a page of its own that signs in
// without the app's JavaScript (apps/web/src/login/). A browser with a session cookie is about to be
// sent to its home and gets the app's page, so that no login flashes on the way.

export type PageFile = 'index.html' | 'login.html';

export function pageFileFor(path: string, hasSessionCookie: boolean, loginPrerendered: boolean): PageFile {
  return path === '/' && !hasSessionCookie && loginPrerendered ? 'login.html' : 'index.html';
}

/**
 * Puts this answer's nonces where the page needs them: the style nonce in the meta tag the app reads
 * it from and on the <style> tags a page carries (the login page's stylesheet), the script nonce on
 * its <script> tags (the app page's first paint is inline).
 */
export function withNonces(html: string, nonces: PageNonces): string {
  return html
    .replace(/<head>/i, `<head>\n    <meta name="csp-nonce" content="${nonces.style}" />`)
    .replace(/<style(?=[\s>])/g, `<style nonce="${nonces.style}"`)
    .replace(/<script(?=[\s>])/g, `<script nonce="${nonces.script}"`);
}

const brotliAsync = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/** The encodings a request accepts (q > 0), by name. */
function accepted(acceptEncoding: string | undefined): Set<string> {
  const names = new Set<string>();
  for (const part of (acceptEncoding ?? '').split(',')) {
    const [name = '', ...params] = part.trim().toLowerCase().split(';');
    const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
    if (name && (q === undefined || Number(q.slice(2)) > 0)) names.add(name);
  }
  return names;
}

/**
 * A page compressed for this answer. Pages differ per answer (their nonce), so unlike the assets
 * they cannot be compressed at build time; the login page, its stylesheet written in, is ~10 KB,
 * which brotli at a fast level takes to ~3 KB in well under a millisecond.
 */
export async function encodePage(
  html: string,
  acceptEncoding: string | undefined,
): Promise<{ body: Buffer; encoding: 'br' | 'gzip' | undefined }> {
  const names = accepted(acceptEncoding);
  const data = Buffer.from(html);
  if (names.has('br')) {
    const body = await brotliAsync(data, { params: { [constants.BROTLI_PARAM_QUALITY]: 5 } });
    return { body, encoding: 'br' };
  }
  if (names.has('gzip')) return { body: await gzipAsync(data, { level: 6 }), encoding: 'gzip' };
  return { body: data, encoding: undefined };
}

import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/test-app.js';

// The first visit's login page as the web build writes it (apps/web/vite/login-page.ts).
const LOGIN_PAGE =
  '<!doctype html><html><head><title>Login to Galla</title><style>.gl-card{}</style></head><body>' +
  '<div id="root"><main class="gl-page"><h2 class="gl-title">Login to Galla</h2></main></div></body></html>';

let t: TestApp;
let dist: string;
beforeAll(async () => {
  dist = mkdtempSync(join(tmpdir(), 'galla-web-'));
  mkdirSync(join(dist, 'assets'));
  writeFileSync(join(dist, 'index.html'), '<!doctype html><title>Galla</title>');
  writeFileSync(join(dist, 'assets', 'main-abc123.js'), 'console.log(1)');
  // What the web build writes beside each asset (apps/web/vite/precompress.ts).
  const big = `export const text = "${'Galla '.repeat(2000)}";`;
  writeFileSync(join(dist, 'assets', 'big-abc123.js'), big);
  writeFileSync(join(dist, 'assets', 'big-abc123.js.br'), brotliCompressSync(big));
  writeFileSync(join(dist, 'assets', 'big-abc123.js.gz'), gzipSync(big));
  writeFileSync(join(dist, 'sw.js'), 'self.addEventListener("fetch", () => {});');
  writeFileSync(join(dist, 'login.html'), LOGIN_PAGE);
  t = await createTestApp({ webDist: dist });
});
afterAll(async () => {
  await t.close();
});

const get = (url: string) => t.app.inject({ method: 'GET', url });

describe('serving the web app', () => {
  it('answers index.html for the app routes, spaced ones included, never cached', async () => {
    for (const url of ['/dashboard', '/Search%20Invoice', '/verifyOtp?x=1', '/index.html']) {
      const res = await get(url);
      expect(res.statusCode).toBe(200);
      expect(res.body).toContain('<title>Galla</title>');
      expect(res.headers['cache-control']).toBe('no-cache');
    }
  });

  it('serves hashed assets for good, and a missing asset is a 404, not index.html', async () => {
    const asset = await get('/assets/main-abc123.js');
    expect(asset.statusCode).toBe(200);
    expect(asset.headers['cache-control']).toContain('immutable');
    expect((await get('/assets/gone-999.js')).statusCode).toBe(404);
  });

  it('sends the brotli file to a client that accepts br, the gzip one otherwise, and the plain file to neither', async () => {
    const asset = (encoding?: string) =>
      t.app.inject({
        method: 'GET',
        url: '/assets/big-abc123.js',
        headers: encoding ? { 'accept-encoding': encoding } : {},
      });
    const br = await asset('gzip, deflate, br');
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers['content-type']).toContain('javascript');
    expect(br.headers.vary).toContain('accept-encoding');
    expect(br.headers['cache-control']).toContain('immutable');
    expect(brotliDecompressSync(br.rawPayload).toString()).toContain('Galla Galla');
    expect(br.rawPayload.length).toBeLessThan(1000);

    const gzip = await asset('gzip, deflate');
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gzip.rawPayload).toString()).toContain('Galla Galla');

    const plain = await asset();
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toContain('Galla Galla');
  });

  it('has the service worker revalidated on every visit, so a new release is found at once', async () => {
    const sw = await get('/sw.js');
    expect(sw.statusCode).toBe(200);
    expect(sw.headers['cache-control']).toBe('no-cache');
  });

  it('serves a file added after start-up (a rebuild) without a restart', async () => {
    writeFileSync(join(dist, 'assets', 'late-def456.js'), 'console.log(2)');
    expect((await get('/assets/late-def456.js')).body).toBe('console.log(2)');
  });

  it("answers `/` with the login page, its stylesheet allowed by this answer's nonce", async () => {
    const res = await get('/');
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('no-cache');
    expect(res.body).toContain('<h2 class="gl-title">Login to Galla</h2>');
    const nonce = res.body.match(/<meta name="csp-nonce" content="([^"]+)" \/>/)?.[1];
    expect(nonce).toBeDefined();
    expect(res.body).toContain(`<style nonce="${nonce}">.gl-card{}</style>`);
    const policy = String(res.headers['content-security-policy']);
    expect(policy).toContain(`style-src-elem 'self' 'nonce-${nonce}'`);
    expect(policy).toContain("style-src-attr 'none'");
  });

  it('answers `/` with the empty page to a browser that has a session, which is about to go home', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/', cookies: { 'galla-session': 'anything' } });
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('<title>Galla</title>');
    expect(res.body).not.toContain('Login to Galla');
  });

  it('never serves the login page file as it is, without its nonce', async () => {
    expect((await get('/login.html')).statusCode).toBe(404);
  });

  it('compresses pages for clients that accept it', async () => {
    const page = (encoding: string) =>
      t.app.inject({ method: 'GET', url: '/', headers: { 'accept-encoding': encoding } });
    const br = await page('gzip, br');
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers.vary).toContain('accept-encoding');
    expect(brotliDecompressSync(br.rawPayload).toString()).toContain('Login to Galla');
    const gzip = await page('gzip');
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gzip.rawPayload).toString()).toContain('Login to Galla');
  });

  it('keeps unknown API paths a JSON 404', async () => {
    const res = await get('/api/v3/nope');
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ status: 404, error: 'No such API call: GET /api/v3/nope' });
  });
});

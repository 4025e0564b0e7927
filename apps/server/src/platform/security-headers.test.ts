import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addProduct, billBody, demoPhone } from '../modules/billing/test-helpers.js';
import { createTestApp, type TestApp } from '../test/test-app.js';
import { PERMISSIONS_POLICY } from './security-headers.js';

let dist: string;
let t: TestApp;
let invoiceToken: string;
beforeAll(async () => {
  dist = mkdtempSync(join(tmpdir(), 'galla-web-'));
  mkdirSync(join(dist, 'assets'));
  writeFileSync(
    join(dist, 'index.html'),
    '<!doctype html><html><head><title>Galla</title></head><body><div id="root"></div><script>paint()</script></body></html>',
  );
  writeFileSync(join(dist, 'assets', 'main-abc123.js'), 'console.log(1)');
  t = await createTestApp({ webDist: dist });
  const token = await t.tokenFor(demoPhone);
  const { productId } = await addProduct(t, token);
  const saved = await t.call('POST', 'billing/saveInvoice', {
    token,
    body: billBody([{ productId, quantity: 1, price: 118 }], 118),
  });
  invoiceToken = saved.body.data.invoiceDetails[0].invoiceToken;
});
afterAll(async () => {
  await t?.close();
});

const get = (app: TestApp, url: string) => app.app.inject({ method: 'GET', url });

function csp(res: LightMyRequestResponse): Map<string, string> {
  const header = String(res.headers['content-security-policy'] ?? '');
  return new Map(
    header
      .split(';')
      .map((d) => d.trim())
      .filter(Boolean)
      .map((d) => {
        const [name, ...values] = d.split(/\s+/);
        return [name!, values.join(' ')] as const;
      }),
  );
}

/** What every answer carries, whatever it is. */
function expectBaseHeaders(res: LightMyRequestResponse) {
  expect(res.headers['x-content-type-options']).toBe('nosniff');
  expect(res.headers['x-frame-options']).toBe('DENY');
  expect(res.headers['permissions-policy']).toBe(PERMISSIONS_POLICY);
  expect(res.headers['permissions-policy']).toContain('camera=(self)');
  expect(res.headers['strict-transport-security']).toBeUndefined();
  const policy = csp(res);
  expect(policy.get('default-src')).toBe("'self'");
  // Scripts of the app's own origin, and the one inline script whose nonce this answer gives.
  expect(policy.get('script-src')).toMatch(/^'self' 'nonce-[A-Za-z0-9+/]{22}=='$/);
  expect(policy.get('frame-ancestors')).toBe("'none'");
  expect(policy.get('object-src')).toBe("'none'");
  expect(policy.get('base-uri')).toBe("'self'");
  expect(policy.get('connect-src')).toBe("'self'");
  expect(policy.get('style-src-attr')).toBe("'none'");
  expect(policy.get('frame-src')).toBe("'self'");
}

describe('security headers', () => {
  it('a page carries the strict policy, and its style nonce is the one the policy allows', async () => {
    const first = await get(t, '/dashboard');
    expect(first.statusCode).toBe(200);
    expectBaseHeaders(first);
    expect(first.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
    const nonce = first.body.match(/<meta name="csp-nonce" content="([^"]+)" \/>/)?.[1];
    expect(nonce).toBeDefined();
    expect(csp(first).get('style-src-elem')).toBe(`'self' 'nonce-${nonce}'`);
    expect(first.body).toContain('<div id="root"></div>');
    // The inline script (the first paint) runs with the policy's script nonce, another than the style's.
    const scriptNonce = first.body.match(/<script nonce="([^"]+)">paint\(\)<\/script>/)?.[1];
    expect(scriptNonce).toBeDefined();
    expect(scriptNonce).not.toBe(nonce);
    expect(csp(first).get('script-src')).toBe(`'self' 'nonce-${scriptNonce}'`);

    // A fresh nonce per answer, and the root page and /index.html are served the same way.
    for (const url of ['/', '/index.html']) {
      const again = await get(t, url);
      const other = again.body.match(/content="([^"]+)"/)?.[1];
      expect(other).toBeDefined();
      expect(other).not.toBe(nonce);
      expect(csp(again).get('style-src-elem')).toBe(`'self' 'nonce-${other}'`);
    }
  });

  it('an asset and an API answer carry them too', async () => {
    const asset = await get(t, '/assets/main-abc123.js');
    expect(asset.statusCode).toBe(200);
    expectBaseHeaders(asset);
    const api = await get(t, '/api/v3/user/getProfile');
    expect(api.statusCode).toBe(401);
    expectBaseHeaders(api);
    expect(api.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
    const settings = await get(t, '/api/v3/settings/appConfig');
    expectBaseHeaders(settings);
  });

  it('the API docs page allows inline styles, and nothing else beyond the app policy', async () => {
    const docs = await get(t, '/api/docs/');
    expect(docs.statusCode).toBe(200);
    const policy = csp(docs);
    expect(policy.get('script-src')).toBe("'self'");
    expect(policy.get('style-src')).toBe("'self' 'unsafe-inline'");
    expect(policy.get('frame-ancestors')).toBe("'none'");
    expect(docs.headers['x-content-type-options']).toBe('nosniff');
  });

  it('the public invoice page and its PDF send no Referer anywhere', async () => {
    const page = await get(t, `/downloadPdf/${invoiceToken}`);
    expect(page.statusCode).toBe(200);
    expectBaseHeaders(page);
    expect(page.headers['referrer-policy']).toBe('no-referrer');

    const summary = await get(t, `/api/v3/invoices/public/${invoiceToken}`);
    expect(summary.statusCode).toBe(200);
    expectBaseHeaders(summary);
    expect(summary.headers['referrer-policy']).toBe('no-referrer');

    // The PDF: framed only by the app's own page (its preview), and allowed nothing else.
    const pdf = await get(t, `/api/v3/invoices/pdf/${invoiceToken}`);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    expect(pdf.headers['x-content-type-options']).toBe('nosniff');
    expect(pdf.headers['permissions-policy']).toBe(PERMISSIONS_POLICY);
    expect(pdf.headers['referrer-policy']).toBe('no-referrer');
    expect(pdf.headers['x-frame-options']).toBe('SAMEORIGIN');
    expect(Object.fromEntries(csp(pdf))).toEqual({
      'default-src': "'none'",
      'frame-ancestors': "'self'",
      'object-src': "'none'",
      'base-uri': "'none'",
    });
  });

  it('HSTS and upgrade-insecure-requests only when the public address is https', async () => {
    const secure = await createTestApp({ webDist: dist, publicUrl: 'https://galla.example.in' });
    try {
      for (const url of ['/dashboard', '/api/v3/settings/appConfig']) {
        const res = await get(secure, url);
        expect(res.headers['strict-transport-security']).toBe('max-age=31536000; includeSubDomains');
        expect(csp(res).has('upgrade-insecure-requests')).toBe(true);
      }
    } finally {
      await secure.close();
    }
    expect(csp(await get(t, '/dashboard')).has('upgrade-insecure-requests')).toBe(false);
  });
});

import { createHash } from 'node:crypto';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { encodePage, pageFileFor, styleAttributeSources, withStyleNonce } from './web-pages.js';

const sha256 = (text: string) => `'sha256-${createHash('sha256').update(text).digest('base64')}'`;

describe('which page a path gets', () => {
  it('gives the prerendered login to `/` without a session, and the empty page otherwise', () => {
    expect(pageFileFor('/', false, true)).toBe('login.html');
    expect(pageFileFor('/', true, true)).toBe('index.html');
    expect(pageFileFor('/dashboard', false, true)).toBe('index.html');
    expect(pageFileFor('/', false, false)).toBe('index.html');
  });
});

describe('the style nonce in a page', () => {
  it('goes into the meta tag and onto every <style> tag, and nowhere else', () => {
    const page =
      '<html><head><style>a{}</style></head><body><div><style data-mantine-styles="true">b{}</style><styled-thing></styled-thing></div></body></html>';
    const out = withStyleNonce(page, 'N0nce');
    expect(out).toContain('<meta name="csp-nonce" content="N0nce" />');
    expect(out).toContain('<style nonce="N0nce">a{}</style>');
    expect(out).toContain('<style nonce="N0nce" data-mantine-styles="true">');
    expect(out).toContain('<styled-thing>');
  });
});

describe('the style attributes a prerendered page may carry', () => {
  it('allows exactly the values in the page, unescaped as the browser reads them', () => {
    const page =
      '<div style="min-height:100vh"></div><p style="font-family:&quot;Noto Sans&quot;, a &amp; b"></p><i style="min-height:100vh"></i>';
    expect(styleAttributeSources(page)).toEqual([
      "'unsafe-hashes'",
      sha256('min-height:100vh'),
      sha256('font-family:"Noto Sans", a & b'),
    ]);
  });

  it("keeps 'none' for a page without any", () => {
    expect(styleAttributeSources('<div id="root"></div>')).toEqual(["'none'"]);
  });
});

describe('compressing a page', () => {
  const page = `<!doctype html>${'<p>Galla</p>'.repeat(500)}`;

  it('sends brotli when accepted, gzip when only that is, and the page as it is otherwise', async () => {
    const br = await encodePage(page, 'gzip, deflate, br');
    expect(br.encoding).toBe('br');
    expect(brotliDecompressSync(br.body).toString()).toBe(page);
    expect(br.body.length).toBeLessThan(page.length / 10);

    const gzip = await encodePage(page, 'gzip;q=1.0, br;q=0');
    expect(gzip.encoding).toBe('gzip');
    expect(gunzipSync(gzip.body).toString()).toBe(page);

    for (const none of [undefined, '', 'identity', 'br;q=0, gzip;q=0']) {
      const plain = await encodePage(page, none);
      expect(plain.encoding).toBeUndefined();
      expect(plain.body.toString()).toBe(page);
    }
  });
});

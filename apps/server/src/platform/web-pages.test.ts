import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { encodePage, pageFileFor, withStyleNonce } from './web-pages.js';

describe('which page a path gets', () => {
  it('gives the login page to `/` without a session, and the empty page otherwise', () => {
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

import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { encodePage, pageFileFor, withNonces } from './web-pages.js';

describe('which page a path gets', () => {
  it('gives the login page to `/` without a session, and the empty page otherwise', () => {
    expect(pageFileFor('/', false, true)).toBe('login.html');
    expect(pageFileFor('/', true, true)).toBe('index.html');
    expect(pageFileFor('/dashboard', false, true)).toBe('index.html');
    expect(pageFileFor('/', false, false)).toBe('index.html');
  });
});

describe('the nonces in a page', () => {
  it('puts the style nonce in the meta tag and on every <style> tag, the script nonce on every <script>', () => {
    const page =
      '<html><head><style>a{}</style><script type="module" src="/a.js"></script></head><body><div><style data-mantine-styles="true">b{}</style><styled-thing></styled-thing></div><script>paint()</script><scripted-thing></scripted-thing></body></html>';
    const out = withNonces(page, { style: 'St7le', script: 'Scr1pt' });
    expect(out).toContain('<meta name="csp-nonce" content="St7le" />');
    expect(out).toContain('<style nonce="St7le">a{}</style>');
    expect(out).toContain('<style nonce="St7le" data-mantine-styles="true">');
    expect(out).toContain('<styled-thing>');
    expect(out).toContain('<script nonce="Scr1pt" type="module" src="/a.js">');
    expect(out).toContain('<script nonce="Scr1pt">paint()</script>');
    expect(out).toContain('<scripted-thing>');
    // The script nonce is on the scripts alone: no script on the page can read it from the markup.
    expect(out.match(/Scr1pt/g)).toHaveLength(2);
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

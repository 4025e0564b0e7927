import { mkdirSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { startAfterPaint, writeStarter } from './start-after-paint';

// The head Vite writes for the app: the entry's module script, then its imports as preloads.
const page = `<!doctype html>
<html lang="en">
  <head>
    <title>Galla</title>
    <script type="module" crossorigin src="/assets/index-A.js"></script>
    <link rel="modulepreload" crossorigin href="/assets/react-B.js">
    <link rel="modulepreload" crossorigin href="/assets/i18n-C.js">
    <style>body{margin:0}</style>
  </head>
  <body><div id="root"><h2>Login to Galla</h2></div></body>
</html>`;

describe('the prerendered login starts the app after its first paint', () => {
  it('fetches no module itself: one deferred script names them all, entry first', () => {
    const html = startAfterPaint(page, '/assets/start-app-after-paint-X.js');
    expect(html).not.toContain('type="module"');
    expect(html).not.toContain('modulepreload');
    const starter = /<script defer src="([^"]+)" data-modules='([^']+)'><\/script>/.exec(html);
    expect(starter?.[1]).toBe('/assets/start-app-after-paint-X.js');
    expect(JSON.parse(starter?.[2] ?? '')).toEqual([
      '/assets/index-A.js',
      '/assets/react-B.js',
      '/assets/i18n-C.js',
    ]);
    // The rest of the page is untouched.
    expect(html).toContain('<style>body{margin:0}</style>');
    expect(html).toContain('<div id="root"><h2>Login to Galla</h2></div>');
  });

  it('refuses a page without a module script rather than writing one that never starts', () => {
    expect(() => startAfterPaint('<html><head></head><body></body></html>', '/s.js')).toThrow(
      /no module script/,
    );
  });

  it('writes the starter under a name that changes with its content, for the assets cache', () => {
    const outDir = mkdtempSync(join(tmpdir(), 'galla-starter-'));
    try {
      mkdirSync(join(outDir, 'assets'));
      const src = writeStarter(outDir);
      expect(src).toMatch(/^\/assets\/start-app-after-paint-[\w-]{8}\.js$/);
      expect(readFileSync(join(outDir, src), 'utf8')).toBe(
        readFileSync(join(import.meta.dirname, 'start-app-after-paint.js'), 'utf8'),
      );
    } finally {
      rmSync(outDir, { recursive: true, force: true });
    }
  });
});

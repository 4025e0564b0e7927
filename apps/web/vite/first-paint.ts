import { resolve } from 'node:path';
import { build } from 'rolldown';
import type { Plugin } from 'vite';

// Writes the first paint's script (src/first-paint/inline.ts, with what it imports) into index.html
// as an inline classic script, in place of <!--first-paint-->, so that it runs as the page is parsed,
// with no request of its own (issue 23). The server gives it the answer's nonce (the CSP allows no
// other inline script). Its styles are in the app's stylesheet, which the page loads before it
// paints anything.
//
// In the build, the page names its entry and the modules to preload on the inline script (its
// data-app-entry and data-app-modules) instead of in a module script and <link> tags, and the
// inline script fetches and starts them once the first paint is on screen. Fetched from the HTML,
// the framework's 200 KB share a phone's first second with the stylesheet the first paint waits for,
// and a module script that arrives early runs before the browser's first frame, holding it back by
// the whole evaluation of the framework.

const PLACEHOLDER = '<!--first-paint-->';
const INLINE_SCRIPT = '<script data-first-paint>';
const ENTRY = /\s*<script type="module" crossorigin src="([^"]+)"><\/script>/;
const PRELOAD = /\s*<link rel="modulepreload" crossorigin href="([^"]+)">/g;

/** The app's entry and the modules it imports, as the build names them on the first paint's script. */
export function appStart(indexHtml: string): { entry: string; modules: string[] } {
  const script = /<script data-app-entry="([^"]+)" data-app-modules="([^"]*)">/.exec(indexHtml);
  if (!script?.[1]) throw new Error('index.html names no app entry on its first paint script');
  return { entry: script[1], modules: (script[2] ?? '').split(' ').filter(Boolean) };
}

async function inlineScript(root: string): Promise<string> {
  const { output } = await build({
    input: resolve(root, 'src/first-paint/inline.ts'),
    write: false,
    output: { format: 'iife', minify: true },
  });
  const code = output[0].code.trim();
  // The HTML parser would end the script at the first "</script" in it, whatever the JavaScript says.
  if (/<\/script/i.test(code)) throw new Error('The first paint script must not contain "</script"');
  return code;
}

export function firstPaint(): Plugin {
  let root = '';
  return {
    name: 'galla:first-paint',
    configResolved(config) {
      root = config.root;
    },
    transformIndexHtml: {
      order: 'pre',
      async handler(html, context) {
        if (!context.filename.endsWith('index.html')) return html;
        if (!html.includes(PLACEHOLDER)) throw new Error(`index.html must have ${PLACEHOLDER} to fill in`);
        const code = await inlineScript(root);
        return html.replace(PLACEHOLDER, () => `${INLINE_SCRIPT}${code}</script>`);
      },
    },
    // After Vite has written the entry's <script> and preloads into the page.
    generateBundle: {
      order: 'post',
      handler(_options, bundle) {
        const page = bundle['index.html'];
        if (page?.type !== 'asset' || typeof page.source !== 'string') return;
        const entry = ENTRY.exec(page.source)?.[1];
        if (!entry || !page.source.includes(INLINE_SCRIPT))
          throw new Error('index.html has no module entry or no first paint script to start it');
        const modules = [...page.source.matchAll(PRELOAD)].map((link) => link[1]);
        page.source = page.source
          .replace(ENTRY, '')
          .replace(PRELOAD, '')
          .replace(
            INLINE_SCRIPT,
            () => `<script data-app-entry="${entry}" data-app-modules="${modules.join(' ')}">`,
          );
      },
    },
  };
}

import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import react from '@vitejs/plugin-react';
import { build, defaultServerConditions, type Plugin } from 'vite';
import { mantineStableIds } from './mantine-stable-ids';
import { startAfterPaint, writeStarter } from './start-after-paint';

// Writes dist/login.html: index.html with the login screen already drawn in it, so a first visit
// paints the form as soon as the HTML and CSS arrive instead of after all of the app's JavaScript
// has run (issue 23). The app then hydrates that markup (main.tsx). The screen is rendered by the
// app's own components through React's server renderer, from a server build of
// src/prerender/login.tsx made here and thrown away. The server sends this page for `/` to a
// browser without a session (apps/server: platform/web-pages.ts).

/**
 * The entry's stylesheets, written into the page in their order: the page then paints with nothing
 * but itself, rather than after six more requests that each block the first paint.
 */
function inlineStylesheets(page: string, outDir: string): string {
  const links = [...page.matchAll(/<link rel="stylesheet"[^>]* href="\/(assets\/[^"]+\.css)">\n?\s*/g)];
  if (links.length === 0) return page;
  const css = links.map((link) => readFileSync(join(outDir, link[1] ?? ''), 'utf8')).join('\n');
  let result = page;
  for (const link of links) result = result.replace(link[0], '');
  return result.replace('</head>', () => `  <style>${css}</style>\n  </head>`);
}

export function prerenderLogin(): Plugin {
  let root = '';
  let outDir = '';
  let ssr = false;
  return {
    name: 'galla:prerender-login',
    apply: 'build',
    configResolved(config) {
      root = config.root;
      outDir = resolve(root, config.build.outDir);
      ssr = Boolean(config.build.ssr);
    },
    async closeBundle() {
      if (ssr) return;
      const serverOut = mkdtempSync(join(tmpdir(), 'galla-prerender-'));
      try {
        await build({
          configFile: false,
          root,
          logLevel: 'warn',
          plugins: [react(), mantineStableIds()],
          resolve: { conditions: ['source', ...defaultServerConditions] },
          // Bundled whole: CSS imports and the workspace's TypeScript are resolved as in the app.
          ssr: { noExternal: true },
          build: {
            ssr: 'src/prerender/login.tsx',
            outDir: serverOut,
            emptyOutDir: false,
            copyPublicDir: false,
          },
        });
        const { renderLogin } = (await import(pathToFileURL(join(serverOut, 'login.js')).href)) as {
          renderLogin: () => string;
        };
        const page = readFileSync(join(outDir, 'index.html'), 'utf8');
        const empty = '<div id="root"></div>';
        if (!page.includes(empty)) throw new Error(`index.html has no ${empty} to draw the login into`);
        const login = startAfterPaint(inlineStylesheets(page, outDir), writeStarter(outDir)).replace(
          empty,
          () => `<div id="root">${renderLogin()}</div>`,
        );
        writeFileSync(join(outDir, 'login.html'), login);
      } finally {
        rmSync(serverOut, { recursive: true, force: true });
      }
    },
  };
}

import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import type { Plugin } from 'vite';
import { loginMarkup } from '../src/login/login-markup';
import { appStart } from './first-paint';

// login.html, the page the server sends for `/` to a browser without a session: the first visit's
// login (src/login/). Its markup is written into the page, and in the build its stylesheet too, so a
// new phone paints the form from the HTML alone, with no request before the first paint (issue 23).
// Its one script, src/login/login.ts, makes it work; the app's JavaScript is not part of it.

const PLACEHOLDER = '<!--login-->';
const HEAD = '<!--app-head-->';

/** What the app's page has in its head (charset, viewport, icons, manifest), its title left out. */
function appHead(root: string): string {
  const head = /<head>([\s\S]*?)<\/head>/.exec(readFileSync(join(root, 'index.html'), 'utf8'))?.[1];
  if (!head) throw new Error('index.html has no <head> for the login page to share');
  return head.replace(/\s*<title>[\s\S]*?<\/title>/, '').trim();
}

const STYLESHEET = /<link rel="stylesheet"[^>]* href="\/(assets\/[^"]+\.css)">\n?\s*/g;

/** The page's stylesheets, written into it in their order, their <link> tags removed. */
function inlineStylesheets(page: string, outDir: string): string {
  const links = [...page.matchAll(STYLESHEET)];
  if (links.length === 0) return page;
  const css = links.map((link) => readFileSync(join(outDir, link[1] ?? ''), 'utf8')).join('\n');
  let result = page;
  for (const link of links) result = result.replace(link[0], '');
  return result.replace('</head>', () => `  <style id="login-css">${css}</style>\n  </head>`);
}

/**
 * What the app's page (index.html) loads, for the login page to start the app in its place when
 * Google or Facebook is tapped (src/login/start-app.ts): its entry, the modules it preloads and its
 * stylesheets, in a meta tag.
 */
export function appAssets(indexHtml: string): { entry: string; modules: string[]; styles: string[] } {
  const styles = [...indexHtml.matchAll(STYLESHEET)];
  return {
    // The page's first paint script names the entry and its modules (vite/first-paint.ts).
    ...appStart(indexHtml),
    styles: styles.map((match) => `/${match[1]}`),
  };
}

export function loginPage(): Plugin {
  let root = '';
  let outDir = '';
  return {
    name: 'galla:login-page',
    configResolved(config) {
      root = config.root;
      outDir = resolve(config.root, config.build.outDir);
    },
    // Before Vite reads the page, so that the shared head's links are the page's own.
    transformIndexHtml: {
      order: 'pre',
      handler(html, context) {
        if (!context.filename.endsWith('login.html')) return html;
        if (!html.includes(PLACEHOLDER) || !html.includes(HEAD))
          throw new Error(`login.html must have ${HEAD} and ${PLACEHOLDER} to fill in`);
        return html.replace(HEAD, () => appHead(root)).replace(PLACEHOLDER, () => loginMarkup());
      },
    },
    closeBundle() {
      // A build that failed wrote no pages; returning lets its own error be the one shown.
      if (!existsSync(join(outDir, 'index.html'))) return;
      const file = join(outDir, 'login.html');
      const app = JSON.stringify(appAssets(readFileSync(join(outDir, 'index.html'), 'utf8')));
      const page = inlineStylesheets(readFileSync(file, 'utf8'), outDir).replace(
        '</head>',
        () => `  <meta name="galla-app" content='${app}' />\n  </head>`,
      );
      writeFileSync(file, page);
    },
  };
}

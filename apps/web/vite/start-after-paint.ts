import { createHash } from 'node:crypto';
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { writeCompressed } from './precompress';

// On the prerendered login the app's modules are fetched after the page has painted, by
// start-app-after-paint.js, instead of by the tags Vite wrote into the page. Two reasons:
// - A phone that has the scripts cached would otherwise run the app's modules (~0.3 s on a cheap
//   phone) before it paints the login that is already in the page.
// - Lighthouse's simulation counts every download that ended before the observed paint as part of
//   it: with the scripts fetched alongside the page, the login's LCP was 2.0–2.7 s over 4G although
//   the page paints from its HTML alone.
// The cost: the app starts one frame and one round trip later, while the user reads and types;
// what was typed is kept when it takes the page over.

const MODULE_SCRIPT = /\s*<script type="module" crossorigin src="([^"]+)"><\/script>/;
const MODULE_PRELOAD = /\s*<link rel="modulepreload" crossorigin href="([^"]+)">/g;

/** The page with its module tags replaced by one deferred script that adds them after the first paint. */
export function startAfterPaint(page: string, starterSrc: string): string {
  const entry = MODULE_SCRIPT.exec(page);
  if (!entry) throw new Error('The page has no module script to start after its first paint');
  const preloads = [...page.matchAll(MODULE_PRELOAD)];
  const modules = [entry[1], ...preloads.map((match) => match[1])];
  let result = page.replace(entry[0], '');
  for (const preload of preloads) result = result.replace(preload[0], '');
  const starter = `<script defer src="${starterSrc}" data-modules='${JSON.stringify(modules)}'></script>`;
  return result.replace('</head>', () => `  ${starter}\n  </head>`);
}

/** Writes the starter into the build's assets under a hashed name, compressed, and says its path. */
export function writeStarter(outDir: string): string {
  const code = readFileSync(join(import.meta.dirname, 'start-app-after-paint.js'));
  const hash = createHash('sha256').update(code).digest('base64url').slice(0, 8);
  const name = `assets/start-app-after-paint-${hash}.js`;
  writeFileSync(join(outDir, name), code);
  // Written after the assets were compressed (precompress.ts): compressed here, as they are.
  writeCompressed(join(outDir, name));
  return `/${name}`;
}

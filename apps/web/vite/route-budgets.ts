import { existsSync, readFileSync, statSync } from 'node:fs';
import { basename, join } from 'node:path';

// What each measured route loads before it is usable, and the most it may load, in compressed bytes
// (brotli, as a phone that accepts it receives them). Bytes are deterministic, so `npm test` checks
// them after the build (scripts/check-web-budgets.ts); load times vary and stay in `npm run bench:web`.
// Why these numbers: docs/performance.md, "Web app on a cheap phone".

type Route = {
  name: string;
  path: string;
  /** The page the server sends for this path (platform/web-pages.ts on the server). */
  page: 'index.html' | 'login.html';
  /** The lazy modules the router loads for this path, outermost first. */
  modules: string[];
  budget: { js: number; css: number };
};

const KB = 1000;

// Budgets are today's sizes plus ~3%, so that any growth fails `npm test` and must be argued for.
// The limit for the login is 120 KB of JavaScript and 30 KB of CSS.
export const ROUTES: Route[] = [
  {
    name: 'login',
    path: '/',
    // The first visit's own page (src/login/), which signs in without the app.
    page: 'login.html',
    modules: [],
    budget: { js: 8 * KB, css: 1.5 * KB },
  },
  {
    name: 'dashboard',
    path: '/dashboard',
    page: 'index.html',
    modules: ['src/app/signed-in-layout.tsx', 'src/app/home-route.tsx'],
    budget: { js: 258 * KB, css: 17.5 * KB },
  },
  {
    name: 'billing',
    path: '/billing',
    page: 'index.html',
    modules: ['src/app/signed-in-layout.tsx', 'src/features/billing/billing-page.tsx'],
    budget: { js: 287 * KB, css: 17.5 * KB },
  },
];

type ManifestChunk = { file: string; src?: string; name?: string; imports?: string[]; css?: string[] };
type Manifest = Record<string, ManifestChunk>;

export type RouteBytes = { route: Route; js: number; css: number; files: string[] };

/** The compressed size of a built file: its .br when the build wrote one, else the file itself. */
function sentBytes(dist: string, file: string): number {
  const br = join(dist, `${file}.br`);
  return statSync(existsSync(br) ? br : join(dist, file)).size;
}

function chunkKey(manifest: Manifest, module: string): string {
  if (manifest[module]) return module;
  // A module that is also imported statically shares a chunk named after it.
  const name = basename(module).replace(/\.[tj]sx?$/, '');
  const keys = Object.keys(manifest).filter((k) => manifest[k]?.src === module || manifest[k]?.name === name);
  if (keys.length !== 1)
    throw new Error(`No single chunk for ${module} in the build manifest: ${keys.join(', ')}`);
  return keys[0] as string;
}

/** Everything the route fetches before its screen runs: the entry, the lazy modules and their static imports. */
export function measureRoute(dist: string, route: Route): RouteBytes {
  const manifest = JSON.parse(readFileSync(join(dist, '.vite', 'manifest.json'), 'utf8')) as Manifest;
  const seen = new Set<string>();
  const files = new Set<string>();
  const visit = (key: string) => {
    if (seen.has(key)) return;
    seen.add(key);
    const chunk = manifest[key];
    if (!chunk) throw new Error(`The build manifest has no chunk ${key}`);
    files.add(chunk.file);
    for (const css of chunk.css ?? []) files.add(css);
    for (const imported of chunk.imports ?? []) visit(imported);
  };
  visit(route.page);
  for (const module of route.modules) visit(chunkKey(manifest, module));
  let js = 0;
  let css = 0;
  for (const file of files) {
    if (file.endsWith('.js')) js += sentBytes(dist, file);
    else if (file.endsWith('.css')) css += sentBytes(dist, file);
  }
  return { route, js, css, files: [...files].sort() };
}

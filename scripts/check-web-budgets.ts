import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { COMPILE_HINT } from '../apps/web/vite/compile-hints.ts';
import { measureRoute, ROUTES } from '../apps/web/vite/route-budgets.ts';

// `npm test` after the build: each measured route's compressed JavaScript and CSS against its budget
// (apps/web/vite/route-budgets.ts), and that every script the app's measured routes load carries V8's
// compile hint (apps/web/vite/compile-hints.ts). Exits non-zero when either fails.
const dist = join(import.meta.dirname, '..', 'apps', 'web', 'dist');
const kb = (bytes: number) => `${(bytes / 1000).toFixed(1)} KB`;
let over = 0;
console.log('route       JS (br)    budget     CSS (br)   budget');
for (const route of ROUTES) {
  const { js, css } = measureRoute(dist, route);
  const bad = js > route.budget.js || css > route.budget.css;
  if (bad) over++;
  console.log(
    `${route.name.padEnd(11)} ${kb(js).padEnd(10)} ${kb(route.budget.js).padEnd(10)} ${kb(css).padEnd(10)} ${kb(route.budget.css).padEnd(9)}${bad ? ' OVER' : ''}`,
  );
}

// The hint is the chunk's first line or, after a line Vite puts first, its second.
const unhinted = ROUTES.filter((route) => route.page === 'index.html').flatMap((route) =>
  measureRoute(dist, route)
    .files.filter((file) => file.endsWith('.js'))
    .filter((file) => !readFileSync(join(dist, file), 'utf8').split('\n', 2).includes(COMPILE_HINT))
    .map((file) => `${route.name}: ${file}`),
);
for (const line of unhinted) console.error(`no compile hint: ${line}`);

if (over > 0) console.error(`${over} route(s) over budget`);
if (over > 0 || unhinted.length > 0) process.exit(1);

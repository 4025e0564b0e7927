import { join } from 'node:path';
import { measureRoute, ROUTES } from '../apps/web/vite/route-budgets.ts';

// `npm test` after the build: each measured route's compressed JavaScript and CSS against its budget
// (apps/web/vite/route-budgets.ts). Exits non-zero when any route is over.
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
if (over > 0) {
  console.error(`${over} route(s) over budget`);
  process.exit(1);
}

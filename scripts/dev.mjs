// `npm run dev`: the API server from TypeScript source with restart-on-change, and the Vite dev
// server for the web app (it proxies /api to the API server). Both stop together.
//
// The server runs under the `source` condition so the workspace packages are read from their
// TypeScript source too: an edit in packages/domain restarts the server without a build.
import path from 'node:path';
import { runTogether } from './children.mjs';
import { ensureInstall, root } from './ensure-install.mjs';

try {
  ensureInstall();
} catch (error) {
  console.error(`[galla] ${error.message}`);
  process.exit(1);
}

runTogether([
  {
    name: 'server',
    command: process.execPath,
    args: ['--conditions=source', '--import', 'tsx', '--watch', 'apps/server/src/main.ts'],
    cwd: root,
    env: { ...process.env, APP_ENV: process.env.APP_ENV || 'development' },
  },
  {
    name: 'web',
    command: path.join(root, 'node_modules', '.bin', 'vite'),
    args: [],
    cwd: path.join(root, 'apps', 'web'),
  },
]);

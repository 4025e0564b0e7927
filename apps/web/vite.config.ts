import react from '@vitejs/plugin-react';
import { defaultClientConditions, defineConfig } from 'vite';
import { compileHints } from './vite/compile-hints';
import { firstPaint } from './vite/first-paint';
import { firstScreens as readFirstScreens, SHELL_CHUNK } from './vite/first-screens';
import { loginPage } from './vite/login-page';
import { mantineComponentCss } from './vite/mantine-component-css';
import { mantineStableIds } from './vite/mantine-stable-ids';
import { precompress } from './vite/precompress';
import { serviceWorker } from './vite/service-worker';

// What every screen of the app runs on (see codeSplitting below).
const FRAMEWORK =
  /node_modules[\\/](react|react-dom|scheduler|react-router|@tanstack|i18next|react-i18next|@mantine[\\/](core|hooks|notifications)|clsx|react-remove-scroll|react-remove-scroll-bar|react-style-singleton|use-callback-ref|use-sidecar|get-nonce|tslib|@floating-ui)[\\/]/;
const MANTINE = /node_modules[\\/]@mantine[\\/]core[\\/]/;
const firstScreens = readFirstScreens();
// A stylesheet is never captured by a group: it follows the component that imports it
// (vite/mantine-component-css.ts), so each chunk carries the CSS of its own components.
const script = (id: string) => !id.endsWith('.css');

// Workspace packages export their TypeScript source under the `source` condition, so the web app
// bundles @galla/contracts and @galla/domain straight from source without a build step.
export default defineConfig({
  plugins: [
    react(),
    mantineComponentCss(),
    firstScreens.plugin,
    mantineStableIds(),
    compileHints(),
    serviceWorker(),
    precompress(),
    loginPage(),
    firstPaint(),
  ],
  resolve: { conditions: ['source', ...defaultClientConditions] },
  server: {
    proxy: { '/api': 'http://localhost:3000' },
  },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    manifest: true,
    // The framework chunk is ~750 KB minified (193 KB as sent): what a route may send is checked in
    // brotli bytes instead (vite/route-budgets.ts), so Vite's size warning would only be noise.
    chunkSizeWarningLimit: 1000,
    rolldownOptions: {
      // The app's page, and the first visit's login (vite/login-page.ts).
      input: { index: 'index.html', login: 'login.html' },
      output: {
        codeSplitting: {
          // Three chunks that every signed-in screen needs, each in one piece: split as they are used,
          // they came as ~100 chunks of 1–3 KB, which a phone fetches in waves, six at a time over
          // HTTP/1.1, one wave per level of imports.
          // - framework: React, the router, Query, i18next and the Mantine components that the first
          //   screens use (vite/first-screens.ts), with what they import;
          // - mantine: the rest of Mantine, for the screens that use it;
          // - the signed-in shell: what the signed-in layout imports and the pages' entries do not
          //   (through the icon set's index, every screen's icons among it).
          // Charts, dates, tables and the barcode reader stay with the screens that use them.
          groups: [
            {
              name: 'framework',
              test: (id) => script(id) && FRAMEWORK.test(id) && firstScreens.inFramework(id),
            },
            { name: 'mantine', test: (id) => script(id) && MANTINE.test(id) },
            {
              name: SHELL_CHUNK,
              test: (id) => script(id) && firstScreens.inShell(id),
              // What the shell imports from the pages' entries stays in their chunks (the login
              // page would otherwise fetch the shell); vite/first-screens.ts checks for a cycle.
              includeDependenciesRecursively: false,
            },
          ],
        },
      },
    },
    // A lazy route's JavaScript is fetched by the browser's module loader as it reads the imports,
    // not announced ahead by Vite's helper: on a phone the helper's dozens of <link rel=modulepreload>
    // cost ~0.4 s of main thread in one task (4x CPU). The page's own HTML keeps its preload links,
    // and a lazy route's CSS is still loaded before the route renders.
    modulePreload: {
      resolveDependencies: (_file, deps, { hostType }) =>
        hostType === 'html' ? deps : deps.filter((dep) => dep.endsWith('.css')),
    },
  },
});

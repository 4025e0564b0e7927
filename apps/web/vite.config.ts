import react from '@vitejs/plugin-react';
import { defaultClientConditions, defineConfig } from 'vite';
import { loginPage } from './vite/login-page';
import { mantineComponentCss } from './vite/mantine-component-css';
import { mantineStableIds } from './vite/mantine-stable-ids';
import { precompress } from './vite/precompress';
import { serviceWorker } from './vite/service-worker';

// Workspace packages export their TypeScript source under the `source` condition, so the web app
// bundles @galla/contracts and @galla/domain straight from source without a build step.
export default defineConfig({
  plugins: [react(), mantineComponentCss(), mantineStableIds(), serviceWorker(), precompress(), loginPage()],
  resolve: { conditions: ['source', ...defaultClientConditions] },
  server: {
    proxy: { '/api': 'http://localhost:3000' },
  },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    manifest: true,
    // The app's page, and the first visit's login (vite/login-page.ts).
    rolldownOptions: { input: { index: 'index.html', login: 'login.html' } },
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

import react from '@vitejs/plugin-react';
import { defaultClientConditions, defineConfig } from 'vite';
import { mantineComponentCss } from './vite/mantine-component-css';
import { precompress } from './vite/precompress';
import { prerenderLogin } from './vite/prerender-login';
import { serviceWorker } from './vite/service-worker';

// Workspace packages export their TypeScript source under the `source` condition, so the web app
// bundles @galla/contracts and @galla/domain straight from source without a build step.
export default defineConfig({
  plugins: [react(), mantineComponentCss(), serviceWorker(), precompress(), prerenderLogin()],
  resolve: { conditions: ['source', ...defaultClientConditions] },
  server: {
    proxy: { '/api': 'http://localhost:3000' },
  },
  build: { outDir: 'dist', emptyOutDir: true, manifest: true },
});

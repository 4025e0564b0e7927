// Starts the app in the login page's place (Google and Facebook sign-in are the app's). The build
// names the app's entry, preloads and stylesheets in a meta tag (vite/login-page.ts): the
// stylesheets load first, so the app's first screen is styled, then the entry, which replaces the
// page's markup with the app (main.tsx).

import { preloadModules, runEntry } from '../lib/preload-modules';

type AppAssets = { entry: string; modules: string[]; styles: string[] };

function appAssets(): AppAssets | null {
  const content = document.querySelector<HTMLMetaElement>('meta[name="galla-app"]')?.content;
  return content ? (JSON.parse(content) as AppAssets) : null;
}

function stylesheet(href: string): Promise<void> {
  return new Promise((resolve, reject) => {
    const link = document.createElement('link');
    link.rel = 'stylesheet';
    link.href = href;
    link.onload = () => resolve();
    link.onerror = () => reject(new Error(`${href} did not load`));
    document.head.append(link);
  });
}

export async function startApp(): Promise<void> {
  const assets = appAssets();
  // The development server has no build to name: there `/` is the app's page already.
  if (!assets) return window.location.reload();
  preloadModules(assets.modules);
  await Promise.all(assets.styles.map(stylesheet));
  await runEntry(assets.entry, assets.modules);
  // The page's own styles would now only get in the app's way.
  document.getElementById('login-css')?.remove();
}

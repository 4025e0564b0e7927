import { preloadModules, runEntry } from '../lib/preload-modules';
import { getSession } from '../lib/session-store';
import { paintFirstScreen } from './first-paint';

// The inline script of index.html (vite/first-paint.ts bundles this file into it). It runs as the
// page is parsed, right after #root: it draws the first paint, then fetches and starts the app (the
// build's entry and the modules it imports, named on this script) once that paint is on screen. The
// development server's page keeps its own module script and names no entry.
const { appEntry, appModules } = document.currentScript?.dataset ?? {};

try {
  const root = document.getElementById('root');
  if (root) paintFirstScreen(root, getSession(), window.location.pathname);
} catch {
  // The app's own first screen follows.
}

if (appEntry) {
  const modules = appModules?.split(' ').filter(Boolean) ?? [];
  const start = () => {
    preloadModules(modules);
    return runEntry(appEntry, modules);
  };
  // A frame's callbacks run just before it is painted, so the app starts in the task after it. A page
  // opened in a background tab paints no frame until it is shown: it starts at once.
  if (document.visibilityState === 'hidden') void start();
  else requestAnimationFrame(() => setTimeout(start, 0));
}

// Mantine's base styles; each component's own CSS comes with it (vite/mantine-component-css.ts).
import '@mantine/core/styles/baseline.css';
import '@mantine/core/styles/default-css-variables.css';
import '@mantine/core/styles/global.css';
import '@mantine/notifications/styles.css';
import './first-paint/first-paint.css';
import './lib/zod-jitless';
import './lib/i18n';
import { startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { createBrowserRouter } from 'react-router';
import { App } from './app/app';
import { routes } from './app/routes';
import { FIRST_PAINT_ATTRIBUTE, paintFirstScreen } from './first-paint/first-paint';
import { createQueryClient } from './lib/query-client';
import { registerServiceWorker } from './lib/register-service-worker';
import { getSession } from './lib/session';

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element');

// Until the first screen is ready the page shows its first paint (src/first-paint/), drawn by
// index.html's inline script; a page without one (the first visit's login, which starts the app in
// its place) gets one now.
if (!root.hasAttribute(FIRST_PAINT_ATTRIBUTE)) paintFirstScreen(root, getSession(), window.location.pathname);

// The modules above were evaluated in this task. The router (which matches the path and starts
// fetching the screen's modules) is made in a task of its own: on a phone, two shorter tasks rather
// than one long one. (Not by a top-level await, which would make the build split the modules the
// entry shares with the login page into many small chunks.)
//
// The app renders once the router has its first screen (the screen's lazy modules loaded), so that
// React's first commit replaces the first paint with that screen, not with a loader of its own.
// That render is a transition, so that React draws the screen in slices, between which a phone
// stays responsive, rather than in one long task.
function startRouter(container: HTMLElement) {
  const router = createBrowserRouter(routes);
  const reactRoot = createRoot(container);
  const render = () =>
    startTransition(() => reactRoot.render(<App router={router} queryClient={createQueryClient()} />));
  if (router.state.initialized) return render();
  const stop = router.subscribe((state) => {
    if (!state.initialized) return;
    stop();
    render();
  });
}

// The router reads sessionStorage as it starts (React Router keeps its view transitions there). A
// page's first read of sessionStorage waits on the browser process, up to 16 ms measured here, so it
// comes first, in a task of its own.
setTimeout(() => {
  try {
    void window.sessionStorage.length;
  } catch {
    // Storage refused (a privacy setting): the router does without it too.
  }
  setTimeout(() => startRouter(root), 0);
}, 0);

registerServiceWorker();

// The stored session's outline was checked at start; its profile is checked against the contract
// once the first screen is up, since that needs zod, which the login's first load does without.
if (getSession()) void import('./lib/session-check').then((m) => m.dropMalformedSession());

// Mantine's base styles; each component's own CSS comes with it (vite/mantine-component-css.ts).
import '@mantine/core/styles/baseline.css';
import '@mantine/core/styles/default-css-variables.css';
import '@mantine/core/styles/global.css';
import '@mantine/notifications/styles.css';
import './lib/zod-jitless';
import './lib/i18n';
import { startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { App } from './app/app';
import { router } from './app/router';
import { createQueryClient } from './lib/query-client';
import { registerServiceWorker } from './lib/register-service-worker';
import { getSession } from './lib/session';

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element');

const app = <App router={router} queryClient={createQueryClient()} />;

// The server sends `/` with the login already drawn in it (vite/prerender-login.ts). React takes
// that markup over rather than drawing it again, as a transition so that it yields to the browser
// between slices instead of holding the page in one long task. Anywhere else the markup is not this
// page's (a cached page opened offline, a stored session about to leave for its home): start afresh.
const prerenderedLogin = root.firstElementChild !== null;
if (prerenderedLogin && window.location.pathname === '/' && !getSession()) {
  startTransition(() => {
    hydrateRoot(root, app);
  });
} else {
  root.replaceChildren();
  createRoot(root).render(app);
}

registerServiceWorker();

// The stored session's outline was checked at start; its profile is checked against the contract
// once the first screen is up, since that needs zod, which the login's first load does without.
if (getSession()) void import('./lib/session-check').then((m) => m.dropMalformedSession());

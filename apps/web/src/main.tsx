// Mantine's base styles; each component's own CSS comes with it (vite/mantine-component-css.ts).
import '@mantine/core/styles/baseline.css';
import '@mantine/core/styles/default-css-variables.css';
import '@mantine/core/styles/global.css';
import '@mantine/notifications/styles.css';
import './lib/zod-jitless';
import './lib/i18n';
import { startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/app';
import { router } from './app/router';
import { createQueryClient } from './lib/query-client';
import { registerServiceWorker } from './lib/register-service-worker';
import { getSession } from './lib/session';

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element');

// What the page held before (the first visit's login, src/login/, when it starts the app in its
// place) gives way to the app.
root.replaceChildren();
// The first render is a transition, so that React draws the first screen in slices, between which
// a phone stays responsive, rather than in one long task.
const reactRoot = createRoot(root);
startTransition(() => reactRoot.render(<App router={router} queryClient={createQueryClient()} />));

registerServiceWorker();

// The stored session's outline was checked at start; its profile is checked against the contract
// once the first screen is up, since that needs zod, which the login's first load does without.
if (getSession()) void import('./lib/session-check').then((m) => m.dropMalformedSession());

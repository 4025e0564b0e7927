import { renderToString } from 'react-dom/server';
import { createMemoryRouter } from 'react-router';
import { App } from '../app/app';
import { routes } from '../app/routes';
import '../lib/i18n';
import { createQueryClient } from '../lib/query-client';

/** The login screen's first render, as the browser draws it before the app config has answered. */
export function renderLogin(): string {
  return renderToString(<App router={createMemoryRouter(routes)} queryClient={createQueryClient()} />);
}

import type { QueryClient } from '@tanstack/react-query';
import { StrictMode } from 'react';
import type { DataRouter } from 'react-router';
import { RouterProvider } from 'react-router/dom';
import { Providers } from './providers';

type AppProps = { router: DataRouter; queryClient: QueryClient };

/**
 * The whole app. The browser (main.tsx) and the build's prerender of the login (prerender/login.tsx)
 * render this same tree, so the ids React gives the login's fields match when the page hydrates.
 */
export function App({ router, queryClient }: AppProps) {
  return (
    <StrictMode>
      <Providers queryClient={queryClient}>
        <RouterProvider router={router} />
      </Providers>
    </StrictMode>
  );
}

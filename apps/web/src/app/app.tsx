import type { QueryClient } from '@tanstack/react-query';
import { StrictMode } from 'react';
import type { DataRouter } from 'react-router';
import { RouterProvider } from 'react-router/dom';
import { Providers } from './providers';

type AppProps = { router: DataRouter; queryClient: QueryClient };

/** The whole app, as main.tsx renders it. */
export function App({ router, queryClient }: AppProps) {
  return (
    <StrictMode>
      <Providers queryClient={queryClient}>
        <RouterProvider router={router} />
      </Providers>
    </StrictMode>
  );
}

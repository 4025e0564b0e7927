import { MantineProvider } from '@mantine/core';
import { type QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { type ReactNode, useEffect } from 'react';
import { getSession, subscribeSession } from '../lib/session';
import { showPendingToast } from '../lib/toast';
import { getStyleNonce } from './style-nonce';
import { cssVariablesResolver, theme } from './theme';
import { Toasts } from './toasts';

type ProvidersProps = {
  queryClient: QueryClient;
  children: ReactNode;
  /** 'test' turns off Mantine transitions and portals in component tests. */
  env?: 'default' | 'test';
};

export function Providers({ queryClient, children, env = 'default' }: ProvidersProps) {
  useEffect(
    () =>
      // Cached answers belong to the user who fetched them: drop them when the session ends, keeping
      // only the public app config.
      subscribeSession(() => {
        if (!getSession()) queryClient.removeQueries({ predicate: (q) => q.queryKey[0] !== 'appConfig' });
      }),
    [queryClient],
  );

  // A toast the first visit's login page left on its way here (OTP sent).
  useEffect(showPendingToast, []);

  return (
    <MantineProvider
      theme={theme}
      cssVariablesResolver={cssVariablesResolver}
      env={env}
      getStyleNonce={getStyleNonce}
    >
      <Toasts />
      <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
    </MantineProvider>
  );
}

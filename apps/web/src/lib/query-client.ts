import { QueryClient } from '@tanstack/react-query';

// Retries are off: the api client already toasts a failure, and retrying a 400 or a 429 only
// repeats it. Polling screens set their own refetch intervals. networkMode 'always': the api client
// itself refuses offline requests with the spec's message; TanStack's default would instead park
// them silently until the network returns, leaving spinners spinning and a logout never finishing.
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: { retry: false, refetchOnWindowFocus: false, networkMode: 'always' },
      mutations: { retry: false, networkMode: 'always' },
    },
  });
}

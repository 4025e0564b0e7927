import { useQuery } from '@tanstack/react-query';
import { apiData } from './api-client';

// Feature flags (retailer login, SMS) and the environment. Several screens read them; one query
// shares the answer, refreshed every minute so a flag flipped on the server shows up soon.
export function useAppConfig() {
  return useQuery({
    queryKey: ['appConfig'],
    queryFn: ({ signal }) =>
      apiData('static/appConfig', {
        // Imported when the answer comes: the login's first load carries no zod (issue 23).
        schema: () => import('@galla/contracts/reference').then((m) => m.ZAppConfig),
        silent: true,
        signal,
      }),
    staleTime: 60_000,
  });
}

import { ZAppConfig } from '@galla/contracts/reference';
import { useQuery } from '@tanstack/react-query';
import { apiData } from './api-client';

// Feature flags (retailer login, SMS) and the environment. Several screens read them; one query
// shares the answer, refreshed every minute so a flag flipped on the server shows up soon.
export function useAppConfig() {
  return useQuery({
    queryKey: ['appConfig'],
    queryFn: ({ signal }) => apiData('static/appConfig', { schema: ZAppConfig, silent: true, signal }),
    staleTime: 60_000,
  });
}

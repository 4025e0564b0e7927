import { ZTodaySummary } from '@galla/contracts/reports';
import { useQuery } from '@tanstack/react-query';
import { apiData } from '../../lib/api-client';

/**
 * GET reports/todaySummary: the home page's figures. Silent: a failure shows in the tiles (with
 * Retry), not as a toast over the page. Fresh on every visit, as the shop sells all day.
 */
export function useTodaySummary(enabled: boolean) {
  return useQuery({
    queryKey: ['reports', 'todaySummary'],
    queryFn: ({ signal }) => apiData('reports/todaySummary', { schema: ZTodaySummary, signal, silent: true }),
    enabled,
    staleTime: 0,
  });
}

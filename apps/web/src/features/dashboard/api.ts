import { ZTodaySummary } from '@galla/contracts/reports';
import { apiData } from '../../lib/api-client';
import { useQueryInTransition } from '../../lib/use-query-in-transition';

/**
 * GET reports/todaySummary: the home page's figures. Silent: a failure shows in the tiles (with
 * Retry), not as a toast over the page. Fresh on every visit, as the shop sells all day. Its answer
 * draws the tiles in a transition (lib/use-query-in-transition.ts), as the home page starts.
 */
export function useTodaySummary(enabled: boolean) {
  return useQueryInTransition({
    queryKey: ['reports', 'todaySummary'],
    queryFn: ({ signal }) => apiData('reports/todaySummary', { schema: ZTodaySummary, signal, silent: true }),
    enabled,
    staleTime: 0,
  });
}

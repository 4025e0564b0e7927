import { ZDistributor } from '@galla/contracts/inventory';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { ApiError, api } from '../../lib/api-client';

export type Distributor = z.infer<typeof ZDistributor>;
const distributorsKey = ['distributors'] as const;

/** How long the distributor search waits after the last key (shop-operations §9). */
export const DISTRIBUTOR_SEARCH_DEBOUNCE_MS = 250;

/**
 * POST distributor/getDistributor {searchData}: by name or mobile, newest first for an empty search.
 * 204 ('No distributor found') is an empty list; the previous list stays while the next one loads.
 */
export function useDistributorSearch(searchData: string, enabled = true) {
  return useQuery({
    queryKey: [...distributorsKey, searchData],
    queryFn: async ({ signal }) => {
      try {
        const result = await api('distributor/getDistributor', {
          method: 'POST',
          body: { searchData },
          schema: z.array(ZDistributor),
          silent: true,
          signal,
        });
        return result.status === 200 ? (result.data ?? []) : [];
      } catch (error) {
        if (signal.aborted || !(error instanceof ApiError)) throw error;
        return [];
      }
    },
    placeholderData: keepPreviousData,
    enabled,
  });
}

const ZAdded = z.object({ distributerId: z.number().int() });

/** POST distributor/addDistributor; refusals are toasted with the server's error. */
export function useAddDistributor() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: Record<string, unknown>) =>
      api('distributor/addDistributor', { method: 'POST', body, schema: ZAdded }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: distributorsKey }),
  });
}

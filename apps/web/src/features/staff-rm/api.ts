import {
  type RmRetailersQuery,
  type SetReportsTo,
  ZManagerTree,
  ZRmRetailerPage,
} from '@galla/contracts/retailer-managers';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api, apiData } from '../../lib/api-client';

const treeKey = ['staff', 'rm', 'managers'] as const;
const retailersKey = ['staff', 'rm', 'retailers'] as const;

/** Query-string values: the set ones, as strings. */
export function queryOf(query: Record<string, unknown>): Record<string, string> {
  return Object.fromEntries(
    Object.entries(query)
      .filter(([, v]) => v !== undefined && v !== null && v !== '')
      .map(([k, v]) => [k, String(v)]),
  );
}

export function useManagerTree() {
  return useQuery({
    queryKey: treeKey,
    queryFn: ({ signal }) => apiData('admin/rm/managers', { schema: ZManagerTree, signal }),
  });
}

export function useRmRetailers(query: RmRetailersQuery) {
  return useQuery({
    queryKey: [...retailersKey, query],
    queryFn: ({ signal }) =>
      apiData('admin/rm/retailers', { query: queryOf(query), schema: ZRmRetailerPage, signal }),
    placeholderData: keepPreviousData,
  });
}

/** A refusal (a line against the hierarchy) is toasted with the server's words. */
export function useSetReportsTo() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: SetReportsTo) => api('admin/rm/setReportsTo', { method: 'POST', body }),
    onSuccess: () => {
      queryClient.invalidateQueries({ queryKey: treeKey });
      queryClient.invalidateQueries({ queryKey: retailersKey });
    },
  });
}

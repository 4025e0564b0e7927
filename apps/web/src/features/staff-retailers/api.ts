import {
  type RetailerListQuery,
  type UpdateRetailerFlags,
  ZRetailerList,
  ZRetailerProfile,
} from '@galla/contracts/console-retailers';
import { ZState, ZSuperCategory } from '@galla/contracts/reference';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { api, apiData } from '../../lib/api-client';

const retailersKey = ['staff', 'retailers'] as const;

/** admin/retailers: one page of the list, filtered and sorted by the server. */
export function useRetailerList(query: RetailerListQuery) {
  return useQuery({
    queryKey: [...retailersKey, 'list', query],
    queryFn: ({ signal }) =>
      apiData('admin/retailers', {
        query: Object.fromEntries(
          Object.entries(query)
            .filter(([, v]) => v !== undefined && v !== '')
            .map(([k, v]) => [k, String(v)]),
        ),
        schema: ZRetailerList,
        signal,
      }),
    placeholderData: keepPreviousData,
  });
}

export function useRetailerProfile(shopId: number | undefined) {
  return useQuery({
    queryKey: [...retailersKey, 'profile', shopId],
    queryFn: ({ signal }) =>
      apiData('admin/retailerProfile', {
        query: { shopId: String(shopId) },
        schema: ZRetailerProfile,
        signal,
      }),
    enabled: shopId !== undefined,
  });
}

/** Both changes refresh the list, the open profile and the audit log; refusals are toasted. */
function useRetailerChange<B>(path: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: B) => api(path, { method: 'POST', body }),
    onSuccess: () => {
      queryClient.invalidateQueries({ queryKey: retailersKey });
      queryClient.invalidateQueries({ queryKey: ['staff', 'auditLog'] });
    },
  });
}

export const useUpdateRetailerFlags = () =>
  useRetailerChange<UpdateRetailerFlags>('admin/updateRetailerFlags');
export const useUpdateRetailerStatus = () =>
  useRetailerChange<{ shopId: number; status: 'active' | 'disabled' }>('admin/updateRetailerStatus');

/** The filters' choices: states with their cities, and the super categories. */
export function useStateChoices() {
  return useQuery({
    queryKey: ['states'],
    queryFn: ({ signal }) => apiData('static/getState', { schema: z.array(ZState), signal }),
    staleTime: Number.POSITIVE_INFINITY,
  });
}

export function useSuperCategoryChoices() {
  return useQuery({
    queryKey: ['staff', 'superCategories'],
    queryFn: ({ signal }) =>
      apiData('category/getSuperCategoryList', { schema: z.array(ZSuperCategory), signal }),
    staleTime: Number.POSITIVE_INFINITY,
  });
}

import { ZState } from '@galla/contracts/reference';
import {
  type MappingQuery,
  type MapRetailers,
  ZMappingManagers,
  ZMappingPage,
  ZMapResult,
} from '@galla/contracts/retailer-managers';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { api, apiData } from '../../lib/api-client';
import { queryOf } from '../staff-rm/api';

const listKey = ['staff', 'mapping', 'retailers'] as const;

export function useMappingRetailers(query: MappingQuery) {
  return useQuery({
    queryKey: [...listKey, query],
    queryFn: ({ signal }) =>
      apiData('admin/mapping/retailers', { query: queryOf(query), schema: ZMappingPage, signal }),
    placeholderData: keepPreviousData,
  });
}

export function useMappingManagers() {
  return useQuery({
    queryKey: ['staff', 'mapping', 'managers'],
    queryFn: ({ signal }) => apiData('admin/mapping/managers', { schema: ZMappingManagers, signal }),
  });
}

/** The states and their cities, for the filters (the same reference list sign-up uses). */
export function useStatesForFilter() {
  return useQuery({
    queryKey: ['states'],
    queryFn: ({ signal }) => apiData('static/getState', { schema: z.array(ZState), signal }),
    staleTime: Number.POSITIVE_INFINITY,
  });
}

/** All or nothing on the server; a refusal is toasted with its words. RM management refreshes too. */
export function useMapRetailers() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: MapRetailers) =>
      api('admin/mapping/map', { method: 'POST', body, schema: ZMapResult }),
    onSuccess: () => {
      queryClient.invalidateQueries({ queryKey: listKey });
      queryClient.invalidateQueries({ queryKey: ['staff', 'rm'] });
      queryClient.invalidateQueries({ queryKey: ['staff', 'auditLog'] });
    },
  });
}

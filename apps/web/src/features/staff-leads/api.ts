import {
  type AddLeadRequest,
  type LeadListQuery,
  ZLeadChoices,
  ZLeadDetail,
  ZLeadPage,
} from '@galla/contracts/console-leads';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api, apiData } from '../../lib/api-client';

const leadsKey = ['staff', 'leads'] as const;

/** Drops empty filters, so the server sees only what was chosen. */
export function queryOf(query: object): Record<string, string> {
  return Object.fromEntries(
    Object.entries(query)
      .filter(([, v]) => v !== undefined && v !== null && v !== '')
      .map(([k, v]) => [k, String(v)]),
  );
}

export function useLeads(query: LeadListQuery) {
  return useQuery({
    queryKey: [...leadsKey, 'list', query],
    queryFn: () => apiData('admin/leads', { query: queryOf(query), schema: ZLeadPage }),
    placeholderData: keepPreviousData,
  });
}

export function useLead(ref: string | undefined) {
  return useQuery({
    queryKey: [...leadsKey, 'one', ref],
    queryFn: () => apiData('admin/lead', { query: { ref: ref! }, schema: ZLeadDetail }),
    enabled: ref !== undefined,
  });
}

export function useLeadChoices() {
  return useQuery({
    queryKey: [...leadsKey, 'choices'],
    queryFn: () => apiData('admin/leadChoices', { schema: ZLeadChoices }),
    staleTime: 60_000,
  });
}

export function useAddLead() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: AddLeadRequest) => api('admin/addLead', { method: 'POST', body }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: leadsKey }),
  });
}

/** Moving, assigning and noting a lead; each refreshes the list and the open lead. */
export function useLeadAction(path: 'moveLead' | 'assignLead' | 'addLeadNote') {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: Record<string, unknown>) => api(`admin/${path}`, { method: 'POST', body }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: leadsKey }),
  });
}

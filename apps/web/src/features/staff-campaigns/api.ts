import {
  type AddCampaignRequest,
  type CampaignListQuery,
  type UpdateCampaignRequest,
  ZCampaignPage,
} from '@galla/contracts/console-campaigns';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api, apiData } from '../../lib/api-client';
import { queryOf } from '../staff-leads/api';

const campaignsKey = ['staff', 'campaigns'] as const;

export function useCampaigns(query: CampaignListQuery) {
  return useQuery({
    queryKey: [...campaignsKey, query],
    queryFn: () => apiData('admin/campaigns', { query: queryOf(query), schema: ZCampaignPage }),
    placeholderData: keepPreviousData,
  });
}

export function useSaveCampaign() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: AddCampaignRequest | UpdateCampaignRequest) =>
      api('campaignId' in body ? 'admin/updateCampaign' : 'admin/addCampaign', { method: 'POST', body }),
    onSuccess: () => {
      queryClient.invalidateQueries({ queryKey: campaignsKey });
      queryClient.invalidateQueries({ queryKey: ['staff', 'leads', 'choices'] });
    },
  });
}

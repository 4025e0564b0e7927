import {
  type GiftCardListQuery,
  type RedemptionListQuery,
  type RewardSettingsUpdate,
  ZDecisionAnswer,
  ZGiftCardList,
  ZRedemptionList,
  ZRewardSettings,
} from '@galla/contracts/console-rewards';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api, apiData } from '../../lib/api-client';

// The console's Rewards and Rewards approval calls (Admin only; the server checks every one).

const settingsKey = ['staff', 'rewards', 'settings'] as const;
const cardsKey = ['staff', 'rewards', 'giftCards'] as const;
const queueKey = ['staff', 'rewards', 'redemptions'] as const;

const asQuery = (query: object) =>
  Object.fromEntries(
    Object.entries(query)
      .filter(([, v]) => v !== undefined && v !== '' && v !== null)
      .map(([k, v]) => [k, String(v)]),
  );

export function useRewardSettings() {
  return useQuery({
    queryKey: settingsKey,
    queryFn: () => apiData('admin/rewards/settings', { schema: ZRewardSettings }),
  });
}

export function useSaveRewardSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: RewardSettingsUpdate) => api('admin/rewards/updateSettings', { method: 'POST', body }),
    onSuccess: () => {
      queryClient.invalidateQueries({ queryKey: settingsKey });
      queryClient.invalidateQueries({ queryKey: cardsKey });
      // The Settings page shows the same two figures.
      queryClient.invalidateQueries({ queryKey: ['staff', 'settings'] });
    },
  });
}

export function useGiftCards(query: GiftCardListQuery) {
  return useQuery({
    queryKey: [...cardsKey, query],
    queryFn: () => apiData('admin/rewards/giftCards', { query: asQuery(query), schema: ZGiftCardList }),
    placeholderData: keepPreviousData,
  });
}

export function useSetGiftCard() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: { sku: string; enabled: boolean }) =>
      api('admin/rewards/setGiftCard', { method: 'POST', body }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: cardsKey }),
  });
}

export function useRedemptions(query: RedemptionListQuery) {
  return useQuery({
    queryKey: [...queueKey, query],
    queryFn: () => apiData('admin/redemptions', { query: asQuery(query), schema: ZRedemptionList }),
    placeholderData: keepPreviousData,
  });
}

/**
 * Approve, reject or retry. Whatever the answer (a 409 when someone decided first is toasted with
 * who), the queue is read again so the row shows its real state.
 */
export function useDecide(decision: 'approve' | 'reject' | 'retry') {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: { redemptionId: number; reason?: string }) =>
      api(`admin/redemptions/${decision}`, {
        method: 'POST',
        body,
        schema: decision === 'reject' ? undefined : ZDecisionAnswer,
      }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: queueKey }),
  });
}

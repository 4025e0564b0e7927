import {
  type RedeemInput,
  ZGiftCardCatalogue,
  ZRedeemAnswer,
  ZRewardData,
  ZRewardHistory,
} from '@galla/contracts/rewards';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api, apiData } from '../../lib/api-client';

// rewardPoints/* (shop-operations §7): the balance, the history 10 a page, the gift cards, redeeming.

const rewardsKey = ['rewards'] as const;

export function useRewardData() {
  return useQuery({
    queryKey: [...rewardsKey, 'data'],
    queryFn: ({ signal }) =>
      apiData('rewardPoints/getRewardData', { schema: ZRewardData, signal, silent: true }),
  });
}

export function useRewardHistory(page: number) {
  return useQuery({
    queryKey: [...rewardsKey, 'history', page],
    queryFn: ({ signal }) =>
      apiData('rewardPoints/getRewardHistory', {
        query: { page: String(page) },
        schema: ZRewardHistory,
        signal,
        silent: true,
      }),
    placeholderData: keepPreviousData,
  });
}

export function useGiftCards() {
  return useQuery({
    queryKey: [...rewardsKey, 'giftCards'],
    queryFn: ({ signal }) =>
      apiData('rewardPoints/getCategories', {
        method: 'POST',
        body: { type: 'category', id: '1', limit: 100, offset: 0 },
        schema: ZGiftCardCatalogue,
        signal,
        silent: true,
      }),
    select: (data) => data._embedded.product,
    staleTime: 5 * 60_000,
  });
}

/** The redeem-success flag of the spec: a redemption refreshes the points and the history. */
export function useRedeem() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: RedeemInput) =>
      api('rewardPoints/postRewardPoints', { method: 'POST', body, schema: ZRedeemAnswer }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: rewardsKey }),
  });
}

import {
  type CreditSummary,
  ZCreditDetails,
  ZCreditSummary,
  ZCustomerDues,
  ZReminderAnswer,
  ZReminderSetting,
  ZTotalDues,
} from '@galla/contracts/creditbook';
import {
  keepPreviousData,
  useInfiniteQuery,
  useMutation,
  useQuery,
  useQueryClient,
} from '@tanstack/react-query';
import { z } from 'zod';
import { api, apiData } from '../../lib/api-client';
import { useQueryInTransition } from '../../lib/use-query-in-transition';

// creditbook/* (shop-operations §7): the list, one credit, payments, reminders, the khata, the
// home page's dues figure and the automatic reminder setting.

/** Credits per page (shop-operations §9). */
export const PAGE_SIZE = 20;
const creditKey = ['creditbook'] as const;
const ZList = z.array(ZCreditSummary);

export type { CreditSummary };

export function useCreditSearch(keyword: string) {
  return useInfiniteQuery({
    queryKey: [...creditKey, 'search', keyword],
    queryFn: ({ pageParam, signal }) =>
      apiData('creditbook/searchCredits', {
        method: 'POST',
        body: { keyword, page: pageParam, numberOfItems: PAGE_SIZE },
        schema: ZList,
        signal,
        // The list shows its own error with Retry.
        silent: true,
      }),
    initialPageParam: 1,
    // A short page is the last one.
    getNextPageParam: (last, pages) => (last.length >= PAGE_SIZE ? pages.length + 1 : undefined),
    select: (data) => data.pages.flat(),
    placeholderData: keepPreviousData,
  });
}

export function useCreditDetails(creditId: number | null) {
  return useQuery({
    queryKey: [...creditKey, 'details', creditId],
    queryFn: ({ signal }) =>
      apiData('creditbook/getCreditDetails', {
        method: 'POST',
        body: { creditId },
        schema: ZCreditDetails,
        signal,
        silent: true,
      }),
    enabled: creditId !== null,
  });
}

export type PaymentBody = {
  creditId: number;
  creditBookDetailsId: number;
  amountRecieved: string;
  Date: string;
};

/** POST creditbook/postPayment; the answer is the credit as it now stands. Refusals are toasted. */
export function usePostPayment() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: PaymentBody) =>
      api('creditbook/postPayment', { method: 'POST', body, schema: ZCreditDetails }),
    onSuccess: (result, body) => {
      if (result.data) queryClient.setQueryData([...creditKey, 'details', body.creditId], result.data);
      void queryClient.invalidateQueries({ queryKey: creditKey });
      void queryClient.invalidateQueries({ queryKey: ['invoices'] });
    },
  });
}

export function useSendReminder() {
  return useMutation({
    mutationFn: (body: { creditId: number; creditBookDetailsId: number }) =>
      api('creditbook/creditSendSms', { method: 'POST', body, schema: ZReminderAnswer }),
  });
}

export function useCustomerDues(customerId: number | null) {
  return useQuery({
    queryKey: [...creditKey, 'customer', customerId],
    queryFn: ({ signal }) =>
      apiData('creditbook/customerDues', {
        method: 'POST',
        body: { customerId },
        schema: ZCustomerDues,
        signal,
        silent: true,
      }),
    enabled: customerId !== null,
  });
}

/**
 * The home page's Dues figure; silent, as the tile shows its own error. Its answer draws the tile in
 * a transition, as the home page starts (lib/use-query-in-transition.ts).
 */
export function useTotalDues(enabled: boolean) {
  return useQueryInTransition({
    queryKey: [...creditKey, 'total'],
    queryFn: ({ signal }) => apiData('creditbook/totalDues', { schema: ZTotalDues, signal, silent: true }),
    enabled,
    staleTime: 0,
  });
}

export function useReminderSetting() {
  return useQuery({
    queryKey: [...creditKey, 'reminderSetting'],
    queryFn: ({ signal }) =>
      apiData('creditbook/reminderSetting', { schema: ZReminderSetting, signal, silent: true }),
  });
}

export function useSetReminderSetting() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (daysBefore: number | null) =>
      api('creditbook/reminderSetting', { method: 'POST', body: { daysBefore }, schema: ZReminderSetting }),
    onSuccess: (result) => {
      if (result.data) queryClient.setQueryData([...creditKey, 'reminderSetting'], result.data);
    },
  });
}

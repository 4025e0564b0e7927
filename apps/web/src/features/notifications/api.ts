import { type Notification, ZNotification } from '@galla/contracts/notifications';
import {
  type InfiniteData,
  useInfiniteQuery,
  useMutation,
  useQuery,
  useQueryClient,
} from '@tanstack/react-query';
import { z } from 'zod';
import { api, apiData } from '../../lib/api-client';

const ZNotificationCount = z.object({ count: z.number().int() });
const countKey = ['notificationCount'] as const;
const pagesKey = ['notifications'] as const;

/** The spec's page size (accounts spec §9). */
export const NOTIFICATIONS_PER_PAGE = 10;

/** The bell's unread count. Silent: a failed count must not interrupt the shop owner with a toast. */
export function useNotificationCount() {
  return useQuery({
    queryKey: countKey,
    queryFn: ({ signal }) =>
      apiData('user/notificationCount', { schema: ZNotificationCount, silent: true, signal }),
    select: (data) => data.count,
  });
}

/** POST user/getNotification, page by page; a page shorter than 10 is the last one. */
export function useNotificationPages(enabled: boolean) {
  return useInfiniteQuery({
    queryKey: pagesKey,
    queryFn: ({ pageParam, signal }) =>
      apiData('user/getNotification', {
        method: 'POST',
        body: { page: pageParam, numberOfItems: NOTIFICATIONS_PER_PAGE },
        schema: z.array(ZNotification),
        signal,
      }),
    initialPageParam: 1,
    getNextPageParam: (lastPage, _all, lastPageParam) =>
      lastPage.length < NOTIFICATIONS_PER_PAGE ? undefined : lastPageParam + 1,
    enabled,
  });
}

type Pages = InfiniteData<Notification[], number>;

/**
 * POST user/readNotification. The item turns normal weight and the badge drops by one at once; the
 * count is then fetched again so it matches the server.
 */
export function useReadNotification() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (notificationId: number) =>
      api('user/readNotification', { method: 'POST', body: { notificationId }, silent: true }),
    onMutate: (notificationId) => {
      queryClient.setQueryData<Pages>(pagesKey, (data) =>
        data
          ? {
              ...data,
              pages: data.pages.map((page) =>
                page.map((n) => (n.notificationId === notificationId ? { ...n, is_read: 1 } : n)),
              ),
            }
          : data,
      );
      queryClient.setQueryData<{ count: number }>(countKey, (data) =>
        data ? { count: Math.max(0, data.count - 1) } : data,
      );
    },
    // A failed mark shows the item as it really is again.
    onError: () => queryClient.invalidateQueries({ queryKey: pagesKey }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: countKey }),
  });
}

/** POST user/feedBack: a 1–5 star rating of a notification that asks for one. */
export function useFeedback() {
  return useMutation({
    mutationFn: (body: { rating: number; notificationId: number; data: Record<string, unknown> }) =>
      api('user/feedBack', { method: 'POST', body }),
  });
}

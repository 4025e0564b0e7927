import { useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { apiData } from '../../lib/api-client';

const ZNotificationCount = z.object({ count: z.number().int() });

/** The bell's unread count. Silent: a failed count must not interrupt the shop owner with a toast. */
export function useNotificationCount() {
  return useQuery({
    queryKey: ['notificationCount'],
    queryFn: ({ signal }) =>
      apiData('user/notificationCount', { schema: ZNotificationCount, silent: true, signal }),
    select: (data) => data.count,
  });
}

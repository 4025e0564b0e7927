import { ZOutboxMessage } from '@galla/contracts/dev';
import { useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { apiData } from '../../lib/api-client';

export const OUTBOX_REFRESH_MS = 2000;

/** GET dev/outbox, newest first, every 2 s: developers read OTPs here. */
export function useOutbox(enabled: boolean) {
  return useQuery({
    queryKey: ['devOutbox'],
    queryFn: ({ signal }) => apiData('dev/outbox', { schema: z.array(ZOutboxMessage), silent: true, signal }),
    select: (messages) => [...messages].sort((a, b) => b.createdAt.localeCompare(a.createdAt) || b.id - a.id),
    refetchInterval: OUTBOX_REFRESH_MS,
    enabled,
  });
}

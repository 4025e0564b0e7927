import {
  type Audience,
  type MessageHistoryQuery,
  type SendMessageRequest,
  ZMessageHistory,
  ZMessagePreview,
  ZSendMessageResult,
} from '@galla/contracts/console-messages';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api, apiData } from '../../lib/api-client';

const historyKey = ['staff', 'messageHistory'] as const;

/** Silent: the page says what to do when the count fails. */
export function useMessagePreview() {
  return useMutation({
    mutationFn: (audience: Audience) =>
      apiData('admin/messagePreview', {
        method: 'POST',
        body: audience,
        schema: ZMessagePreview,
        silent: true,
      }),
  });
}

export function useSendMessage() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: SendMessageRequest) =>
      api('admin/sendMessage', { method: 'POST', body, schema: ZSendMessageResult }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: historyKey }),
  });
}

export function useMessageHistory(query: MessageHistoryQuery) {
  return useQuery({
    queryKey: [...historyKey, query],
    queryFn: ({ signal }) =>
      apiData('admin/messageHistory', {
        query: Object.fromEntries(Object.entries(query).map(([k, v]) => [k, String(v)])),
        schema: ZMessageHistory,
        signal,
      }),
    placeholderData: keepPreviousData,
  });
}

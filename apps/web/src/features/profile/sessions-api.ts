import { ZSessionsData } from '@galla/contracts/sessions';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api, apiData } from '../../lib/api-client';

const KEY = ['userSessions'];

/** GET user/sessions: the user's live sessions and the shop's idle limit. Silent: without an answer
 * the section is simply not shown. */
export function useUserSessions() {
  return useQuery({
    queryKey: KEY,
    queryFn: ({ signal }) => apiData('user/sessions', { schema: ZSessionsData, signal, silent: true }),
  });
}

function useAfterChange() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: KEY });
}

/** POST user/endSession. Refusals are toasted by the api client. */
export function useEndSession() {
  const onSuccess = useAfterChange();
  return useMutation({
    mutationFn: (sessionId: string) => api('user/endSession', { method: 'POST', body: { sessionId } }),
    onSuccess,
  });
}

/** POST user/endOtherSessions. */
export function useEndOtherSessions() {
  const onSuccess = useAfterChange();
  return useMutation({
    mutationFn: () => api('user/endOtherSessions', { method: 'POST', body: {} }),
    onSuccess,
  });
}

/** POST user/sessionSettings (owner). */
export function useSetIdleDays() {
  const onSuccess = useAfterChange();
  return useMutation({
    mutationFn: (idleDays: number) => api('user/sessionSettings', { method: 'POST', body: { idleDays } }),
    onSuccess,
  });
}

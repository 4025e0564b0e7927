import {
  type QueryKey,
  QueryObserver,
  type UseQueryOptions,
  type UseQueryResult,
  useQueryClient,
} from '@tanstack/react-query';
import { startTransition, useEffect, useReducer, useState } from 'react';

/**
 * useQuery for a large screen: the screen redraws for the query's answer in a transition, in slices
 * between which a phone stays responsive, rather than in one long task. (useQuery reads the cache
 * through useSyncExternalStore, whose updates are always synchronous: the answer, and even the fetch
 * that the screen starts as it mounts, each redrew the whole screen in one task.) Every render reads
 * the query's current state, so an answer that lands before the transition's turn shows in whatever
 * render comes first. Only a change of data or error redraws: this is for answers, not spinners.
 * For queries without suspense or error boundaries, which useQuery would handle and this does not.
 */
export function useQueryInTransition<
  TQueryFnData = unknown,
  TError = Error,
  TData = TQueryFnData,
  TQueryKey extends QueryKey = QueryKey,
>(options: UseQueryOptions<TQueryFnData, TError, TData, TQueryKey>): UseQueryResult<TData, TError> {
  const queryClient = useQueryClient();
  const defaulted = queryClient.defaultQueryOptions(options);
  // As useQuery does: a query about to fetch on mount reads as fetching from the first render.
  defaulted._optimisticResults = 'optimistic';
  const [observer] = useState(
    () => new QueryObserver<TQueryFnData, TError, TData, TQueryFnData, TQueryKey>(queryClient, defaulted),
  );
  const [, redraw] = useReducer((n: number) => n + 1, 0);
  const result = observer.getOptimisticResult(defaulted);

  // Subscribing fetches, when the query wants it (on mount, stale data). What the mounting render
  // drew is compared with every answer after it, an answer that came before the subscription among
  // them.
  useEffect(() => {
    let shown = result;
    const redrawFor = (next: typeof result) => {
      if (next.data === shown.data && next.error === shown.error) return;
      shown = next;
      startTransition(redraw);
    };
    const unsubscribe = observer.subscribe(redrawFor);
    redrawFor(observer.getCurrentResult());
    return unsubscribe;
  }, [observer]);
  useEffect(() => observer.setOptions(defaulted), [observer, defaulted]);

  return result;
}

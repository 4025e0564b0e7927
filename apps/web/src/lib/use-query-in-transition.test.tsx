import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { useQueryInTransition } from './use-query-in-transition';

function deferred<T>() {
  let resolve!: (value: T) => void;
  const promise = new Promise<T>((r) => {
    resolve = r;
  });
  return { promise, resolve };
}

describe('useQueryInTransition', () => {
  it('draws the answer, redrawing for answers but not for a fetch starting or going stale', async () => {
    const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    let answer = deferred<string>();
    const renders: string[] = [];
    function BillNumber() {
      const query = useQueryInTransition({
        queryKey: ['serial'],
        queryFn: () => answer.promise,
        staleTime: 0,
      });
      renders.push(query.data ?? 'none');
      return <p>Bill {query.data ?? '…'}</p>;
    }
    render(
      <QueryClientProvider client={queryClient}>
        <BillNumber />
      </QueryClientProvider>,
    );
    expect(screen.getByText('Bill …')).toBeTruthy();
    // The fetch that mounting starts draws nothing new.
    await act(async () => await new Promise((resolve) => setTimeout(resolve, 10)));
    expect(renders).toEqual(['none']);

    await act(async () => answer.resolve('INV-7'));
    expect(await screen.findByText('Bill INV-7')).toBeTruthy();
    const afterFirstAnswer = renders.length;

    // A refetch starting draws nothing new; its answer does.
    answer = deferred<string>();
    await act(async () => {
      void queryClient.invalidateQueries({ queryKey: ['serial'] });
      await new Promise((resolve) => setTimeout(resolve, 10));
    });
    expect(renders.length).toBe(afterFirstAnswer);
    await act(async () => answer.resolve('INV-8'));
    expect(await screen.findByText('Bill INV-8')).toBeTruthy();
    expect(renders.slice(afterFirstAnswer)).toEqual(['INV-8']);
  });
});

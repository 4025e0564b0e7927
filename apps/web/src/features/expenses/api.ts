import {
  type Expense,
  type ExpenseCategory,
  ZCategoryExpenseList,
  ZExpenseList,
  ZProfitLossReport,
} from '@galla/contracts/expenses';
import {
  keepPreviousData,
  useInfiniteQuery,
  useMutation,
  useQuery,
  useQueryClient,
} from '@tanstack/react-query';
import { z } from 'zod';
import { api, apiData } from '../../lib/api-client';
import type { ReportRange } from './range';

export type { Expense, ExpenseCategory };
export const PAGE_SIZE = 20;
const expensesKey = ['expenses'] as const;
const rangeBody = (range: ReportRange) => ({ fromDate: range.fromDate, toDate: range.toDate });

/** POST expenses/getCategoryExpenseList, 20 categories a page, with the range's total. */
export function useCategoryExpenses(range: ReportRange, enabled: boolean) {
  return useInfiniteQuery({
    queryKey: [...expensesKey, 'categories', range.fromDate, range.toDate],
    queryFn: ({ pageParam, signal }) =>
      apiData('expenses/getCategoryExpenseList', {
        method: 'POST',
        body: { ...rangeBody(range), page: pageParam, numberOfItems: PAGE_SIZE },
        schema: ZCategoryExpenseList,
        signal,
        silent: true,
      }),
    initialPageParam: 1,
    getNextPageParam: (last, pages) => (last.hasMore ? pages.length + 1 : undefined),
    placeholderData: keepPreviousData,
    enabled,
  });
}

/** POST expenses/getExpenseList: one category's expenses in the range. */
export function useExpenseList(categoryId: number | null, range: ReportRange, enabled: boolean) {
  return useQuery({
    queryKey: [...expensesKey, 'list', categoryId, range.fromDate, range.toDate],
    queryFn: ({ signal }) =>
      apiData('expenses/getExpenseList', {
        method: 'POST',
        body: { ...rangeBody(range), expenseCategoryId: categoryId },
        schema: ZExpenseList,
        signal,
        silent: true,
      }),
    enabled: enabled && categoryId !== null,
  });
}

/** POST expenses/getProfitnLossReport. */
export function useProfitLoss(range: ReportRange, enabled: boolean) {
  return useQuery({
    queryKey: [...expensesKey, 'profitLoss', range.fromDate, range.toDate],
    queryFn: ({ signal }) =>
      apiData('expenses/getProfitnLossReport', {
        method: 'POST',
        body: rangeBody(range),
        schema: ZProfitLossReport,
        signal,
        silent: true,
      }),
    placeholderData: keepPreviousData,
    enabled,
  });
}

/** The writes: each answers the server's message, and every expenses figure is read again. */
function useExpensesWrite(path: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: Record<string, unknown>) => api(path, { method: 'POST', body, schema: z.unknown() }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: expensesKey }),
  });
}
export const useAddCategory = () => useExpensesWrite('expenses/addExpenseCategory');
export const useAddExpense = () => useExpensesWrite('expenses/addExpense');
export const useEditExpense = () => useExpensesWrite('expenses/editExpense');
export const useDeleteExpense = () => useExpensesWrite('expenses/deleteExpense');

/** POST expenses/sendProfitnLossReport (the report mail): the figures and the dates. */
export function useSendProfitLoss() {
  return useMutation({
    mutationFn: (body: Record<string, unknown>) =>
      api('expenses/sendProfitnLossReport', { method: 'POST', body, schema: z.unknown() }),
  });
}

/** POST expenses/sendExpenseReport (the expense report mail) for the range. */
export function useSendExpenseReport() {
  return useMutation({
    mutationFn: (range: ReportRange) =>
      api('expenses/sendExpenseReport', { method: 'POST', body: rangeBody(range), schema: z.unknown() }),
  });
}

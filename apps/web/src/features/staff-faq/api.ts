import {
  type FaqInput,
  type UpdateFaqRequest,
  ZConsoleFaq,
  ZConsoleFaqList,
} from '@galla/contracts/console-faq';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api, apiData } from '../../lib/api-client';

const faqKey = ['staff', 'faq'] as const;

export function useConsoleFaqs() {
  return useQuery({
    queryKey: faqKey,
    queryFn: ({ signal }) => apiData('admin/faqList', { schema: ZConsoleFaqList, signal }),
    select: (data) => data.rows,
  });
}

/** Each change refreshes the list (and the retailer FAQ cached in this tab); refusals are toasted. */
function useFaqChange<T>(call: (body: T) => Promise<{ message?: string }>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: call,
    onSettled: () => {
      queryClient.invalidateQueries({ queryKey: faqKey });
      queryClient.invalidateQueries({ queryKey: ['faq'] });
    },
  });
}

export const useAddFaq = () =>
  useFaqChange((body: FaqInput) => api('admin/addFaq', { method: 'POST', body, schema: ZConsoleFaq }));
export const useUpdateFaq = () =>
  useFaqChange((body: UpdateFaqRequest) => api('admin/updateFaq', { method: 'POST', body }));
export const useReorderFaqs = () =>
  useFaqChange((faqIds: number[]) => api('admin/reorderFaqs', { method: 'POST', body: { faqIds } }));

import { ZFaq } from '@galla/contracts/reference';
import { useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { apiData } from '../../lib/api-client';

/** GET static/getFAQ: the list is in data.data. */
export function useFaqs() {
  return useQuery({
    queryKey: ['faq'],
    queryFn: ({ signal }) => apiData('static/getFAQ', { schema: z.object({ data: z.array(ZFaq) }), signal }),
    select: (data) => data.data,
    staleTime: 5 * 60_000,
  });
}

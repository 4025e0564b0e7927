import { ZCategory, ZSuperCategory } from '@galla/contracts/reference';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { api, apiData } from '../../lib/api-client';

// The server marks a super category selected when the shop has any of its categories. A category of
// its own may carry isSelected too (optional here, so a server that adds it is used at once).
const ZManagedSuperCategory = ZSuperCategory.extend({
  categories: z.array(ZCategory.extend({ isSelected: z.boolean().optional() })),
});
export type ManagedSuperCategory = z.infer<typeof ZManagedSuperCategory>;

/** GET category/getSuperCategoryList with the session's token, so isSelected is the shop's choice. */
export function useManagedCategories() {
  return useQuery({
    queryKey: ['superCategoryList', 'manage'],
    queryFn: ({ signal }) =>
      apiData('category/getSuperCategoryList', { schema: z.array(ZManagedSuperCategory), signal }),
  });
}

/** POST category/selectCategory with type 'manage'. */
export function useSelectCategories() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (selectedCategory: number[]) =>
      api('category/selectCategory', { method: 'POST', body: { selectedCategory, type: 'manage' } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['superCategoryList'] }),
  });
}

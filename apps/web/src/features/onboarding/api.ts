import { ZOnboardData } from '@galla/contracts/onboarding';
import { ZPincodeLookup, ZSuperCategory } from '@galla/contracts/reference';
import { useMutation, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { api, apiData } from '../../lib/api-client';

/** Looks a 6-digit pincode up; silent because a miss is the inline 'Please, check your pincode'. */
export function usePincodeLookup(pincode: string) {
  return useQuery({
    queryKey: ['pincode', pincode],
    queryFn: ({ signal }) =>
      apiData(`user/pincode/${pincode}`, { schema: ZPincodeLookup, silent: true, signal }),
    enabled: /^[0-9]{6}$/.test(pincode),
    staleTime: Number.POSITIVE_INFINITY,
  });
}

export function useSuperCategories() {
  return useQuery({
    queryKey: ['superCategoryList'],
    queryFn: ({ signal }) =>
      apiData('category/getSuperCategoryList', { schema: z.array(ZSuperCategory), signal }),
  });
}

export function useOnboard() {
  return useMutation({
    mutationFn: (body: { tradeName: string; pincode: string; selectedCategories: number[] }) =>
      api('user/onboard', { method: 'POST', body, schema: ZOnboardData }),
  });
}

import {
  type CatalogueItem,
  type InventoryItem,
  ZInventoryItem,
  ZSearchResult,
} from '@galla/contracts/inventory';
import { ZCategory, ZUnit } from '@galla/contracts/reference';
import { useInfiniteQuery, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useMemo } from 'react';
import { z } from 'zod';
import { ApiError, api, apiData } from '../../lib/api-client';
import { useQueryInTransition } from '../../lib/use-query-in-transition';

export type Product = InventoryItem | CatalogueItem;

/** Products per page (shop-operations §9); the 'more' button and the end of the list add one more. */
export const PAGE_SIZE = 50;

export const inventoryKey = ['inventory'] as const;
const ZProducts = z.array(ZSearchResult);

export type SearchProductBody = {
  type: 'model';
  name: string;
  page: number;
  numberOfItems: number;
  isBarcode: boolean;
};

export function searchBody(keyword: string, barcode: boolean, page: number): SearchProductBody {
  // Barcode mode asks for the one product with that code.
  return { type: 'model', name: keyword, page, numberOfItems: barcode ? 1 : PAGE_SIZE, isBarcode: barcode };
}

/**
 * POST inventory/searchProduct. 204 ('No such Products') is an empty page. A failed search is an
 * empty list too, silently (shop-operations §8); an aborted one (a newer keyword) stays an abort.
 */
async function searchPage(body: SearchProductBody, signal?: AbortSignal): Promise<Product[]> {
  try {
    const result = await api('inventory/searchProduct', {
      method: 'POST',
      body,
      schema: ZProducts,
      silent: true,
      signal,
    });
    return result.status === 200 ? (result.data ?? []) : [];
  } catch (error) {
    if (signal?.aborted || !(error instanceof ApiError)) throw error;
    return [];
  }
}

export function productKey(p: Product): string {
  return p.source === 'inventory' ? `p${p.productId}` : `m${p.modelId}`;
}

/**
 * The list under the search box: the shop's own inventory for an empty keyword, else the search
 * results, in pages of 50. A page holding fewer than 50 is the last.
 */
export function useProductList(keyword: string, barcode: boolean) {
  const query = useInfiniteQuery({
    queryKey: [...inventoryKey, 'list', keyword, barcode],
    queryFn: ({ pageParam, signal }) => searchPage(searchBody(keyword, barcode, pageParam), signal),
    initialPageParam: 1,
    getNextPageParam: (last, pages) => (!barcode && last.length >= PAGE_SIZE ? pages.length + 1 : undefined),
  });
  // A name search's first page leads with the shop's own products; the same product never shows twice.
  const items = useMemo(() => {
    const seen = new Set<string>();
    const list: Product[] = [];
    for (const item of query.data?.pages.flat() ?? []) {
      const key = productKey(item);
      if (seen.has(key)) continue;
      seen.add(key);
      list.push(item);
    }
    return list;
  }, [query.data]);
  return { ...query, items };
}

/** The product with this barcode (own first, then the catalogue), or null when none has it. */
export async function findByBarcode(code: string): Promise<Product | null> {
  const result = await api('inventory/searchProduct', {
    method: 'POST',
    body: searchBody(code, true, 1),
    schema: ZProducts,
  });
  return result.status === 200 ? (result.data?.[0] ?? null) : null;
}

/**
 * POST inventory/addModel. Silent: the screen shows the spec's 5-second toast with the server's
 * reason, or 'Unable to add the product'.
 */
export function useAddModel() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: Record<string, unknown>) =>
      api('inventory/addModel', { method: 'POST', body, schema: ZInventoryItem, silent: true }),
    // Own inventory reloads after a product is added, and search results learn it is owned.
    onSuccess: () => queryClient.invalidateQueries({ queryKey: inventoryKey }),
  });
}

/** POST inventory/updateQuantity (Save in edit mode). Refusals are toasted with the server's error. */
export function useUpdateProduct() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: Record<string, unknown>) =>
      api('inventory/updateQuantity', { method: 'POST', body, schema: ZInventoryItem }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: inventoryKey }),
  });
}

const ZUnits = z.object({ unitList: z.array(ZUnit) });
export type Unit = z.infer<typeof ZUnit>;

/**
 * GET billing/getUnits. Read by the billing screen as it starts: its answer redraws the screen in a
 * transition (lib/use-query-in-transition.ts).
 */
export function useUnits() {
  return useQueryInTransition({
    queryKey: ['units'],
    queryFn: ({ signal }) => apiData('billing/getUnits', { schema: ZUnits, signal }),
    select: (data) => data.unitList,
    staleTime: Number.POSITIVE_INFINITY,
  });
}

const ZCategoryList = z.array(ZCategory.extend({ superCategoryId: z.number().int() }));

/** GET category/categoryList: every category, for the create-mode select. */
export function useCategoryList(enabled: boolean) {
  return useQuery({
    queryKey: ['categoryList'],
    queryFn: ({ signal }) => apiData('category/categoryList', { schema: ZCategoryList, signal }),
    staleTime: Number.POSITIVE_INFINITY,
    enabled,
  });
}

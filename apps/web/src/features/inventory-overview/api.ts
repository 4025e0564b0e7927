import { ZAgeingBucket } from '@galla/contracts/inventory';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { apiData } from '../../lib/api-client';

// Inventory Overview's two calls: the choices of the four cascading selects (from the shop's own
// products) and the stock-ageing report for a choice.
export type OverviewFilter = {
  superCategoryId?: number;
  categoryId?: number;
  brandId?: number;
  /** A product of the shop. */
  modelId?: number;
};

const ZOption = z.object({ id: z.number().int(), name: z.string() });
export type OverviewOption = z.infer<typeof ZOption>;
const ZOptions = z.object({
  superCategories: z.array(ZOption),
  categories: z.array(ZOption),
  brands: z.array(ZOption),
  models: z.array(ZOption),
});

const ZReport = z.object({
  data: z.object({
    superCategoryName: z.string().nullable(),
    categoryName: z.string().nullable(),
    brandName: z.string().nullable(),
    modelName: z.string().nullable(),
    report: z.array(ZAgeingBucket),
  }),
});
export type OverviewReport = z.infer<typeof ZReport>['data'];
export type AgeingBucket = z.infer<typeof ZAgeingBucket>;

/** POST reports/inventoryOverviewOptions for the choices above the model. */
export function useOverviewOptions(filter: Omit<OverviewFilter, 'modelId'>) {
  return useQuery({
    queryKey: ['inventoryOverview', 'options', filter],
    queryFn: ({ signal }) =>
      apiData('reports/inventoryOverviewOptions', { method: 'POST', body: filter, schema: ZOptions, signal }),
    placeholderData: keepPreviousData,
  });
}

/** POST reports/inventoryOverview for the submitted choice. */
export function useOverviewReport(filter: OverviewFilter) {
  return useQuery({
    queryKey: ['inventoryOverview', 'report', filter],
    queryFn: async ({ signal }) =>
      (await apiData('reports/inventoryOverview', { method: 'POST', body: filter, schema: ZReport, signal }))
        .data,
  });
}

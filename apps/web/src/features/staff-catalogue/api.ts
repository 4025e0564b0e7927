import {
  type BrandListQuery,
  type ImportProblem,
  type ImportResult,
  type ModelListQuery,
  ZBrandPage,
  ZCategoryTree,
  ZHistoryPage,
  ZImportResult,
  ZModelPage,
} from '@galla/contracts/console-catalogue';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { API_BASE, api, apiData } from '../../lib/api-client';
import { i18n } from '../../lib/i18n';

const key = ['staff', 'catalogue'] as const;
const asQuery = (query: object) =>
  Object.fromEntries(
    Object.entries(query)
      .filter(([, v]) => v !== undefined && v !== '' && v !== null)
      .map(([k, v]) => [k, String(v)]),
  );

export function useCategoryTree() {
  return useQuery({
    queryKey: [...key, 'tree'],
    queryFn: () => apiData('admin/catalogue/tree', { schema: ZCategoryTree }),
  });
}

export type HistoryPath = 'levelHistory' | 'brandHistory';
export function useHistory(path: HistoryPath, page: number, pageSize: number) {
  return useQuery({
    queryKey: [...key, path, page, pageSize],
    queryFn: () =>
      apiData(`admin/catalogue/${path}`, { query: asQuery({ page, pageSize }), schema: ZHistoryPage }),
    placeholderData: keepPreviousData,
  });
}

export function useBrands(query: BrandListQuery, enabled = true) {
  return useQuery({
    queryKey: [...key, 'brands', query],
    queryFn: () => apiData('admin/catalogue/brands', { query: asQuery(query), schema: ZBrandPage }),
    placeholderData: keepPreviousData,
    enabled,
  });
}

export function useModels(query: ModelListQuery) {
  return useQuery({
    queryKey: [...key, 'models', query],
    queryFn: () => apiData('admin/catalogue/models', { query: asQuery(query), schema: ZModelPage }),
    placeholderData: keepPreviousData,
  });
}

export type CatalogueCall =
  | 'saveLevel'
  | 'setLevelActive'
  | 'deleteLevel'
  | 'saveBrand'
  | 'setBrandActive'
  | 'mergeBrands'
  | 'saveModel'
  | 'setModelActive';

/** Any change: refusals are toasted with the server's words; every list and history refreshes. */
export function useCatalogueCall(path: CatalogueCall) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: Record<string, unknown>) => api(`admin/catalogue/${path}`, { method: 'POST', body }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: key }),
  });
}

export type UploadOutcome =
  | { kind: 'done'; result: ImportResult }
  | { kind: 'refused'; error: string; problems: ImportProblem[] };

async function send(path: string, init: RequestInit = {}): Promise<Response> {
  if (!navigator.onLine) throw new Error(i18n.t('common.offline'));
  try {
    return await fetch(`${API_BASE}/${path}`, {
      ...init,
      credentials: 'same-origin',
      headers: { 'x-client': 'web', accept: 'application/json', ...init.headers },
    });
  } catch {
    throw new Error(i18n.t('common.offline'));
  }
}

/**
 * Upload sends the file itself as the body (the api client speaks JSON only). A refusal is an
 * answer, not a failure: it carries the report of bad rows to show.
 */
export async function uploadCatalogue(file: File): Promise<UploadOutcome> {
  const format = file.name.toLowerCase().endsWith('.csv') ? 'csv' : 'xlsx';
  const query = new URLSearchParams({ format, fileName: file.name });
  const response = await send(`admin/catalogue/import?${query}`, {
    method: 'POST',
    headers: { 'content-type': 'application/octet-stream' },
    body: file,
  });
  const envelope = (await response.json().catch(() => ({}))) as {
    error?: string;
    data?: { problems?: ImportProblem[] };
  };
  if (response.ok) {
    const parsed = ZImportResult.safeParse(envelope.data);
    if (parsed.success) return { kind: 'done', result: parsed.data };
  }
  return {
    kind: 'refused',
    error: envelope.error ?? i18n.t('msg.somethingBad'),
    problems: envelope.data?.problems ?? [],
  };
}

/** The template, fetched with the console's headers and handed to the browser as a download. */
export async function downloadTemplate(format: 'xlsx' | 'csv'): Promise<void> {
  const response = await send(`admin/catalogue/importTemplate?format=${format}`);
  if (!response.ok) throw new Error(i18n.t('msg.somethingBad'));
  const url = URL.createObjectURL(await response.blob());
  const link = document.createElement('a');
  link.href = url;
  link.download = `catalogue-template.${format}`;
  link.click();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}

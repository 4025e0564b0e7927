import { ZGstrMonth } from '@galla/contracts/gstr1';
import { ZSaleAnalysis } from '@galla/contracts/ledger';
import { keepPreviousData, useMutation, useQuery } from '@tanstack/react-query';
import { API_BASE, api, apiData } from '../../lib/api-client';

export type SaleAnalysisFilter = {
  fromDate: string;
  toDate: string;
  superCategoryId?: number;
  categoryId?: number;
  brandId?: number;
  modelId?: number;
};

/** POST ledger/saleAnalysisDetails; data is null for 'No Sales Data present yet' (a 204). */
export function useSaleAnalysis(filter: SaleAnalysisFilter) {
  return useQuery({
    queryKey: ['saleAnalysis', filter],
    queryFn: async ({ signal }) => {
      const result = await api('ledger/saleAnalysisDetails', {
        method: 'POST',
        body: filter,
        schema: ZSaleAnalysis,
        signal,
        silent: true,
      });
      return result.status === 204 ? { empty: result.message ?? '' } : { report: result.data! };
    },
    placeholderData: keepPreviousData,
    retry: false,
  });
}

/** POST ledger/sendSalesReport; the answer's message is the toast. */
export function useSendSalesReport() {
  return useMutation({
    mutationFn: (body: { fromDate: string; toDate: string }) =>
      api('ledger/sendSalesReport', { method: 'POST', body }),
  });
}

/** POST reports/gstrMonth for a `YYYY-MM` month. */
export function useGstrMonth(month: string) {
  return useQuery({
    queryKey: ['gstrMonth', month],
    queryFn: ({ signal }) =>
      apiData('reports/gstrMonth', {
        method: 'POST',
        body: { month },
        schema: ZGstrMonth,
        signal,
        silent: true,
      }),
    enabled: month !== '',
    retry: false,
  });
}

/** Saves bytes as a file through a temporary link. */
export function saveFile(blob: Blob, fileName: string) {
  const url = URL.createObjectURL(blob);
  const a = document.createElement('a');
  a.href = url;
  a.download = fileName;
  document.body.append(a);
  a.click();
  a.remove();
  setTimeout(() => URL.revokeObjectURL(url), 1_000);
}

/** GET one of the month's spreadsheets with the session cookie, and save it. */
export async function downloadSpreadsheet(path: 'gstrHsnSummary' | 'gstrSalesRegister', month: string) {
  const response = await fetch(`${API_BASE}/reports/${path}?month=${encodeURIComponent(month)}`, {
    headers: { 'x-client': 'web' },
    credentials: 'same-origin',
  });
  if (!response.ok) throw new Error(String(response.status));
  const name = path === 'gstrHsnSummary' ? `hsn-summary-${month}.xlsx` : `sales-register-${month}.xlsx`;
  saveFile(await response.blob(), name);
}

import {
  type InvoiceSummary,
  type InvoiceView,
  ZInvoiceSummary,
  ZInvoiceTotal,
  ZInvoiceView,
  ZPublicInvoice,
} from '@galla/contracts/billing';
import {
  keepPreviousData,
  useInfiniteQuery,
  useMutation,
  useQuery,
  useQueryClient,
} from '@tanstack/react-query';
import { z } from 'zod';
import { API_BASE, ApiError, api, apiData } from '../../lib/api-client';

// billing/* calls of the invoice list and viewer (shop-operations §7), and the public invoice page.

/** Invoices per page (shop-operations §9). */
export const PAGE_SIZE = 20;

export const invoicesKey = ['invoices'] as const;
const ZInvoiceList = z.array(ZInvoiceSummary);

export type InvoiceRef = { billId: number; invoiceId: number };
/** Invoice dates the list is limited to (YYYY-MM-DD); '' leaves that end open. */
export type DateRange = { fromDate: string; toDate: string };
export type InvoiceFilterBody = { keyword: string; fromDate?: string; toDate?: string };
export type SearchInvoiceBody = InvoiceFilterBody & { page: number; numberOfItems: number };

function filterBody(keyword: string, range: DateRange): InvoiceFilterBody {
  return {
    keyword,
    ...(range.fromDate ? { fromDate: range.fromDate } : {}),
    ...(range.toDate ? { toDate: range.toDate } : {}),
  };
}

/**
 * POST billing/searchInvoice. 204 (nothing matches, or no invoices yet) is an empty page. The
 * query's signal goes to fetch, so when the keyword changes TanStack Query aborts the earlier
 * request as its last observer moves to the new key (the spec's "earlier request cancelled").
 */
async function searchPage(body: SearchInvoiceBody, signal: AbortSignal): Promise<InvoiceSummary[]> {
  const result = await api('billing/searchInvoice', { method: 'POST', body, schema: ZInvoiceList, signal });
  return result.status === 200 ? (result.data ?? []) : [];
}

/**
 * The list for a keyword ('' lists every invoice, newest first as the server orders them). While a
 * new keyword's first page loads, the previous list stays (`isPlaceholderData`) instead of a spinner
 * replacing it, so the cards do not vanish from under the cashier's finger.
 */
export function useInvoiceSearch(keyword: string, range: DateRange = { fromDate: '', toDate: '' }) {
  return useInfiniteQuery({
    queryKey: [...invoicesKey, 'search', keyword, range.fromDate, range.toDate],
    queryFn: ({ pageParam, signal }) =>
      searchPage({ ...filterBody(keyword, range), page: pageParam, numberOfItems: PAGE_SIZE }, signal),
    initialPageParam: 1,
    // A short page is the last one.
    getNextPageParam: (last, pages) => (last.length >= PAGE_SIZE ? pages.length + 1 : undefined),
    select: (data) => data.pages.flat(),
    placeholderData: keepPreviousData,
  });
}

/** POST billing/searchInvoiceTotal: what every page of the filtered list adds up to. */
export function useInvoiceTotal(keyword: string, range: DateRange) {
  return useQuery({
    queryKey: [...invoicesKey, 'total', keyword, range.fromDate, range.toDate],
    queryFn: ({ signal }) =>
      apiData('billing/searchInvoiceTotal', {
        method: 'POST',
        body: filterBody(keyword, range),
        schema: ZInvoiceTotal,
        signal,
        silent: true,
      }),
    placeholderData: keepPreviousData,
  });
}

/** POST billing/viewInvoice: everything the viewer, share and PDF show. */
export function useInvoiceView(ref: InvoiceRef | null) {
  return useQuery({
    queryKey: [...invoicesKey, 'view', ref?.billId, ref?.invoiceId],
    queryFn: ({ signal }) =>
      apiData('billing/viewInvoice', { method: 'POST', body: ref, schema: ZInvoiceView, signal }),
    enabled: ref !== null,
  });
}

/**
 * POST billing/deleteInvoice and billing/cancelInvoice. Both void the invoice on the server (it is
 * never removed: GST needs the number series unbroken); the list and the open viewer refresh.
 * Refusals are toasted by the api client.
 */
function useVoidInvoice(path: 'billing/deleteInvoice' | 'billing/cancelInvoice') {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (ref: InvoiceRef) => api(path, { method: 'POST', body: ref }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: invoicesKey }),
  });
}

export const useDeleteInvoice = () => useVoidInvoice('billing/deleteInvoice');
export const useCancelInvoice = () => useVoidInvoice('billing/cancelInvoice');

/** POST billing/shareInvoice: the server mails the invoice through its mail provider. */
export function useShareInvoice() {
  return useMutation({
    mutationFn: (body: { invoiceId: number; email: string }) =>
      api('billing/shareInvoice', { method: 'POST', body }),
  });
}

// ---------------------------------------------------------------------------------------------
// Public invoice page (no login)

/**
 * GET invoices/public/{token}. Silent: the page explains a bad link itself (a 404 is the normal
 * answer to a mistyped or revoked link, not an error toast for a customer who never signed in).
 */
export function usePublicInvoice(token: string) {
  return useQuery({
    queryKey: ['publicInvoice', token],
    queryFn: ({ signal }) =>
      apiData(`invoices/public/${encodeURIComponent(token)}`, {
        schema: ZPublicInvoice,
        silent: true,
        signal,
      }),
  });
}

export const isNotFound = (error: unknown) => error instanceof ApiError && error.status === 404;

export type PdfLayout = 'a4' | '80mm';

/**
 * The PDF itself, served without a login to whoever holds the token. `download` asks the server
 * for an attachment (saved with the invoice number as its name) instead of showing it inline.
 */
export function pdfUrl(invoiceToken: string, layout: PdfLayout, download = false): string {
  const url = `${API_BASE}/invoices/pdf/${encodeURIComponent(invoiceToken)}?layout=${layout}`;
  return download ? `${url}&download=1` : url;
}

/** The public page a customer opens from a shared link. */
export function publicPageUrl(invoiceToken: string, origin = window.location.origin): string {
  return `${origin}/downloadPdf/${encodeURIComponent(invoiceToken)}`;
}

export type { InvoiceSummary, InvoiceView };

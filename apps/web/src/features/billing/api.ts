import {
  type AddCustomerRequest,
  type EditInvoiceRequest,
  type SaveInvoiceRequest,
  ZBrandOffer,
  ZCustomer,
  ZGstSlab,
  ZInvoiceView,
  ZSavedInvoice,
  ZSerialInfo,
} from '@galla/contracts/billing';
import {
  type CatalogueItem,
  type InventoryItem,
  ZInventoryItem,
  ZSearchResult,
} from '@galla/contracts/inventory';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { ApiError, api, apiData } from '../../lib/api-client';
import { useQueryInTransition } from '../../lib/use-query-in-transition';
import { inventoryKey, type Product, searchBody } from '../inventory/api';

// The calls of the single-screen bill (shop-operations §7) with their answers checked against the
// shared contracts.

export const billingKey = ['billing'] as const;
const serialKey = [...billingKey, 'serial'] as const;

// The whole billing screen redraws for the answers of the queries it reads as it starts, so those
// answer in a transition (lib/use-query-in-transition.ts).

/** GET billing/getSerialNo: the next bill number and today's date. Fresh for every new bill. */
export function useSerialInfo(enabled: boolean) {
  return useQueryInTransition({
    queryKey: serialKey,
    queryFn: ({ signal }) => apiData('billing/getSerialNo', { schema: ZSerialInfo, signal }),
    enabled,
    staleTime: 0,
    gcTime: 0,
    refetchOnWindowFocus: false,
  });
}

const ZSlabs = z.object({ gstSlabs: z.array(ZGstSlab), brandOffers: z.array(ZBrandOffer).optional() });
export type GstSlab = z.infer<typeof ZGstSlab>;

/** GET billing/getBrandOffersandGstSlabs: the GST slab choices of a bill line. */
export function useGstSlabs() {
  return useQueryInTransition({
    queryKey: [...billingKey, 'gstSlabs'],
    queryFn: ({ signal }) => apiData('billing/getBrandOffersandGstSlabs', { schema: ZSlabs, signal }),
    select: (data) => data.gstSlabs,
    staleTime: 10 * 60_000,
  });
}

const ZProducts = z.array(ZSearchResult);

/**
 * POST inventory/searchProduct, first page only: a cashier refines the words rather than scrolling.
 * Failures are an empty list, silently, as on the inventory screen (§8).
 */
export function useProductSearch(keyword: string, barcode: boolean) {
  return useQuery({
    queryKey: [...inventoryKey, 'billingSearch', keyword, barcode],
    queryFn: async ({ signal }): Promise<Product[]> => {
      try {
        const result = await api('inventory/searchProduct', {
          method: 'POST',
          body: searchBody(keyword, barcode, 1),
          schema: ZProducts,
          silent: true,
          signal,
        });
        return result.status === 200 ? (result.data ?? []) : [];
      } catch (error) {
        if (signal.aborted || !(error instanceof ApiError)) throw error;
        return [];
      }
    },
    enabled: keyword !== '',
    placeholderData: keepPreviousData,
  });
}

/** POST inventory/scan: the product with this barcode, or null ('No such Products'). */
export async function scanProduct(scan: string): Promise<Product | null> {
  const result = await api('inventory/scan', { method: 'POST', body: { scan }, schema: ZSearchResult });
  return result.status === 200 ? (result.data ?? null) : null;
}

/**
 * A catalogue result the shop already stocks: its inventory entry (price, stock). The search answers
 * stocked models as the shop's products; a catalogue entry marked as stocked (an answer from before
 * it was added) is read by its product id, else found by a name search; null when neither has it.
 */
export async function ownedVersion(model: CatalogueItem): Promise<InventoryItem | null> {
  if (model.productId !== null) {
    return apiData('inventory/getProduct', {
      method: 'POST',
      body: { productId: model.productId },
      schema: ZInventoryItem,
    });
  }
  const result = await api('inventory/searchProduct', {
    method: 'POST',
    body: searchBody(model.modelName, false, 1),
    schema: ZProducts,
  });
  const found = (result.data ?? []).find(
    (p): p is InventoryItem => p.source === 'inventory' && p.modelId === model.modelId,
  );
  return found ?? null;
}

/**
 * POST inventory/serialsInStock: the IMEI / serial numbers of a product in stock now, for the bill
 * line's picker. Read when the line appears, so a number another till has just sold is not offered.
 */
export function useSerialsInStock(productId: number) {
  return useQuery({
    queryKey: [...inventoryKey, 'serials', productId],
    queryFn: ({ signal }) =>
      apiData('inventory/serialsInStock', {
        method: 'POST',
        body: { productId },
        schema: z.array(z.string()),
        signal,
        silent: true,
      }),
    staleTime: 0,
  });
}

const ZCustomers = z.array(ZCustomer);

/** POST billing/getCustomerDetails {searchData}: matches for the bill-to search; 204 is none. */
export function useCustomerSearch(text: string) {
  return useQuery({
    queryKey: [...billingKey, 'customers', text],
    queryFn: async ({ signal }) => {
      const result = await api('billing/getCustomerDetails', {
        method: 'POST',
        body: { searchData: text },
        schema: ZCustomers,
        signal,
      });
      return result.status === 200 ? (result.data ?? []) : [];
    },
    enabled: text !== '',
  });
}

const ZAddedCustomer = z.object({ insertId: z.number().int(), customer: ZCustomer });

/** POST billing/addCustomer: the add-customer and GST-registered modals. Refusals are toasted. */
export function useAddCustomer() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: AddCustomerRequest) =>
      apiData('billing/addCustomer', { method: 'POST', body, schema: ZAddedCustomer }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: [...billingKey, 'customers'] }),
  });
}

/** POST billing/addSerialNo. Silent: the dialog says 'Bill Number not available.' itself. */
export function useAddSerialNo() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: { serialNo: number; invoice_date: string }) =>
      api('billing/addSerialNo', { method: 'POST', body, silent: true }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: serialKey }),
  });
}

/** The edit answer is read loosely: only the new version's ids matter, and they may be absent. */
const ZEditedInvoice = ZSavedInvoice.partial();

/**
 * POST billing/saveInvoice or billing/editInvoice with the bill's Idempotency-Key, so a retry after a
 * lost answer never makes a second bill. Refusals are toasted with the server's reason.
 */
export function useSaveInvoice() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({
      body,
      idempotencyKey,
    }: {
      body: SaveInvoiceRequest | EditInvoiceRequest;
      idempotencyKey: string;
    }) => {
      const editing = 'invoiceId' in body;
      const headers = { 'Idempotency-Key': idempotencyKey };
      if (!editing) {
        return apiData('billing/saveInvoice', { method: 'POST', body, schema: ZSavedInvoice, headers });
      }
      const result = await api('billing/editInvoice', {
        method: 'POST',
        body,
        schema: ZEditedInvoice,
        headers,
      });
      return result.data ?? {};
    },
    // Stock moved: inventory lists must not show the old quantities.
    onSuccess: () => queryClient.invalidateQueries({ queryKey: inventoryKey }),
  });
}

/** POST billing/getInvoiceDetails {invoiceId}: the invoice an edit starts from. */
export function useInvoiceDetails(invoiceId: number | null) {
  return useQuery({
    queryKey: [...billingKey, 'invoice', invoiceId],
    queryFn: ({ signal }) =>
      apiData('billing/getInvoiceDetails', {
        method: 'POST',
        body: { invoiceId },
        schema: ZInvoiceView,
        signal,
      }),
    enabled: invoiceId !== null,
    staleTime: 0,
    gcTime: 0,
    refetchOnWindowFocus: false,
  });
}

import type { Envelope } from '@galla/contracts/envelope';
import { type FakeRoutes, installFakeFetch } from '../../test/fake-fetch';
import type { InvoiceFilterBody, InvoiceRef, InvoiceSummary, InvoiceView, SearchInvoiceBody } from './api';

type InvoiceServer = {
  invoices?: InvoiceSummary[];
  views?: InvoiceView[];
  routes?: FakeRoutes;
};

/**
 * A fake billing/* for the invoice screens: searchInvoice pages and filters like the server
 * (204 with a message when nothing matches); deleteInvoice and cancelInvoice turn status 1 into 2.
 */
export function invoiceServer({ invoices = [], views = [], routes = {} }: InvoiceServer = {}) {
  const state = { invoices: [...invoices], views: [...views] };
  const setCancelled = ({ invoiceId }: InvoiceRef) => {
    state.invoices = state.invoices.map((i) => (i.invoiceId === invoiceId ? { ...i, status: 2 } : i));
    state.views = state.views.map((v) => (v.invoiceId === invoiceId ? { ...v, status: 2 } : v));
  };
  const matching = ({ keyword, fromDate, toDate }: InvoiceFilterBody) => {
    const k = keyword.toLowerCase();
    return state.invoices.filter(
      (i) =>
        (k === '' ||
          i.invoiceNumber.toLowerCase().includes(k) ||
          (i.customerName ?? '').toLowerCase().includes(k) ||
          (i.mobileNumber ?? '').includes(k)) &&
        (!fromDate || i.invoiceDate >= fromDate) &&
        (!toDate || i.invoiceDate <= toDate),
    );
  };
  const fake = installFakeFetch({
    'POST billing/searchInvoice': ({ body }): Envelope<unknown> => {
      const { page, numberOfItems } = body as SearchInvoiceBody;
      const matches = matching(body as SearchInvoiceBody);
      const list = matches.slice((page - 1) * numberOfItems, page * numberOfItems);
      return list.length > 0 ? { status: 200, data: list } : { status: 204, message: 'No invoices yet' };
    },
    'POST billing/searchInvoiceTotal': ({ body }) => {
      const completed = matching(body as InvoiceFilterBody).filter((i) => i.status === 1);
      const sum = (pick: (i: InvoiceSummary) => number) =>
        completed.reduce((total, i) => total + Math.round(pick(i) * 100), 0) / 100;
      return {
        status: 200,
        data: {
          bills: completed.length,
          totalAmount: sum((i) => i.totalAmount),
          dueAmount: sum((i) => i.dueAmount),
        },
      };
    },
    'POST billing/viewInvoice': ({ body }) => {
      const { invoiceId } = body as InvoiceRef;
      const found = state.views.find((v) => v.invoiceId === invoiceId);
      return found
        ? { status: 200, message: 'Invoice fetched', data: found }
        : { status: 404, error: 'No such invoice' };
    },
    'POST billing/deleteInvoice': ({ body }) => {
      setCancelled(body as InvoiceRef);
      return { status: 200, message: 'Invoice cancelled' };
    },
    'POST billing/cancelInvoice': ({ body }) => {
      setCancelled(body as InvoiceRef);
      return { status: 200, message: 'Invoice cancelled' };
    },
    'POST billing/shareInvoice': { status: 200, message: 'Invoice sent' },
    ...routes,
  });
  return {
    ...fake,
    searches: () => fake.callsTo('POST billing/searchInvoice').map((call) => call.body as SearchInvoiceBody),
  };
}

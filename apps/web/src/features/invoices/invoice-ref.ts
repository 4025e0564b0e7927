import type { InvoiceRef } from './api';

/**
 * billId and invoiceId from /invoice's query, or null when either is missing or not a positive
 * whole number. Older links prefix a non-GST bill with NG_; the server strips it, so do we.
 */
export function readInvoiceRef(params: URLSearchParams): InvoiceRef | null {
  const billId = Number((params.get('billId') ?? '').replace(/^NG_/i, ''));
  const invoiceId = Number(params.get('invoiceId') ?? '');
  const ok = (n: number) => Number.isSafeInteger(n) && n > 0;
  return ok(billId) && ok(invoiceId) ? { billId, invoiceId } : null;
}

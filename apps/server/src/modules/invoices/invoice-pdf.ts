import type { InvoiceView } from '@galla/contracts/billing';
import { invoiceStatus } from '@galla/contracts/billing';
import { rupeesToPaise } from '@galla/domain/money';
import { pdfToBuffer } from '../../platform/pdf/document.js';
import { qrPng } from '../../platform/pdf/qr.js';
import { drawA4Invoice } from './invoice-pdf-a4.js';
import { drawThermalInvoice } from './invoice-pdf-thermal.js';
import { upiPayLink } from './upi-link.js';

// The invoice as a PDF, from the same InvoiceView the viewer shows: A4 for printing and sharing,
// 80 mm for the thermal counter printer. What both layouts need beyond the view is worked out here.

export type InvoicePdfLayout = 'a4' | '80mm';

export type InvoicePdfParts = {
  /** A void or replaced invoice carries a mark across every page, so it cannot pass for a live one. */
  stamp: string | null;
  /** The UPI QR code for the grand total, when the shop has a UPI id and the bill can be paid. */
  qr: { png: Buffer; link: string } | null;
  /** In a union territory without a legislature the state half of the tax is UTGST. */
  stateTaxLabel: 'SGST' | 'UTGST';
  /** A Tax Invoice shows tax columns; a Bill of Supply (no GST) shows none. */
  taxed: boolean;
};

const stamps: Record<number, string> = {
  [invoiceStatus.draft]: 'DRAFT',
  [invoiceStatus.cancelled]: 'CANCELLED',
  [invoiceStatus.superseded]: 'SUPERSEDED',
};

function partsOf(view: InvoiceView): InvoicePdfParts {
  const stamp = stamps[view.status] ?? null;
  const totalPaise = rupeesToPaise(view.totals.totalAmount);
  // No pay code on a void or replaced bill (the customer would pay for nothing), nor for a zero total.
  const payable = view.shop.upiId && stamp === null && totalPaise > 0;
  const link = payable
    ? upiPayLink({
        vpa: view.shop.upiId!,
        payeeName: view.shop.tradeName,
        amountPaise: totalPaise,
        note: view.invoiceNumber,
      })
    : null;
  return {
    stamp,
    qr: link ? { png: qrPng(link), link } : null,
    stateTaxLabel: view.utgst ? 'UTGST' : 'SGST',
    taxed: view.billtype === 'GST',
  };
}

export async function renderInvoicePdf(view: InvoiceView, layout: InvoicePdfLayout): Promise<Buffer> {
  const parts = partsOf(view);
  const doc = layout === 'a4' ? drawA4Invoice(view, parts) : drawThermalInvoice(view, parts);
  return pdfToBuffer(doc);
}

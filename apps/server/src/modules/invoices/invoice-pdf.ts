import type { InvoiceView } from '@galla/contracts/billing';
import { invoiceStatus } from '@galla/contracts/billing';
import { paiseToRupees, rupeesToPaise } from '@galla/domain/money';
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
  /** The UPI QR code for what the bill leaves to be paid by UPI (`amount`, rupees), when anything. */
  qr: { png: Buffer; link: string; amount: number } | null;
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

/**
 * What the QR code asks for: the part of the bill to be paid by UPI. Cash, card, net banking and
 * "other" are settled at the counter, so a bill paid that way asks for nothing; a finance bill's down
 * payment is paid at the counter and the rest is owed to the financier, never to the shop's UPI id.
 * A payment recorded as UPI is the one the code is for: the customer scans the bill to make it.
 */
export function upiDuePaise(view: InvoiceView): number {
  return view.payments.filter((p) => p.mode === 'upi').reduce((sum, p) => sum + rupeesToPaise(p.amount), 0);
}

function partsOf(view: InvoiceView): InvoicePdfParts {
  const stamp = stamps[view.status] ?? null;
  const duePaise = upiDuePaise(view);
  // No pay code on a void or replaced bill (the customer would pay for nothing), nor when nothing is due.
  const payable = view.shop.upiId && stamp === null && duePaise > 0;
  const link = payable
    ? upiPayLink({
        vpa: view.shop.upiId!,
        payeeName: view.shop.tradeName,
        amountPaise: duePaise,
        note: view.invoiceNumber,
      })
    : null;
  return {
    stamp,
    qr: link ? { png: qrPng(link), link, amount: paiseToRupees(duePaise) } : null,
    stateTaxLabel: view.utgst ? 'UTGST' : 'SGST',
    taxed: view.billtype === 'GST',
  };
}

export async function renderInvoicePdf(view: InvoiceView, layout: InvoicePdfLayout): Promise<Buffer> {
  const parts = partsOf(view);
  const doc = layout === 'a4' ? drawA4Invoice(view, parts) : drawThermalInvoice(view, parts);
  return pdfToBuffer(doc);
}

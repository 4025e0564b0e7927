import type { InvoiceView } from './api';

// Which taxes an invoice shows (GST.md "The invoice"): a Bill of Supply (non-GST shop) none at all;
// an inter-state tax invoice IGST; an intra-state one CGST plus SGST, or UTGST in a union territory
// without a legislature. Decided by what the invoice recorded, never recomputed here.
export type TaxKind = 'cgst' | 'sgst' | 'utgst' | 'igst';
type Amounts = { cgstAmount: number; sgstAmount: number; igstAmount: number };

export function taxKinds(view: Pick<InvoiceView, 'billtype' | 'gstType' | 'utgst'>): TaxKind[] {
  if (view.billtype === 'NOGST') return [];
  if (view.gstType === 'IGST') return ['igst'];
  return ['cgst', view.utgst ? 'utgst' : 'sgst'];
}

/** The amount of one tax on a line, HSN row or the totals (UTGST travels in the sgst field). */
export function taxAmount(row: Amounts, kind: TaxKind): number {
  if (kind === 'cgst') return row.cgstAmount;
  if (kind === 'igst') return row.igstAmount;
  return row.sgstAmount;
}

/** The rate of one tax: IGST carries the whole GST rate, CGST and SGST/UTGST half each. */
export function taxRate(gstPercent: number | null, kind: TaxKind): number | null {
  if (gstPercent === null) return null;
  return kind === 'igst' ? gstPercent : gstPercent / 2;
}

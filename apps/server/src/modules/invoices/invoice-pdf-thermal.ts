import type { InvoiceView } from '@galla/contracts/billing';
import { toScreenDate } from '@galla/domain/financial-year';
import { rupeesToPaise } from '@galla/domain/money';
import { createPdf } from '../../platform/pdf/document.js';
import { inr } from '../../platform/pdf/money.js';
import { drawStamp } from '../../platform/pdf/stamp.js';
import {
  type Align,
  drawLine,
  drawParagraph,
  paragraphHeight,
  type TextStyle,
} from '../../platform/pdf/text.js';
import type { InvoicePdfParts } from './invoice-pdf.js';

// The 80 mm thermal receipt: one narrow column, as long as the bill. A roll has no page length, so
// the receipt is laid out twice: first only measured, on a very tall page, to learn its height, then
// drawn on a page cut to that height. Measuring skips the drawing, so it costs a fraction of a pass.

/** 80 mm in points. */
export const THERMAL_WIDTH = (80 / 25.4) * 72;
// PDF viewers refuse pages longer than 200 inches; a longer receipt continues on a second page.
const MAX_HEIGHT = 14_400;
const MARGIN = 8;
const LEFT = MARGIN;
const WIDTH = THERMAL_WIDTH - 2 * MARGIN;

const text: TextStyle = { size: 7.5 };
const small: TextStyle = { size: 6.5 };
const bold: TextStyle = { size: 7.5, weight: 'bold' };

const percent = (rate: number | null) => (rate === null ? 'Nil' : `${rate}%`);

class ThermalWriter {
  y = MARGIN;

  constructor(
    readonly doc: PDFKit.PDFDocument,
    readonly height: number,
    readonly view: InvoiceView,
    readonly parts: InvoicePdfParts,
    /** Only advance `y` as drawing would, without drawing. */
    readonly measuring: boolean,
  ) {}

  /** The lowest point any block asked room down to: what the cut page must hold. */
  reach = 0;

  ensure(height: number): void {
    this.reach = Math.max(this.reach, this.y + height);
    if (this.y + height <= this.height - MARGIN) return;
    this.doc.addPage();
    this.y = MARGIN;
  }

  para(value: string, style: TextStyle = text, align: Align = 'left'): void {
    if (!value) return;
    this.ensure(style.size * 1.4);
    this.y += this.measuring
      ? paragraphHeight(this.doc, value, WIDTH, style)
      : drawParagraph(this.doc, value, LEFT, this.y, WIDTH, style, align);
  }

  /** A label on the left and a figure on the right of one line. */
  pair(label: string, value: string, style: TextStyle = text): void {
    const height = style.size * 1.45;
    this.ensure(height);
    if (this.measuring) {
      this.y += height;
      return;
    }
    // Figures are short and labels long ("2.5 Kg × 189.50  HSN 1006 · GST 5%"): labels get more room.
    drawLine(this.doc, label, LEFT, this.y, WIDTH * 0.68, style);
    drawLine(this.doc, value, LEFT + WIDTH * 0.68, this.y, WIDTH * 0.32, style, 'right');
    this.y += height;
  }

  dashes(): void {
    this.ensure(6);
    if (!this.measuring) this.rule();
    this.y += 5;
  }

  private rule(): void {
    this.doc
      .moveTo(LEFT, this.y + 2)
      .lineTo(LEFT + WIDTH, this.y + 2)
      .lineWidth(0.5)
      .dash(2, { space: 1.5 })
      .strokeColor('black')
      .stroke()
      .undash();
  }

  header(): void {
    const { view, parts } = this;
    const shop = view.shop;
    this.para(shop.tradeName, { size: 11, weight: 'bold' }, 'center');
    const place = [shop.addressLine1, shop.addressLine2, shop.city, shop.pincode].filter(Boolean).join(', ');
    this.para(place, small, 'center');
    if (shop.state) this.para(`${shop.state} (${shop.stateCode ?? ''})`, small, 'center');
    if (shop.contactNumber) this.para(`Phone: ${shop.contactNumber}`, small, 'center');
    if (shop.gstNumber) this.para(`GSTIN: ${shop.gstNumber}`, bold, 'center');
    this.y += 2;
    this.para(view.title.toUpperCase(), { size: 9, weight: 'bold' }, 'center');
    if (parts.stamp) this.para(`*** ${parts.stamp} ***`, { size: 9, weight: 'bold' }, 'center');
    this.pair(`No: ${view.invoiceNumber}`, `Date: ${toScreenDate(view.invoiceDate)}`, bold);
    const c = view.customer;
    if (!c.isDefault) {
      this.para(`To: ${c.customerName}${c.mobileNumber ? `, ${c.mobileNumber}` : ''}`);
      if (c.gstNumber) this.para(`Buyer GSTIN: ${c.gstNumber}`);
    }
    this.para(`Place of supply: ${view.placeOfSupply.name} (${view.placeOfSupply.code})`, small);
    this.para(`Tax payable on reverse charge: ${view.reverseCharge ? 'Yes' : 'No'}`, small);
    this.dashes();
  }

  lines(): void {
    const { view, parts } = this;
    for (const line of view.lines) {
      this.para(line.modelName, text);
      for (const note of line.productNote) this.para(note, small);
      const rate = parts.taxed ? `  HSN ${line.HSN ?? '–'} · GST ${percent(line.gstPercent)}` : '';
      this.pair(`${line.quantity} ${line.units} × ${inr(line.price, '')}${rate}`, inr(line.amount, ''));
      if (rupeesToPaise(line.discountAmount) !== 0)
        this.pair('  Discount', `-${inr(line.discountAmount, '')}`, small);
    }
    this.dashes();
  }

  totals(): void {
    const { view, parts } = this;
    const t = view.totals;
    this.pair(`Items ${view.lines.length}, quantity ${t.totalQuantity}`, inr(t.grossAmount));
    if (rupeesToPaise(t.discountAmount) !== 0) this.pair('Discount', `-${inr(t.discountAmount)}`);
    if (parts.taxed) {
      this.pair('Taxable value', inr(t.amountBeforeTax));
      if (view.gstType === 'IGST') this.pair('IGST', inr(t.igstAmount));
      else {
        this.pair('CGST', inr(t.cgstAmount));
        this.pair(parts.stateTaxLabel, inr(t.sgstAmount));
      }
    }
    const roundOff = rupeesToPaise(t.roundOff);
    this.pair('Round Off', `${roundOff > 0 ? '+' : ''}${inr(t.roundOff)}`);
    this.dashes();
    this.pair('TOTAL', inr(t.totalAmount), { size: 11, weight: 'bold' });
    this.para(t.amountInWords, small);
    this.dashes();
  }

  /** Rate-wise tax, the counter-slip form of the HSN summary. */
  taxSummary(): void {
    const { view, parts } = this;
    if (!parts.taxed || view.hsnSummary.length === 0) return;
    const igst = view.gstType === 'IGST';
    const heads = igst
      ? ['HSN', 'GST', 'Taxable', 'IGST']
      : ['HSN', 'GST', 'Taxable', 'CGST', parts.stateTaxLabel];
    const widths = igst ? [0.22, 0.14, 0.34, 0.3] : [0.18, 0.12, 0.26, 0.22, 0.22];
    const row = (cells: string[], style: TextStyle) => {
      this.ensure(style.size * 1.45);
      let x = LEFT;
      cells.forEach((value, i) => {
        const w = WIDTH * widths[i]!;
        if (!this.measuring) drawLine(this.doc, value, x, this.y, w - 2, style, i < 2 ? 'left' : 'right');
        x += w;
      });
      this.y += style.size * 1.45;
    };
    row(heads, { ...small, weight: 'bold' });
    for (const r of view.hsnSummary) {
      const taxes = igst ? [r.igstAmount] : [r.cgstAmount, r.sgstAmount];
      row([r.HSN, percent(r.gstPercent), inr(r.amountBeforeTax, ''), ...taxes.map((v) => inr(v, ''))], small);
    }
    this.dashes();
  }

  payments(): void {
    const { view } = this;
    for (const p of view.payments) this.pair(p.label, inr(p.amount));
    const f = view.finance;
    if (f) {
      this.pair('Down payment', inr(f.downPayment));
      this.pair(`EMI × ${f.numberOfMonths} months`, inr(f.emiAmount));
      this.para(`From ${toScreenDate(f.startDateEmi)} to ${toScreenDate(f.endDateEmi)}`, small);
    }
    if (view.remark) this.para(view.remark, small);
  }

  qr(): void {
    const { doc, view, parts } = this;
    if (!parts.qr) return;
    const size = 110;
    this.ensure(size + 24);
    this.y += 4;
    if (!this.measuring)
      doc.image(parts.qr.png, LEFT + (WIDTH - size) / 2, this.y, { width: size, height: size });
    this.y += size + 2;
    this.para(`Scan to pay ${inr(parts.qr.amount)} by UPI`, bold, 'center');
    this.para(view.shop.upiId ?? '', small, 'center');
  }

  closing(): void {
    this.y += 4;
    this.para('Thank you! Visit again.', text, 'center');
    if (this.parts.taxed) this.para('Computer-generated invoice; no signature required.', small, 'center');
  }
}

/** Lays the receipt out on `doc` (or only measures it) and returns the height it takes on its last page. */
function layOut(
  doc: PDFKit.PDFDocument,
  height: number,
  view: InvoiceView,
  parts: InvoicePdfParts,
  measuring: boolean,
): number {
  const writer = new ThermalWriter(doc, height, view, parts, measuring);
  writer.header();
  writer.lines();
  writer.totals();
  writer.taxSummary();
  writer.payments();
  writer.qr();
  writer.closing();
  // Blocks reserve a little more than they draw; the cut page must grant what was reserved.
  return Math.max(writer.y, writer.reach) + MARGIN;
}

export function drawThermalInvoice(view: InvoiceView, parts: InvoicePdfParts): PDFKit.PDFDocument {
  const setup = { title: `${view.title} ${view.invoiceNumber}`, createdAt: new Date(view.createdAt) };
  // The measuring document only lends its font metrics; it is never ended, so nothing is written out.
  const measuring = createPdf({ ...setup, size: [THERMAL_WIDTH, MAX_HEIGHT] });
  const used = layOut(measuring, MAX_HEIGHT, view, parts, true);
  const height = measuring.bufferedPageRange().count > 1 ? MAX_HEIGHT : Math.ceil(used);

  const doc = createPdf({ ...setup, size: [THERMAL_WIDTH, height] });
  layOut(doc, height, view, parts, false);
  if (parts.stamp) {
    const range = doc.bufferedPageRange();
    for (let i = range.start; i < range.start + range.count; i++) {
      doc.switchToPage(i);
      drawStamp(doc, parts.stamp);
    }
  }
  return doc;
}

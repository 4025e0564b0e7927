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

// The A4 tax invoice (CGST Rule 46) or bill of supply (Rule 49). Blocks run top to bottom; the line
// table breaks across pages with its heading repeated, and every later block moves to a new page
// whole rather than split. Sizes are in points (A4 = 595.28 × 841.89).

type Line = InvoiceView['lines'][number];
type Column = { title: string; width: number; align: Align; cell: (line: Line, index: number) => string };

const PAGE: [number, number] = [595.28, 841.89];
const MARGIN = 28;
const LEFT = MARGIN;
const WIDTH = PAGE[0] - 2 * MARGIN;
const TOP = MARGIN;
// Room kept for the footer ("Page 1 of 2").
const BOTTOM = PAGE[1] - MARGIN - 14;
const PAD = 3;
const GREY = '#555555';
const RULE = '#b0b0b0';
const SHADE = '#eeeeee';

const body: TextStyle = { size: 8 };
const small: TextStyle = { size: 7, color: GREY };
const bold: TextStyle = { size: 8, weight: 'bold' };
const cell: TextStyle = { size: 7 };
const head: TextStyle = { size: 6.5, weight: 'bold' };

// The unregistered buyer's delivery address and state are required from this taxable value up.
const DELIVERY_DETAILS_FROM_PAISE = 50_000_00;

const money = (rupees: number) => inr(rupees, '');
const percent = (rate: number | null) => (rate === null ? '–' : `${rate}%`);
const stateText = (name: string | null, code: string | null) =>
  name && code ? `${name} (${code})` : (name ?? code ?? '');
const joined = (...parts: (string | null | undefined)[]) => parts.filter((p) => p?.trim()).join(', ');

/** The line table's columns for the bill type and GST type; the description takes what is left. */
function columns(view: InvoiceView, parts: InvoicePdfParts): Column[] {
  const column = (title: string, width: number, cell: Column['cell'], align: Align = 'right'): Column => ({
    title,
    width,
    align,
    cell,
  });
  const taxes =
    view.gstType === 'IGST'
      ? [column('IGST', 52, (l) => money(l.igstAmount))]
      : [
          column('CGST', 44, (l) => money(l.cgstAmount)),
          column(parts.stateTaxLabel, 44, (l) => money(l.sgstAmount)),
        ];
  const all: Column[] = [
    column('#', 16, (_l, i) => String(i + 1), 'center'),
    column('Description', 0, (l) => l.modelName, 'left'),
    column('HSN', 36, (l) => l.HSN ?? '', 'center'),
    column('Qty', 40, (l) => `${l.quantity} ${l.units}`),
    column('Rate', 46, (l) => money(l.price)),
    column('Value', 50, (l) => money(l.grossAmount)),
    column('Discount', 40, (l) => money(l.discountAmount)),
    ...(parts.taxed
      ? [
          column('Taxable', 50, (l) => money(l.amountBeforeTax)),
          column('GST %', 26, (l) => percent(l.gstPercent)),
          ...taxes,
        ]
      : []),
    column('Amount', 54, (l) => money(l.amount)),
  ];
  const fixed = all.reduce((sum, c) => sum + c.width, 0);
  return all.map((c) => (c.width === 0 ? { ...c, width: WIDTH - fixed } : c));
}

class A4Writer {
  readonly doc: PDFKit.PDFDocument;
  y = TOP;

  constructor(
    readonly view: InvoiceView,
    readonly parts: InvoicePdfParts,
  ) {
    this.doc = createPdf({
      size: PAGE,
      title: `${view.title} ${view.invoiceNumber}`,
      createdAt: new Date(view.createdAt),
    });
  }

  /** Starts a new page unless `height` still fits on this one; true when it started one. */
  ensure(height: number): boolean {
    if (this.y + height <= BOTTOM) return false;
    this.doc.addPage();
    this.y = TOP;
    return true;
  }

  rule(y: number, color = RULE, x = LEFT, width = WIDTH): void {
    this.doc
      .moveTo(x, y)
      .lineTo(x + width, y)
      .lineWidth(0.5)
      .strokeColor(color)
      .stroke();
  }

  header(): void {
    const { doc, view } = this;
    drawLine(doc, view.title.toUpperCase(), LEFT, this.y, WIDTH, { size: 12, weight: 'bold' }, 'center');
    this.y += 20;

    // The shop on the left, the invoice's own particulars on the right.
    const shop = view.shop;
    const leftWidth = WIDTH * 0.58;
    let left = this.y;
    left += drawParagraph(doc, shop.tradeName, LEFT, left, leftWidth, { size: 14, weight: 'bold' });
    if (shop.legalName && shop.legalName !== shop.tradeName) {
      left += drawParagraph(doc, shop.legalName, LEFT, left, leftWidth, small);
    }
    const address = joined(
      shop.addressLine1,
      shop.addressLine2,
      shop.city && shop.pincode ? `${shop.city} ${shop.pincode}` : (shop.city ?? shop.pincode),
      stateText(shop.state, shop.stateCode),
    );
    left += drawParagraph(doc, address, LEFT, left, leftWidth, body);
    const contact = joined(shop.contactNumber && `Phone: ${shop.contactNumber}`, shop.email);
    left += drawParagraph(doc, contact, LEFT, left, leftWidth, body);
    if (shop.gstNumber) {
      drawLine(doc, `GSTIN: ${shop.gstNumber}`, LEFT, left + 1, leftWidth, bold);
      left += 12;
    }

    const rightX = LEFT + leftWidth + 12;
    const rightWidth = WIDTH - leftWidth - 12;
    const facts: [string, string][] = [
      [view.billtype === 'GST' ? 'Invoice No.' : 'Bill No.', view.invoiceNumber],
      ['Date', toScreenDate(view.invoiceDate)],
      ['Place of supply', stateText(view.placeOfSupply.name, view.placeOfSupply.code)],
    ];
    let right = this.y + 2;
    for (const [label, value] of facts) {
      drawLine(doc, label, rightX, right, 70, small);
      drawLine(doc, value, rightX + 70, right, rightWidth - 70, bold);
      right += 12;
    }
    right += drawParagraph(
      doc,
      `Whether tax is payable on reverse charge: ${view.reverseCharge ? 'Yes' : 'No'}`,
      rightX,
      right,
      rightWidth,
      body,
    );
    this.y = Math.max(left, right) + 6;
    this.rule(this.y, '#000000');
    this.y += 6;
  }

  buyer(): void {
    const { doc, view } = this;
    const c = view.customer;
    const registered = c.gstNumber !== null;
    const taxablePaise = rupeesToPaise(view.totals.amountBeforeTax);
    const deliveryDetails = !registered && taxablePaise >= DELIVERY_DETAILS_FROM_PAISE;
    const half = (WIDTH - 12) / 2;

    const top = this.y;
    drawLine(doc, 'Bill to', LEFT, top, half, small);
    let left = top + 11;
    left += drawParagraph(doc, c.customerName, LEFT, left, half, { size: 10, weight: 'bold' });
    if (c.companyName) left += drawParagraph(doc, c.companyName, LEFT, left, half, body);
    if (c.customerAddress) left += drawParagraph(doc, c.customerAddress, LEFT, left, half, body);
    const state = stateText(c.state, c.stateCode);
    if (state) left += drawParagraph(doc, `State: ${state}`, LEFT, left, half, body);
    // The walk-in customer carries the shop's own phone: it is not the buyer's number.
    if (c.mobileNumber && !c.isDefault)
      left += drawParagraph(doc, `Mobile: ${c.mobileNumber}`, LEFT, left, half, body);
    if (registered) {
      drawLine(doc, `GSTIN: ${c.gstNumber}`, LEFT, left + 1, half, bold);
      left += 12;
    }

    let right = top;
    if (deliveryDetails) {
      const x = LEFT + half + 12;
      drawLine(doc, 'Delivery address', x, right, half, small);
      right += 11;
      right += drawParagraph(doc, c.customerName, x, right, half, bold);
      right += drawParagraph(doc, c.customerAddress ?? '', x, right, half, body);
      const pos = view.placeOfSupply;
      right += drawParagraph(doc, `State: ${pos.name}, State code: ${pos.code}`, x, right, half, body);
    }
    this.y = Math.max(left, right) + 8;
  }

  tableHeading(cols: Column[]): void {
    const { doc } = this;
    const height = 14;
    doc.rect(LEFT, this.y, WIDTH, height).fill(SHADE);
    let x = LEFT;
    for (const c of cols) {
      drawLine(
        doc,
        c.title,
        x + PAD,
        this.y + 4,
        c.width - 2 * PAD,
        head,
        c.align === 'left' ? 'left' : c.align,
      );
      x += c.width;
    }
    this.y += height;
  }

  lines(): void {
    const { doc, view } = this;
    const cols = columns(view, this.parts);
    const description = cols[1]!;
    const textWidth = description.width - 2 * PAD;
    this.ensure(40);
    drawLine(doc, 'Amounts in ₹', LEFT, this.y, WIDTH, small, 'right');
    this.y += 10;
    this.tableHeading(cols);

    view.lines.forEach((line, i) => {
      const notes = line.productNote.join(', ');
      const nameHeight = paragraphHeight(doc, line.modelName, textWidth, cell);
      const notesHeight = paragraphHeight(doc, notes, textWidth, small);
      const height = Math.max(nameHeight + notesHeight, 9) + 2 * PAD;
      if (this.ensure(height)) this.tableHeading(cols);

      let x = LEFT;
      for (const c of cols) {
        if (c === description) {
          const used = drawParagraph(doc, line.modelName, x + PAD, this.y + PAD, textWidth, cell);
          drawParagraph(doc, notes, x + PAD, this.y + PAD + used, textWidth, small);
        } else {
          drawLine(doc, c.cell(line, i), x + PAD, this.y + PAD, c.width - 2 * PAD, cell, c.align);
        }
        x += c.width;
      }
      this.y += height;
      this.rule(this.y);
    });
  }

  /** Totals on the right; quantity and the amount in words on the left. */
  totals(): void {
    const { doc, view, parts } = this;
    const t = view.totals;
    const rows: [string, string][] = [
      ['Total value', inr(t.grossAmount)],
      ['Discount', inr(t.discountAmount)],
    ];
    if (parts.taxed) {
      rows.push(['Taxable value', inr(t.amountBeforeTax)]);
      if (view.gstType === 'IGST') rows.push(['IGST', inr(t.igstAmount)]);
      else rows.push(['CGST', inr(t.cgstAmount)], [parts.stateTaxLabel, inr(t.sgstAmount)]);
    }
    const roundOffPaise = rupeesToPaise(t.roundOff);
    rows.push(['Round Off', `${roundOffPaise > 0 ? '+' : ''}${inr(t.roundOff)}`]);

    const boxWidth = 210;
    const boxX = LEFT + WIDTH - boxWidth;
    const wordsWidth = WIDTH - boxWidth - 20;
    const wordsHeight = paragraphHeight(doc, t.amountInWords, wordsWidth, bold);
    this.ensure(Math.max(rows.length * 12 + 22, wordsHeight + 30) + 6);

    const top = this.y + 4;
    let y = top;
    for (const [label, value] of rows) {
      drawLine(doc, label, boxX, y, 110, body);
      drawLine(doc, value, boxX + 110, y, boxWidth - 110, body, 'right');
      y += 12;
    }
    this.rule(y, '#000000', boxX, boxWidth);
    y += 4;
    drawLine(doc, 'Grand Total', boxX, y, 100, { size: 11, weight: 'bold' });
    drawLine(doc, inr(t.totalAmount), boxX + 100, y, boxWidth - 100, { size: 11, weight: 'bold' }, 'right');
    y += 18;

    let left = top;
    drawLine(doc, `Total quantity: ${t.totalQuantity}`, LEFT, left, wordsWidth, body);
    left += 14;
    drawLine(doc, 'Amount in words', LEFT, left, wordsWidth, small);
    left += 10;
    left += drawParagraph(doc, t.amountInWords, LEFT, left, wordsWidth, bold);
    this.y = Math.max(y, left) + 6;
    this.rule(this.y);
    this.y += 6;
  }

  hsnSummary(): void {
    const { doc, view, parts } = this;
    if (!parts.taxed || view.hsnSummary.length === 0) return;
    type Row = (typeof view.hsnSummary)[number];
    const igst = view.gstType === 'IGST';
    const cols: { title: string; width: number; cell: (r: Row) => string }[] = [
      { title: 'HSN', width: 70, cell: (r) => r.HSN },
      { title: 'GST %', width: 50, cell: (r) => percent(r.gstPercent) },
      { title: 'Taxable value', width: 90, cell: (r) => money(r.amountBeforeTax) },
      ...(igst
        ? [{ title: 'IGST', width: 80, cell: (r: Row) => money(r.igstAmount) }]
        : [
            { title: 'CGST', width: 80, cell: (r: Row) => money(r.cgstAmount) },
            { title: parts.stateTaxLabel, width: 80, cell: (r: Row) => money(r.sgstAmount) },
          ]),
      { title: 'Total tax', width: 90, cell: (r) => money(r.totalTax) },
    ];
    const t = view.totals;
    const total: Row = {
      HSN: 'Total',
      gstPercent: null,
      amountBeforeTax: t.amountBeforeTax,
      cgstAmount: t.cgstAmount,
      sgstAmount: t.sgstAmount,
      igstAmount: t.igstAmount,
      totalTax: t.totalTax,
    };
    const rowHeight = 12;
    const drawRow = (texts: string[], style: TextStyle) => {
      let x = LEFT;
      cols.forEach((c, i) => {
        drawLine(doc, texts[i]!, x + PAD, this.y + 3, c.width - 2 * PAD, style, i < 2 ? 'left' : 'right');
        x += c.width;
      });
      this.y += rowHeight;
    };
    const tableWidth = cols.reduce((sum, c) => sum + c.width, 0);

    // Small enough to keep whole: split, its total row would land apart from its rows.
    this.ensure(14 + (view.hsnSummary.length + 2) * rowHeight);
    drawLine(doc, 'HSN-wise tax summary', LEFT, this.y, WIDTH, bold);
    this.y += 12;
    doc.rect(LEFT, this.y, tableWidth, rowHeight).fill(SHADE);
    drawRow(
      cols.map((c) => c.title),
      head,
    );
    for (const row of view.hsnSummary)
      drawRow(
        cols.map((c) => c.cell(row)),
        cell,
      );
    this.rule(this.y, RULE, LEFT, tableWidth);
    drawRow(
      cols.map((c) => (c.title === 'GST %' ? '' : c.cell(total))),
      { ...cell, weight: 'bold' },
    );
    this.y += 6;
  }

  payments(): void {
    const { doc, view } = this;
    const texts: string[] = [];
    if (view.payments.length > 0) {
      texts.push(`Payment: ${view.payments.map((p) => `${p.label} ${inr(p.amount)}`).join(', ')}`);
    }
    const f = view.finance;
    if (f) {
      texts.push(
        `Finance: down payment ${inr(f.downPayment)}, financed ${inr(f.financeAmount)}, ` +
          `EMI ${inr(f.emiAmount)} × ${f.numberOfMonths} months ` +
          `(${toScreenDate(f.startDateEmi)} to ${toScreenDate(f.endDateEmi)})`,
      );
    }
    if (view.remark) texts.push(`Remark: ${view.remark}`);
    for (const text of texts) {
      const height = paragraphHeight(doc, text, WIDTH, body);
      this.ensure(height + 3);
      this.y += drawParagraph(doc, text, LEFT, this.y, WIDTH, body) + 3;
    }
  }

  /** The pay code on the left, the signature on the right, kept together at the foot. */
  closing(): void {
    const { doc, view, parts } = this;
    const qrSize = 84;
    this.ensure((parts.qr ? qrSize + 14 : 60) + 8);
    const top = this.y + 8;
    if (parts.qr) {
      doc.image(parts.qr.png, LEFT, top, { width: qrSize, height: qrSize });
      drawLine(doc, `Scan to pay ${inr(parts.qr.amount)} by UPI`, LEFT, top + qrSize + 2, 160, small);
      drawLine(doc, view.shop.upiId ?? '', LEFT + qrSize + 6, top + qrSize / 2 - 4, 150, small);
    }
    const signWidth = 200;
    const signX = LEFT + WIDTH - signWidth;
    drawParagraph(doc, `For ${view.shop.tradeName}`, signX, top, signWidth, bold, 'right');
    this.rule(top + 44, '#000000', signX + 60, signWidth - 60);
    drawLine(doc, 'Authorised Signatory', signX, top + 47, signWidth, body, 'right');
    this.y = top + (parts.qr ? qrSize + 14 : 60);
  }

  /** Page numbers and the stamp, drawn last over every buffered page. */
  finish(): PDFKit.PDFDocument {
    const { doc, parts } = this;
    const range = doc.bufferedPageRange();
    for (let i = range.start; i < range.start + range.count; i++) {
      doc.switchToPage(i);
      const footer = `${this.view.invoiceNumber} · Page ${i - range.start + 1} of ${range.count}`;
      drawLine(doc, footer, LEFT, PAGE[1] - MARGIN - 6, WIDTH, small, 'center');
      if (parts.stamp) drawStamp(doc, parts.stamp);
    }
    return doc;
  }
}

export function drawA4Invoice(view: InvoiceView, parts: InvoicePdfParts): PDFKit.PDFDocument {
  const writer = new A4Writer(view, parts);
  writer.header();
  writer.buyer();
  writer.lines();
  writer.totals();
  writer.hsnSummary();
  writer.payments();
  writer.closing();
  return writer.finish();
}
